/** A session's reporters: the event's figures and the option flow each drew; a row opens its detail. */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { formatCompact } from '../../ui/format';
import { DataTable } from '../../ui/data-table';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { useCurrentSession } from '../../data/current-session';
import { readReporters, type ReportersAnswer } from './earnings-readings';
import { reporterColumns, type ReporterRow } from './reporter-columns';
import { useEarningsMoves } from './use-earnings-moves';

export function ReportersPanel(props: {
  title: string;
  query: UseQueryResult<ReportersAnswer>;
  selected: string | null;
  onSelect: (ticker: string) => void;
}): ReactElement {
  const d = props.query.data;
  const current = useCurrentSession();
  const all = useMemo(() => readReporters(d), [d]);
  const moves = useEarningsMoves(all, current.session);
  const rows = useMemo<ReporterRow[]>(
    () => all.map((reporter) => ({ reporter, moves: moves.get(reporter.ticker) ?? null })),
    [all, moves],
  );
  const { selected, onSelect } = props;
  const columns = useMemo(() => reporterColumns({ selected, onSelect }), [selected, onSelect]);
  return (
    <Panel
      title={props.title}
      testId="earnings-reporters"
      badges={d ? <FreshnessBadge meta={d} /> : null}
      note="EPS surprise against the estimate; expected move is the ATM straddle of the first expiry after the report as a share of the price (one day of ATM IV only where the chain cannot price it, marked IV est.); realized move is close to close, or so far in the reaction session; flow is the session's large orders, net premium signed by the aggressor."
    >
      <QueryState query={props.query} label="reporters">
        {() => {
          if (rows.length === 0) return <p className="py-4 text-sm text-muted">No reporters in this session.</p>;
          return (
            <div>
              <DataTable
                id="reporters"
                label="Reporters"
                columns={columns}
                rows={rows}
                rowKey={(r) => r.reporter.ticker}
                isRowSelected={(r) => props.selected === r.reporter.ticker}
                onRowActivate={(r) => props.onSelect(r.reporter.ticker)}
                rowAttributes={(r) => ({ 'data-ticker': r.reporter.ticker })}
              />
              <p className="mt-1 text-xs text-muted">
                {formatCompact(rows.length)} reporters · choose a ticker for its orders, greeks and abnormal trades.
              </p>
            </div>
          );
        }}
      </QueryState>
    </Panel>
  );
}
