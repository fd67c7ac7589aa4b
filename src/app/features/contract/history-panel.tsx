/**
 * A contract's life so far: open interest per session (the latest OI snapshot laid over its session)
 * and the theoretical price against the underlying, as charts, with the daily rows below.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { LineChart } from '../../charts/line-chart';
import type { LineSeries } from '../../charts/line-chart-model';
import { formatCompact, formatCount, formatIv, formatPrice, formatRank } from '../../ui/format';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import type { TableColumn } from '../../ui/table-columns';
import { readHistory, type HistoryAnswer, type HistoryPoint } from '../../data/contract-history';
import { oiSeries, readOiSnapshot, type OiAnswer } from './contract-readings';

type OiQ = UseQueryResult<OiAnswer>;

/** The daily rows, one per session: the session and its snapshot (AM or PM) as one text, then the figures. */
const HISTORY_COLUMNS: readonly TableColumn<HistoryPoint>[] = [
  { id: 'session', header: 'Session', kind: 'text', value: (h) => `${h.session} ${h.slot ?? ''}`.trim() },
  { id: 'price', header: 'Price', kind: 'number', value: (h) => h.price, cell: (h) => formatPrice(h.price) },
  {
    id: 'underlying',
    header: 'Underlying',
    kind: 'number',
    value: (h) => h.underlying,
    cell: (h) => formatPrice(h.underlying),
  },
  { id: 'iv', header: 'IV', kind: 'number', value: (h) => h.iv, cell: (h) => formatIv(h.iv) },
  { id: 'delta', header: 'Delta', kind: 'number', value: (h) => h.delta, cell: (h) => formatRank(h.delta, 3) },
  { id: 'oi', header: 'OI', kind: 'number', value: (h) => h.openInterest, cell: (h) => formatCount(h.openInterest) },
  { id: 'volume', header: 'Volume', kind: 'number', value: (h) => h.volume, cell: (h) => formatCount(h.volume) },
];

function ticksFor(n: number): number[] {
  const step = Math.max(1, Math.ceil(n / 6));
  return Array.from({ length: n }, (_, i) => i).filter((i) => i % step === 0);
}

function OiChart(props: { occ: string; history: readonly HistoryPoint[]; oi: OiQ }): ReactElement {
  const oiData = props.oi.data;
  const latest = useMemo(() => (oiData ? readOiSnapshot(oiData) : null), [oiData]);
  const points = useMemo(() => oiSeries(props.history, latest), [props.history, latest]);
  const series: LineSeries[] = useMemo(
    () => [
      {
        id: 'oi',
        label: 'open interest',
        color: 'var(--app-accent)',
        showPoints: true,
        points: points.map((p, i) => ({ x: i, y: p.oi })),
      },
    ],
    [points],
  );
  if (points.length === 0) return <p className="py-3 text-sm text-muted">No open interest recorded yet.</p>;
  return (
    <div data-testid="contract-oi-chart">
      <LineChart
        series={series}
        label={`${props.occ} open interest per session`}
        xLabel="session"
        yLabel="open interest (contracts)"
        formatX={(x) => points[Math.round(x)]?.session ?? ''}
        formatTick={(x) => points[Math.round(x)]?.session.slice(5) ?? ''}
        formatY={(y) => formatCompact(y)}
        xTicks={ticksFor(points.length)}
        height={200}
      />
      {latest?.session ? (
        <p className="mt-1 text-xs text-muted" data-testid="contract-oi-latest">
          Latest OI snapshot: {formatCount(latest.openInterest)} contracts ({latest.session} {latest.slot ?? ''}).
        </p>
      ) : null}
    </div>
  );
}

function PriceChart(props: { occ: string; history: readonly HistoryPoint[] }): ReactElement {
  const { history } = props;
  const series: LineSeries[] = useMemo(
    () => [
      {
        id: 'price',
        label: 'contract price (theoretical)',
        color: 'var(--app-accent)',
        showPoints: true,
        points: history.map((h, i) => ({ x: i, y: h.price })),
      },
    ],
    [history],
  );
  return (
    <LineChart
      series={series}
      label={`${props.occ} theoretical price per session`}
      xLabel="session"
      yLabel="price ($)"
      formatX={(x) => history[Math.round(x)]?.session ?? ''}
      formatTick={(x) => history[Math.round(x)]?.session.slice(5) ?? ''}
      formatY={(y) => formatPrice(y)}
      xTicks={ticksFor(history.length)}
      height={180}
    />
  );
}

export function HistoryPanel(props: { occ: string; history: UseQueryResult<HistoryAnswer>; oi: OiQ }): ReactElement {
  const history = useMemo(() => readHistory(props.history.data), [props.history.data]);
  const newestFirst = useMemo(() => [...history].reverse(), [history]);
  return (
    <Panel
      title="Open interest and price history"
      badges={props.oi.data ? <FreshnessBadge meta={props.oi.data} /> : null}
      note="One row per session from its latest snapshot (AM or PM ET); price is theoretical."
      testId="contract-history"
    >
      <QueryState query={props.history} label="contract history" height="h-64">
        {() =>
          history.length === 0 ? (
            <p className="py-3 text-sm text-muted">No history for {props.occ}.</p>
          ) : (
            <div className="flex flex-col gap-2">
              <OiChart occ={props.occ} history={history} oi={props.oi} />
              <PriceChart occ={props.occ} history={history} />
              <details>
                <summary className="cursor-pointer text-xs text-muted">Daily rows</summary>
                <DataTable
                  id="contract-history"
                  label={`History of ${props.occ}`}
                  columns={HISTORY_COLUMNS}
                  rows={newestFirst}
                  rowKey={(h) => h.session}
                  nowrap
                />
              </details>
            </div>
          )
        }
      </QueryState>
    </Panel>
  );
}
