/**
 * The open-interest change as tables: the totals between the two latest snapshots (with the share that is
 * contracts that expired), and the change per expiry. Counts are contracts; a change carries its sign.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import type { AnswerFor } from '../../data/endpoint-query';
import { DataTable } from '../../ui/data-table';
import { formatCount, formatPercentChange, MISSING } from '../../ui/format';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import type { TableColumn } from '../../ui/table-columns';
import { changeClass, pairText, signedCompact, signedCount } from './oi-format';
import { readExpiryChange, readOiChange, totalWithoutExpired, type ChangeRow, type ExpiryChange } from './oi-readings';

const CHANGE_COLUMNS: readonly TableColumn<ChangeRow>[] = [
  {
    id: 'what',
    header: '',
    csvHeader: 'figure',
    kind: 'text',
    rowHeader: true,
    sortable: false,
    value: (r) => r.label,
  },
  {
    id: 'prior',
    header: 'prior',
    kind: 'number',
    sortable: false,
    value: (r) => r.prior,
    cell: (r) => formatCount(r.prior),
  },
  {
    id: 'latest',
    header: 'latest',
    kind: 'number',
    sortable: false,
    value: (r) => r.current,
    cell: (r) => formatCount(r.current),
  },
  {
    id: 'change',
    header: 'change',
    kind: 'number',
    sortable: false,
    value: (r) => r.change,
    cell: (r) => signedCount(r.change),
    className: (r) => changeClass(r.change),
  },
  {
    id: 'change_pct',
    header: '%',
    csvHeader: 'change_pct',
    kind: 'number',
    sortable: false,
    value: (r) => r.changePct,
    cell: (r) => formatPercentChange(r.changePct, 2),
    className: (r) => changeClass(r.changePct),
  },
];

export function ChangePanel(props: {
  ticker: string;
  query: UseQueryResult<AnswerFor<'oi.change'>>;
  /** The per-strike answer, to say how much of the change is contracts that expired. */
  strikes?: UseQueryResult<AnswerFor<'oi.strikeChange'>>;
}): ReactElement {
  const strikeData = props.strikes?.data;
  return (
    <Panel
      title={`${props.ticker} change between the two latest snapshots`}
      badges={props.query.data ? <FreshnessBadge meta={props.query.data} /> : null}
      note={props.query.data ? pairText(props.query.data) : undefined}
    >
      <QueryState query={props.query} label="OI change">
        {(data) => {
          const apart = strikeData ? totalWithoutExpired(data, strikeData) : null;
          return (
            <>
              <DataTable
                id="oi-change"
                label="OI change"
                columns={CHANGE_COLUMNS}
                rows={readOiChange(data)}
                rowKey={(r) => r.key}
              />
              {apart ? (
                <p className="mt-1 text-xs text-muted" data-testid="oi-change-expired">
                  Of the total change, {signedCompact(apart.expired.totalChange)} is contracts that expired (
                  {apart.expired.expiries.join(', ')}); without them{' '}
                  <span className={`num font-semibold ${changeClass(apart.totalChange)}`}>
                    {apart.totalChange === null ? MISSING : signedCompact(apart.totalChange)}
                  </span>
                  .
                </p>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </Panel>
  );
}

function changeColumn(
  id: 'calls' | 'puts' | 'total',
  value: (e: ExpiryChange) => number | null,
): TableColumn<ExpiryChange> {
  return {
    id,
    header: id,
    csvHeader: `${id}_change`,
    kind: 'number',
    value,
    cell: (e) => signedCount(value(e)),
    className: (e) => changeClass(value(e)),
  };
}

const EXPIRY_COLUMNS: readonly TableColumn<ExpiryChange>[] = [
  {
    id: 'expiry',
    header: 'expiry',
    kind: 'text',
    value: (e) => e.expiry,
    csvFields: [
      { header: 'expiry', value: (e) => e.expiry },
      { header: 'expired', value: (e) => e.expired },
    ],
    cell: (e) => `${e.expiry}${e.expired ? ' · expired (left the chain)' : ''}`,
  },
  changeColumn('calls', (e) => e.callChange),
  changeColumn('puts', (e) => e.putChange),
  changeColumn('total', (e) => e.totalChange),
];

export function ExpiryChangePanel(props: {
  ticker: string;
  query: UseQueryResult<AnswerFor<'oi.strikeChange'>>;
}): ReactElement {
  return (
    <Panel
      title={`${props.ticker} OI change per expiry`}
      note={props.query.data ? `Day over day (${pairText(props.query.data)}).` : undefined}
    >
      <QueryState query={props.query} label="expiry change">
        {(d) => {
          const expiries = readExpiryChange(d);
          return expiries.length === 0 ? (
            <p className="text-sm text-muted">No expiry rows in the answer.</p>
          ) : (
            <DataTable
              id="oi-expiry"
              label="OI change by expiry"
              columns={EXPIRY_COLUMNS}
              rows={expiries}
              rowKey={(e) => e.expiry}
              rowClassName={(e) => (e.expired ? 'text-muted' : '')}
            />
          );
        }}
      </QueryState>
    </Panel>
  );
}
