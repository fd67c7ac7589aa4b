/**
 * Panels of the open-interest page drawn as figures and charts (its tables are in oi-change-tables.tsx and
 * oi-movers-panel.tsx); OI and volume are contract counts, changes carry their sign.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { DivergingBarChart, type BarSeries } from '../../charts/diverging-bar-chart';
import { LineChart } from '../../charts/line-chart';
import { formatCompact, formatCount, formatPrice, formatRank, MISSING } from '../../ui/format';
import { contractDriftOf } from '../../data/contract-read';
import { DriftMark } from '../../ui/drift-mark';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { aggregateStrikeChange, readExpiredChange, readOiLatest, strikeBarRows } from './oi-readings';
import { changeClass, pairText, signedCompact } from './oi-format';
import { readOiTimeseries } from '../../data/oi-timeseries';
import type { EndpointId } from '../../../api/registry';
import type { AnswerFor } from '../../data/endpoint-query';

type Q<I extends EndpointId> = UseQueryResult<AnswerFor<I>>;

export function LatestPanel(props: { ticker: string; query: Q<'oi.latest'> }): ReactElement {
  return (
    <Panel
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
    </Panel>
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
    <Panel
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
    </Panel>
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
    <Panel
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
    </Panel>
  );
}
