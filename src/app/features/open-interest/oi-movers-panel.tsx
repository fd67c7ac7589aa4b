/** The market's open-interest movers: top gainers, top losers and most active, each ticker opening its OI page. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel';
import { contractDriftOf } from '../../data/contract-read';
import type { AnswerFor } from '../../data/endpoint-query';
import { DataTable } from '../../ui/data-table';
import { DriftMark } from '../../ui/drift-mark';
import { formatAsOf, formatCompact, formatPercentChange, MISSING } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import type { TableColumn } from '../../ui/table-columns';
import { changeClass } from './oi-format';
import { readOiMovers, type OiMoverRow } from './oi-readings';

const MOVER_COLUMNS: readonly TableColumn<OiMoverRow>[] = [
  {
    id: 'ticker',
    header: 'ticker',
    kind: 'text',
    value: (r) => r.ticker,
    cell: (r) => (
      <Link className="underline decoration-dotted" to={`/oi/${r.ticker}`}>
        {r.ticker}
      </Link>
    ),
  },
  { id: 'oi', header: 'OI', kind: 'number', value: (r) => r.oi, cell: (r) => formatCompact(r.oi) },
  {
    id: 'change',
    header: 'change',
    kind: 'number',
    value: (r) => r.change,
    className: (r) => changeClass(r.change),
    cell: (r) =>
      r.change === null
        ? MISSING
        : `${r.change > 0 ? '▲ +' : r.change < 0 ? '▼ −' : ''}${formatCompact(Math.abs(r.change))}`,
  },
  {
    id: 'change_pct',
    header: '%',
    csvHeader: 'change_pct',
    kind: 'number',
    value: (r) => r.changePct,
    className: (r) => changeClass(r.changePct),
    cell: (r) => formatPercentChange(r.changePct),
  },
  { id: 'volume', header: 'volume', kind: 'number', value: (r) => r.volume, cell: (r) => formatCompact(r.volume) },
];

function MoverTable(props: { id: string; title: string; rows: readonly OiMoverRow[] }): ReactElement {
  return (
    <div className="min-w-0">
      <h3 className="mb-1 text-xs font-semibold text-muted">{props.title}</h3>
      {props.rows.length === 0 ? (
        <p className="text-xs text-muted">none</p>
      ) : (
        <DataTable
          id={props.id}
          label={props.title}
          columns={MOVER_COLUMNS}
          rows={props.rows}
          rowKey={(r) => r.ticker}
        />
      )}
    </div>
  );
}

export function MoversPanel(props: { query: UseQueryResult<AnswerFor<'oi.movers'>>; dte: string }): ReactElement {
  const m = props.query.data ? readOiMovers(props.query.data) : null;
  return (
    <Panel
      title={`Market OI movers (${props.dte === 'all' ? 'all expiries' : props.dte === 'lt8' ? 'under 8 DTE' : '8+ DTE'})`}
      badges={
        m ? (
          <>
            <span className="text-xs text-muted" data-testid="oi-movers-dates">
              as of {formatAsOf(m.asOf)} vs {formatAsOf(m.priorAsOf)}
            </span>
            <DriftMark fields={contractDriftOf(props.query.data)} />
          </>
        ) : null
      }
    >
      <QueryState query={props.query} label="OI movers">
        {(d) => {
          const mv = readOiMovers(d);
          return (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
              <MoverTable id="oi-gainers" title="Top gainers" rows={mv.gainers} />
              <MoverTable id="oi-losers" title="Top losers" rows={mv.losers} />
              <MoverTable id="oi-active" title="Most active" rows={mv.active} />
            </div>
          );
        }}
      </QueryState>
    </Panel>
  );
}
