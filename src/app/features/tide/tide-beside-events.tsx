/**
 * The tide beside the session's events: what net premium did around each economic release, the option
 * flow of the four macro ETFs (SPY, QQQ, IWM, TLT) alongside, and the tide by DTE through the session
 * with the releases marked on its time axis.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { etTimeTicks, formatEtHourMinute } from '../../charts/et-time-ticks';
import { LineChart, type XMark } from '../../charts/line-chart';
import type { LineSeries } from '../../charts/line-chart-model';
import type { TideCurvePoint } from '../../charts/tide-curve';
import { economicReleasesOf, etfFlowSummary } from '../../data/economic-queries';
import { readCalendar, readEtfFlow } from '../../data/economic-readings';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { formatMoney } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import { aroundReleaseColumns, TIDE_ETF_COLUMNS, type ReleaseRow } from './tide-event-columns';
import { recordDteReading, useDteReadings, useRecordedDteReadings } from './dte-history';
import { aroundReleases, releasesOf, type Release } from './releases';
import type { TideAnswer } from './tide-readings';

/** Minutes read before and after a release. */
const WINDOW_MINUTES = 15;
const IMPACT_COLORS: Readonly<Record<string, string>> = {
  high: 'var(--app-down)',
  medium: 'var(--color-flip)',
  low: 'var(--app-muted)',
};
/** One colour and dash per DTE bucket, in the service's order. */
const BUCKET_STYLES = [
  { color: 'var(--app-accent)', dash: undefined },
  { color: 'var(--color-flip)', dash: '6 3' },
  { color: 'var(--app-up)', dash: '2 2' },
  { color: 'var(--app-down)', dash: '8 2 2 2' },
  { color: 'var(--app-muted)', dash: '1 3' },
] as const;

/** Releases as marks; one before the open sits at the open, named with its own time. */
export function releaseMarks(releases: readonly Release[], firstMs: number | null): XMark[] {
  return releases.map((r) => {
    const early = firstMs !== null && r.atMs < firstMs;
    return {
      x: early ? firstMs : r.atMs,
      label: `${r.name} ${formatEtHourMinute(r.atMs)}${early ? ' (pre-open)' : ''}`,
      color: IMPACT_COLORS[r.impact ?? ''] ?? IMPACT_COLORS.low!,
    };
  });
}

const AROUND_COLUMNS = aroundReleaseColumns(WINDOW_MINUTES);

function AroundReleases(props: { releases: readonly Release[]; points: readonly TideCurvePoint[] }): ReactElement {
  const around = aroundReleases(props.releases, props.points, WINDOW_MINUTES);
  const rows: ReleaseRow[] = props.releases.map((release) => ({
    release,
    around: around.find((x) => x.id === release.id) ?? null,
  }));
  if (props.releases.length === 0)
    return <p className="text-xs text-muted">No economic release on the calendar this session.</p>;
  return (
    <DataTable
      id="around-releases"
      label="Net premium around releases"
      testId="around-releases"
      columns={AROUND_COLUMNS}
      rows={rows}
      rowKey={(r) => r.release.id}
      rowAttributes={(r) => ({ 'data-release': r.release.name })}
      size="xs"
    />
  );
}

function EtfFlow(): ReactElement {
  const q = useQuery(etfFlowSummary());
  return (
    <QueryState query={q} label="ETF option flow" height="h-24">
      {(d) => (
        <>
          <FreshnessBadge meta={typeof d === 'object' && d !== null ? d : {}} />
          <DataTable
            id="tide-etf-flow"
            label="ETF option flow"
            testId="etf-flow-beside-tide"
            columns={TIDE_ETF_COLUMNS}
            rows={readEtfFlow(d)}
            rowKey={(r) => r.symbol}
            size="xs"
          />
        </>
      )}
    </QueryState>
  );
}

function DteThroughSession(props: {
  readingsKey: string;
  marks: readonly XMark[];
  /** The session's first curve point: the time axis starts there, as the tide curve's does. */
  fromMs: number | null;
}): ReactElement {
  const readings = useDteReadings(props.readingsKey);
  const series = useMemo<LineSeries[]>(() => {
    const buckets = [...new Set(readings.flatMap((r) => [...r.net.keys()]))];
    return buckets.map((b, i) => ({
      id: b,
      label: `${b} net`,
      ...BUCKET_STYLES[i % BUCKET_STYLES.length]!,
      showPoints: true,
      points: readings.map((r) => ({ x: r.t, y: r.net.get(b) ?? null })),
    }));
  }, [readings]);
  const first = readings[0]?.t;
  const last = readings.at(-1)?.t;
  const start = props.fromMs !== null && first !== undefined ? Math.min(props.fromMs, first) : first;
  const domain = useMemo(
    () => (start !== undefined && last !== undefined ? ([start, last] as const) : undefined),
    [start, last],
  );
  return (
    <Panel title="Tide by days to expiry through the session">
      <p className="mb-1 text-[11px] text-muted">
        The service gives the DTE buckets only as a snapshot, recomputed every 120 s. Each reading the dashboard read
        this session is a point, kept by its server so a reload keeps the day:{' '}
        <span data-testid="dte-readings">{readings.length}</span> so far
        {first !== undefined ? `, the first at ${formatEtHourMinute(first)} ET` : ''}.
      </p>
      <LineChart
        series={series}
        label="Net premium by DTE bucket through the session, with the economic releases marked"
        xLabel="time (ET)"
        yLabel="net premium ($)"
        formatX={formatEtHourMinute}
        formatY={(y) => formatMoney(y, { signed: true, digits: 1 })}
        xTicks={start !== undefined && last !== undefined && last > start ? etTimeTicks(start, last, 6) : undefined}
        {...(domain ? { xDomain: domain } : {})}
        xMarks={props.marks}
        zeroLine
        height={220}
      />
    </Panel>
  );
}

/** The session's releases from the calendar, and their marks on a time axis starting at `firstMs`. */
export function useSessionReleases(session: string | null, firstMs: number | null) {
  const calendar = useQuery({ ...economicReleasesOf(session ?? ''), enabled: session !== null });
  const releases = useMemo(
    () => (calendar.data && session ? releasesOf(readCalendar(calendar.data), session) : []),
    [calendar.data, session],
  );
  const marks = useMemo(() => releaseMarks(releases, firstMs), [releases, firstMs]);
  return { calendar, releases, marks };
}

export function TideBesideEvents(props: {
  data: TideAnswer;
  points: readonly TideCurvePoint[];
  readingsKey: string;
  /** The sector of a sector tide; null for the market's. */
  sector: string | null;
  marketWide: boolean;
  releases: ReturnType<typeof useSessionReleases>;
}): ReactElement {
  const { data } = props;
  const { calendar, releases, marks } = props.releases;
  useEffect(() => {
    if (data.by_dte && data.session) recordDteReading(props.readingsKey, data.session, data);
  }, [data, props.readingsKey]);
  useRecordedDteReadings(props.readingsKey, data.session ?? null, props.sector);
  return (
    <>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <Panel title={`Net premium around the session's releases (${WINDOW_MINUTES} min)`}>
          <QueryState query={calendar} label="economic calendar" height="h-24">
            {() => <AroundReleases releases={releases} points={props.points} />}
          </QueryState>
        </Panel>
        {props.marketWide ? (
          <Panel title="ETF option flow alongside (SPY, QQQ, IWM, TLT)">
            <EtfFlow />
          </Panel>
        ) : null}
      </div>
      <DteThroughSession readingsKey={props.readingsKey} marks={marks} fromMs={props.points[0]?.t ?? null} />
    </>
  );
}
