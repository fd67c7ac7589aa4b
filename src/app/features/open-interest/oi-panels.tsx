/** Panels of the open-interest page; OI and volume are contract counts, changes carry their sign. */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { ChartPanel } from '../../charts/chart-panel';
import { DivergingBarChart, type BarSeries } from '../../charts/diverging-bar-chart';
import { LineChart } from '../../charts/line-chart';
import {
  formatAsOf,
  formatCompact,
  formatCount,
  formatPercentChange,
  formatPrice,
  formatRank,
  MISSING,
} from '../../ui/format';
import { contractDriftOf } from '../../data/contract-read';
import { DriftMark } from '../../ui/drift-mark';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { TickerTable } from '../../ui/ticker-table';
import {
  aggregateStrikeChange,
  readExpiredChange,
  readExpiryChange,
  readOiChange,
  readOiLatest,
  readOiMovers,
  readSnapshotPair,
  strikeBarRows,
  totalWithoutExpired,
  type OiMoverRow,
  type SnapshotStamp,
} from './oi-readings';
import { readOiTimeseries } from '../../data/oi-timeseries';
import type { EndpointId } from '../../../api/registry';
import type { AnswerFor } from '../../data/endpoint-query';

type Q<I extends EndpointId> = UseQueryResult<AnswerFor<I>>;

function stamp(s: SnapshotStamp): string {
  return s.session ? `${s.session} ${s.slot ?? ''}`.trim() : MISSING;
}

/** "2026-11-19 PM → 2026-11-20 AM": the two snapshots an answer compares. */
function pairText(answer: AnswerFor<'oi.change'> | AnswerFor<'oi.strikeChange'>): string {
  const pair = readSnapshotPair(answer);
  return `${stamp(pair.prior)} → ${stamp(pair.current)}`;
}

function signedCount(v: number | null): string {
  if (v === null) return MISSING;
  return `${v > 0 ? '+' : ''}${formatCount(v)}`;
}

/** "+1.2K", "−533K", "0". */
function signedCompact(v: number): string {
  return `${v > 0 ? '+' : v < 0 ? '−' : ''}${formatCompact(Math.abs(v))}`;
}

function changeClass(v: number | null): string {
  return v === null || v === 0 ? '' : v > 0 ? 'text-up' : 'text-down';
}

export function LatestPanel(props: { ticker: string; query: Q<'oi.latest'> }): ReactElement {
  return (
    <ChartPanel
      title={`${props.ticker} latest OI snapshot`}
      badges={props.query.data ? <FreshnessBadge meta={props.query.data} /> : null}
    >
      <QueryState query={props.query} label="latest OI">
        {(d) => {
          const s = readOiLatest(d);
          const figures: [string, string][] = [
            ['Call OI', formatCount(s.callOi)],
            ['Put OI', formatCount(s.putOi)],
            ['Total OI', formatCount(s.totalOi)],
            ['Put/call OI', formatRank(s.putCallRatio)],
            ['Call volume', formatCount(s.callVolume)],
            ['Put volume', formatCount(s.putVolume)],
            ['Contracts', formatCount(s.contracts)],
            ['Expiries', formatCount(s.expirations)],
          ];
          return (
            <div data-testid="oi-latest">
              <p className="mb-1 text-xs text-muted">
                snapshot slot {s.slot ?? MISSING} (OI is published AM and PM ET)
              </p>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                {figures.map(([k, v]) => (
                  <div key={k}>
                    <dt className="text-xs text-muted">{k}</dt>
                    <dd className="num text-left font-semibold">{v}</dd>
                  </div>
                ))}
              </dl>
              {s.topStrikes.length > 0 ? (
                <p className="mt-2 text-xs text-muted">
                  Most OI at strikes:{' '}
                  {s.topStrikes
                    .slice(0, 5)
                    .map((t) => `${t.strike} (${formatCompact(t.totalOi)})`)
                    .join(', ')}
                </p>
              ) : null}
            </div>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}

export function ChangePanel(props: {
  ticker: string;
  query: Q<'oi.change'>;
  /** The per-strike answer, to say how much of the change is contracts that expired. */
  strikes?: Q<'oi.strikeChange'>;
}): ReactElement {
  const strikeData = props.strikes?.data;
  return (
    <ChartPanel
      title={`${props.ticker} change between the two latest snapshots`}
      badges={props.query.data ? <FreshnessBadge meta={props.query.data} /> : null}
      note={props.query.data ? pairText(props.query.data) : undefined}
    >
      <QueryState query={props.query} label="OI change">
        {(data) => {
          const rows = readOiChange(data);
          const apart = strikeData ? totalWithoutExpired(data, strikeData) : null;
          return (
            <>
              <table className="w-full text-xs sm:text-sm [&_td]:pl-3 [&_thead_th]:pl-3" aria-label="OI change">
                <thead className="text-xs text-muted">
                  <tr>
                    <th className="text-left font-normal" />
                    <th className="num font-normal">prior</th>
                    <th className="num font-normal">latest</th>
                    <th className="num font-normal">change</th>
                    <th className="num font-normal">%</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.key} className="border-b border-line/50">
                      <th scope="row" className="text-left font-normal">
                        {r.label}
                      </th>
                      <td className="num">{formatCount(r.prior)}</td>
                      <td className="num">{formatCount(r.current)}</td>
                      <td className={`num ${changeClass(r.change)}`}>{signedCount(r.change)}</td>
                      <td className={`num ${changeClass(r.changePct)}`}>{formatPercentChange(r.changePct, 2)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
    </ChartPanel>
  );
}

const STRIKE_SERIES: readonly BarSeries[] = [
  { id: 'call', label: 'call OI change', color: 'var(--app-up)' },
  { id: 'put', label: 'put OI change', color: 'var(--app-down)' },
];

const MAX_STRIKE_ROWS = 40;

export function StrikeChangePanel(props: {
  ticker: string;
  query: Q<'oi.strikeChange'>;
  spot: number | null;
}): ReactElement {
  const agg = useMemo(() => (props.query.data ? aggregateStrikeChange(props.query.data) : []), [props.query.data]);
  const expired = useMemo(() => (props.query.data ? readExpiredChange(props.query.data) : null), [props.query.data]);
  // The largest movers, drawn as a price ladder (highest strike on top).
  const shown = useMemo(
    () =>
      [...agg]
        .sort((a, b) => Math.abs(b.callChange + b.putChange) - Math.abs(a.callChange + a.putChange))
        .slice(0, MAX_STRIKE_ROWS)
        .sort((a, b) => b.strike - a.strike),
    [agg],
  );
  const { spot } = props;
  const nearSpot = useMemo(() => {
    if (spot === null || shown.length === 0) return null;
    return shown.reduce((best, r) => (Math.abs(r.strike - spot) < Math.abs(best.strike - spot) ? r : best)).strike;
  }, [shown, spot]);
  return (
    <ChartPanel
      title={`${props.ticker} OI change per strike`}
      badges={props.query.data ? <FreshnessBadge meta={props.query.data} /> : null}
      note={`Day over day${props.query.data ? ` (${pairText(props.query.data)})` : ''}, summed over the expiries still listed (expired contracts apart); the ${MAX_STRIKE_ROWS} strikes with the largest change, highest strike on top.`}
    >
      <QueryState query={props.query} label="strike change" height="h-96">
        {() => (
          <>
            {expired ? (
              <p className="mb-1 text-xs" data-testid="oi-expired-change">
                <span className="text-muted">Expired (left the chain, not closed; not in the bars):</span>{' '}
                <span className={`num font-semibold ${changeClass(expired.totalChange)}`}>
                  {signedCompact(expired.totalChange)}
                </span>{' '}
                <span className="text-muted">
                  (calls {signedCompact(expired.callChange)}, puts {signedCompact(expired.putChange)}; expiry{' '}
                  {expired.expiries.join(', ')})
                </span>
              </p>
            ) : null}
            <DivergingBarChart
              rows={strikeBarRows(shown)}
              series={STRIKE_SERIES}
              formatValue={signedCompact}
              valueLabel="OI change (contracts)"
              label={`${props.ticker} open-interest change per strike, calls and puts`}
              {...(nearSpot === null ? {} : { markKey: String(nearSpot) })}
            />
            {nearSpot !== null ? (
              <p className="mt-1 text-xs text-muted">
                Shaded row: strike {nearSpot}, nearest spot {formatPrice(spot)}.
              </p>
            ) : null}
          </>
        )}
      </QueryState>
    </ChartPanel>
  );
}

export function ExpiryChangePanel(props: { ticker: string; query: Q<'oi.strikeChange'> }): ReactElement {
  return (
    <ChartPanel
      title={`${props.ticker} OI change per expiry`}
      note={props.query.data ? `Day over day (${pairText(props.query.data)}).` : undefined}
    >
      <QueryState query={props.query} label="expiry change">
        {(d) => {
          const expiries = readExpiryChange(d);
          return expiries.length === 0 ? (
            <p className="text-sm text-muted">No expiry rows in the answer.</p>
          ) : (
            <table className="w-full text-xs sm:text-sm [&_td]:pl-3 [&_thead_th]:pl-3" aria-label="OI change by expiry">
              <thead className="text-xs text-muted">
                <tr>
                  <th className="text-left font-normal">expiry</th>
                  <th className="num font-normal">calls</th>
                  <th className="num font-normal">puts</th>
                  <th className="num font-normal">total</th>
                </tr>
              </thead>
              <tbody>
                {expiries.map((e) => (
                  <tr key={e.expiry} className={`border-b border-line/50 ${e.expired ? 'text-muted' : ''}`}>
                    <td>
                      {e.expiry}
                      {e.expired ? ' · expired (left the chain)' : ''}
                    </td>
                    <td className={`num ${changeClass(e.callChange)}`}>{signedCount(e.callChange)}</td>
                    <td className={`num ${changeClass(e.putChange)}`}>{signedCount(e.putChange)}</td>
                    <td className={`num ${changeClass(e.totalChange)}`}>{signedCount(e.totalChange)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}

export function TimeseriesPanel(props: { ticker: string; query: Q<'oi.timeseries'> }): ReactElement {
  const points = useMemo(() => (props.query.data ? readOiTimeseries(props.query.data) : []), [props.query.data]);
  const series = useMemo(
    () => [
      {
        id: 'total',
        label: 'total OI',
        color: 'var(--app-accent)',
        showPoints: true,
        points: points.map((p, i) => ({ x: i, y: p.totalOi })),
      },
      {
        id: 'call',
        label: 'call OI',
        color: 'var(--app-up)',
        dash: '5 3',
        points: points.map((p, i) => ({ x: i, y: p.callOi })),
      },
      {
        id: 'put',
        label: 'put OI',
        color: 'var(--app-down)',
        dash: '2 2',
        points: points.map((p, i) => ({ x: i, y: p.putOi })),
      },
    ],
    [points],
  );
  const ticks = useMemo(() => {
    const step = Math.max(1, Math.ceil(points.length / 8));
    return points.map((_, i) => i).filter((i) => i % step === 0);
  }, [points]);
  return (
    <ChartPanel
      title={`${props.ticker} OI across AM/PM snapshots`}
      badges={<DriftMark fields={contractDriftOf(props.query.data)} />}
    >
      <QueryState query={props.query} label="OI timeseries">
        {() =>
          points.length > 0 ? (
            <LineChart
              series={series}
              label={`${props.ticker} open interest by snapshot`}
              xLabel="snapshot (session, slot)"
              yLabel="open interest (contracts)"
              formatX={(x) => points[Math.round(x)]?.label ?? ''}
              formatY={(y) => formatCompact(y)}
              xTicks={ticks}
              height={240}
            />
          ) : (
            <p className="py-6 text-center text-sm text-muted">No snapshots in the answer.</p>
          )
        }
      </QueryState>
    </ChartPanel>
  );
}

function MoverTable(props: { title: string; rows: readonly OiMoverRow[] }): ReactElement {
  return (
    <div className="min-w-0">
      <h3 className="mb-1 text-xs font-semibold text-muted">{props.title}</h3>
      {props.rows.length === 0 ? (
        <p className="text-xs text-muted">none</p>
      ) : (
        <TickerTable
          label={props.title}
          route="/oi"
          head={['OI', 'change', '%', 'volume']}
          rows={props.rows}
          cells={(r) => (
            <>
              <td className="num">{formatCompact(r.oi)}</td>
              <td className={`num ${changeClass(r.change)}`}>
                {r.change === null
                  ? MISSING
                  : `${r.change > 0 ? '▲ +' : r.change < 0 ? '▼ −' : ''}${formatCompact(Math.abs(r.change))}`}
              </td>
              <td className={`num ${changeClass(r.changePct)}`}>{formatPercentChange(r.changePct)}</td>
              <td className="num">{formatCompact(r.volume)}</td>
            </>
          )}
        />
      )}
    </div>
  );
}

export function MoversPanel(props: { query: Q<'oi.movers'>; dte: string }): ReactElement {
  const m = props.query.data ? readOiMovers(props.query.data) : null;
  return (
    <ChartPanel
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
              <MoverTable title="Top gainers" rows={mv.gainers} />
              <MoverTable title="Top losers" rows={mv.losers} />
              <MoverTable title="Most active" rows={mv.active} />
            </div>
          );
        }}
      </QueryState>
    </ChartPanel>
  );
}
