/**
 * One ticker's off-exchange panels: the summary with its rolling baseline and NBBO-location split,
 * the detected blocks, the raw prints (newest first, "load older" by cursor), the pressure curve and
 * the top print levels.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Panel } from '../../ui/panel';
import { etTimeTicks, formatEtHourMinute } from '../../charts/et-time-ticks';
import { LineChart } from '../../charts/line-chart';
import { PriceLevelBars } from '../../charts/price-level-bars';
import type { LineSeries } from '../../charts/line-chart-model';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { formatCompact, formatCount, formatMoney, formatPrice, MISSING } from '../../ui/format';
import { ErrorPanel, QueryState } from '../../ui/query-state';
import { PanelSkeleton } from '../../ui/skeleton';
import {
  mergeOlder,
  readPressureCurve,
  readPrintLevels,
  readPrintLevelSample,
  readPrints,
  readTickerSummary,
  type PrintRow,
} from './darkpool-readers';
import { BlocksTable } from './blocks-table';
import { NbboSplit } from './nbbo-split';
import { PRINT_COLUMNS } from './print-columns';
import { DataTable } from '../../ui/data-table';
import { pctText } from './darkpool-format';
import { printLevelsQuery } from '../../data/darkpool-print-levels';
import { darkpoolPressure, darkpoolPrintPages, darkpoolSummary } from './queries';

/** `data.feed`: the basis the service states for the dark-pool feed. */
function feedOf(answer: { readonly data?: { readonly feed?: string | null } | null } | undefined): string | null {
  return answer?.data?.feed ?? null;
}

function Stat(props: { label: string; value: string; hint?: string }): ReactElement {
  return (
    <div className="min-w-[7.5rem] rounded border border-line bg-raised px-2 py-1" title={props.hint}>
      <div className="text-[11px] text-muted">{props.label}</div>
      <div className="font-mono text-sm tabular-nums">{props.value}</div>
    </div>
  );
}

export function SummaryPanel(props: { ticker: string; date: string | null }): ReactElement {
  const { ticker, date } = props;
  const query = useQuery(darkpoolSummary(ticker, date));
  const s = useMemo(() => (query.data ? readTickerSummary(query.data) : null), [query.data]);
  return (
    <div className="flex flex-col gap-3">
      <Panel
        title={`Off-exchange summary — ${ticker}`}
        testId="darkpool-summary"
        badges={query.data ? <FreshnessBadge meta={query.data} ticker={ticker} /> : null}
        note={feedOf(query.data) ? `Feed: ${feedOf(query.data)}.` : null}
      >
        <QueryState query={query} label="dark-pool summary">
          {() =>
            s ? (
              <div className="flex flex-col gap-2">
                <div className="flex flex-wrap gap-2">
                  <Stat label="off-exchange $" value={formatMoney(s.notional)} />
                  <Stat label="off-exchange share" value={pctText(s.share)} hint="of consolidated share volume" />
                  <Stat label="prints" value={formatCount(s.prints)} />
                  <Stat label="VWAP" value={formatPrice(s.vwap)} />
                  <Stat
                    label="net NBBO-location $"
                    value={formatMoney(s.net, { signed: true })}
                    hint="at/above ask minus at/below bid notional (a proxy, not buyer/seller)"
                  />
                  <Stat
                    label="ADV (shares)"
                    value={formatCompact(s.adv)}
                    hint="average daily share volume, 20 sessions"
                  />
                </div>
                <div className="flex flex-wrap gap-2">
                  <Stat label="baseline P95 print $" value={formatMoney(s.p95)} />
                  <Stat label="baseline P99 print $" value={formatMoney(s.p99)} />
                  <Stat label="baseline P99.5 print $" value={formatMoney(s.p995)} />
                  <Stat label="block threshold" value={formatMoney(s.blockThreshold)} hint="max($1M, rolling P99.5)" />
                  <Stat label="baseline sessions" value={formatCount(s.baselineN)} />
                </div>
                <NbboSplit rows={s.split} />
              </div>
            ) : null
          }
        </QueryState>
      </Panel>
      <Panel title={`Blocks — ${ticker}`} testId="darkpool-blocks" note="Prints ≥ max($1M, rolling P99.5 print $).">
        <QueryState query={query} label="blocks">
          {() => <BlocksTable id="blocks" rows={s?.blocks ?? []} label={`Blocks of ${ticker}`} showTicker={false} />}
        </QueryState>
      </Panel>
    </div>
  );
}

export function PrintsPanel(props: { ticker: string; date: string | null }): ReactElement {
  const { ticker, date } = props;
  const query = useInfiniteQuery(darkpoolPrintPages(ticker, date));
  const rows = useMemo(() => {
    let out: PrintRow[] = [];
    for (const p of query.data?.pages ?? []) out = mergeOlder(out, readPrints(p));
    return out;
  }, [query.data]);
  const first = query.data?.pages[0];
  return (
    <Panel
      title={`Prints — ${ticker} (newest first)`}
      testId="darkpool-prints"
      badges={first ? <FreshnessBadge meta={first} ticker={ticker} /> : null}
    >
      {query.isPending ? (
        <PanelSkeleton label="Loading prints" />
      ) : query.isError && rows.length === 0 ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <p className="p-2 text-sm text-muted">No prints for {ticker} in this session yet.</p>
      ) : (
        <>
          <DataTable
            id="prints"
            label={`Prints of ${ticker}`}
            columns={PRINT_COLUMNS}
            rows={rows}
            rowKey={(r) => r.key}
            height="max-h-80"
            size="xs"
            nowrap
          />
          <div className="mt-2 flex items-center gap-2 text-xs text-muted">
            <span>{formatCount(rows.length)} prints shown</span>
            {query.hasNextPage ? (
              <button
                type="button"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                className="rounded border border-line px-2 py-0.5 text-fg disabled:opacity-50"
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Load older'}
              </button>
            ) : (
              <span>— start of session reached</span>
            )}
            {query.isFetchNextPageError ? <span className="text-down">✕ could not load older prints</span> : null}
          </div>
        </>
      )}
    </Panel>
  );
}

export function PressurePanel(props: { ticker: string; date: string | null }): ReactElement {
  const { ticker, date } = props;
  const [exAway, setExAway] = useState(false);
  const query = useQuery(darkpoolPressure(ticker, date));
  const points = useMemo(() => (query.data ? readPressureCurve(query.data) : []), [query.data]);
  const hasExAway = points.some((p) => p.dpCumExAway !== null);
  const useEx = exAway && hasExAway;
  const priceSeries = useMemo<LineSeries[]>(
    () => [
      { id: 'price', label: 'price', color: 'var(--app-fg)', points: points.map((p) => ({ x: p.t, y: p.price })) },
    ],
    [points],
  );
  const cumSeries = useMemo<LineSeries[]>(
    () => [
      {
        id: 'dp',
        label: useEx ? 'cumulative DP pressure, ex away-from-quote ($)' : 'cumulative DP pressure ($)',
        color: 'var(--app-accent)',
        points: points.map((p) => ({ x: p.t, y: useEx ? p.dpCumExAway : p.dpCum })),
      },
      {
        id: 'opt',
        label: 'cumulative option intent ($)',
        color: 'var(--color-flip)',
        dash: '6 3',
        points: points.map((p) => ({ x: p.t, y: p.optCum })),
      },
    ],
    [points, useEx],
  );
  const ticks = useMemo(() => (points.length > 1 ? etTimeTicks(points[0]!.t, points.at(-1)!.t, 6) : []), [points]);
  return (
    <Panel
      title={`Pressure curve — ${ticker}`}
      testId="darkpool-pressure"
      badges={query.data ? <FreshnessBadge meta={query.data} ticker={ticker} /> : null}
      note="DP pressure: cumulative net notional at/above ask (+) minus at/below bid (−), an NBBO-location proxy. Option intent: cumulative bullish-signed option premium."
    >
      <label className="mb-1 flex items-center gap-1 text-xs">
        <input type="checkbox" checked={useEx} disabled={!hasExAway} onChange={(e) => setExAway(e.target.checked)} />
        leave out away-from-quote prints
        {!hasExAway && points.length > 0 ? (
          <span className="text-muted">(not available: session built before the adjustment)</span>
        ) : null}
      </label>
      <QueryState query={query} label="pressure curve">
        {() =>
          points.length === 0 ? (
            <p className="p-2 text-sm text-muted">No curve for this session yet.</p>
          ) : (
            <>
              <LineChart
                series={priceSeries}
                label={`${ticker} price through the session`}
                xLabel="time (ET)"
                yLabel="price ($)"
                formatX={formatEtHourMinute}
                formatY={(v) => formatPrice(v)}
                xTicks={ticks}
                height={150}
              />
              <LineChart
                series={cumSeries}
                label={`${ticker} cumulative dark-pool pressure and option intent`}
                xLabel="time (ET)"
                yLabel="cumulative $"
                formatX={formatEtHourMinute}
                formatY={(v) => formatMoney(v, { signed: true })}
                xTicks={ticks}
                zeroLine
                height={190}
              />
            </>
          )
        }
      </QueryState>
    </Panel>
  );
}

export function PrintLevelsPanel(props: { ticker: string }): ReactElement {
  const { ticker } = props;
  const query = useQuery(printLevelsQuery(ticker));
  const levels = useMemo(() => (query.data ? readPrintLevels(query.data) : []), [query.data]);
  const sorted = useMemo(() => [...levels].sort((a, b) => b.price - a.price), [levels]);
  const sample = useMemo(() => readPrintLevelSample(query.data), [query.data]);
  const ref = sample.referencePrice;
  const markKey = useMemo(() => {
    if (ref === null || sorted.length === 0) return undefined;
    let best = sorted[0]!;
    for (const l of sorted) if (Math.abs(l.price - ref) < Math.abs(best.price - ref)) best = l;
    return String(best.price);
  }, [sorted, ref]);
  const span: ReactNode =
    sample.sessions === null
      ? null
      : `${sample.sessions} sessions (${sample.from ?? MISSING} → ${sample.to ?? MISSING})`;
  return (
    <Panel
      title={`Top off-exchange price levels — ${ticker}`}
      testId="darkpool-levels"
      badges={query.data ? <FreshnessBadge meta={query.data} ticker={ticker} /> : null}
      note={
        <>
          Off-exchange $ per price band over the last {span ?? '30 sessions'}; reference price {formatPrice(ref)}{' '}
          (marked).
        </>
      }
    >
      <QueryState query={query} label="print levels">
        {() =>
          sorted.length === 0 ? (
            <p className="p-2 text-sm text-muted">No print levels.</p>
          ) : (
            <PriceLevelBars
              rows={sorted.map((l) => ({ key: String(l.price), label: formatPrice(l.price), value: l.premium }))}
              formatValue={(v) => formatMoney(v)}
              valueLabel="off-exchange $ at level"
              label={`Top off-exchange price levels of ${ticker}`}
              markLabel="◀ ref"
              {...(markKey !== undefined ? { markKey } : {})}
              readout={(key) => {
                const l = sorted.find((x) => String(x.price) === key);
                return l ? (
                  <span>
                    <b>
                      {formatPrice(l.low)}–{formatPrice(l.high)}
                    </b>{' '}
                    · {formatMoney(l.premium)} · {formatCompact(l.shares)} sh · {formatCount(l.prints)} prints
                  </span>
                ) : null;
              }}
            />
          )
        }
      </QueryState>
    </Panel>
  );
}
