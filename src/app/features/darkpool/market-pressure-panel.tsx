/**
 * The market's NBBO-location pressure (`darkpool.pressure`): $ printed at/above the ask minus at/below
 * the bid per window through the session, and the tickers pressed hardest. The window is chosen in the
 * URL (`?window=`). Direction is a proxy of where prints landed against the quote, never buyers/sellers.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Panel } from '../../ui/panel';
import { etTimeTicks, formatEtHourMinute } from '../../charts/et-time-ticks';
import { LineChart } from '../../charts/line-chart';
import type { LineSeries } from '../../charts/line-chart-model';
import { liveSearchParams, withSearchParam } from '../../data/search-param';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { formatMoney, MISSING, toneClassOf } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import type { TableColumn } from '../../ui/table-columns';
import { pctText } from './darkpool-format';
import { readMarketPressure, type PressureWindowRow, type TickerPressure } from './pressure-readers';
import { PRESSURE_WINDOWS, readPressureWindow, WINDOW_PARAM } from './pressure-window';
import { darkpoolMarketPressure } from './queries';

function signedMoney(v: number | null): ReactElement {
  const text = formatMoney(v, { signed: true });
  return <span className={toneClassOf(text)}>{text}</span>;
}

const PRESSURE_COLUMNS: readonly TableColumn<TickerPressure>[] = [
  {
    id: 'ticker',
    header: 'ticker',
    kind: 'text',
    value: (t) => t.ticker,
    cell: (t) => (
      <Link to={`/darkpool/${t.ticker}`} className="font-medium underline decoration-dotted">
        {t.ticker}
      </Link>
    ),
  },
  {
    id: 'net',
    header: 'net $ (session)',
    csvHeader: 'net_usd_session',
    kind: 'number',
    value: (t) => t.net,
    cell: (t) => signedMoney(t.net),
  },
  {
    id: 'last_net',
    header: 'newest window',
    csvHeader: 'net_usd_newest_window',
    kind: 'number',
    value: (t) => t.lastNet,
    cell: (t) => signedMoney(t.lastNet),
  },
  {
    id: 'ask_share',
    header: 'ask-side share',
    csvHeader: 'ask_side_share',
    title: 'at/above ask ÷ (at/above ask + at/below bid)',
    kind: 'number',
    value: (t) => t.lastRatio,
    cell: (t) => (t.lastRatio === null ? MISSING : pctText(t.lastRatio)),
  },
];

const CONTROL = 'rounded border border-line bg-raised px-1.5 py-0.5 text-xs';

function netSeries(rows: readonly PressureWindowRow[], exAway: boolean): LineSeries[] {
  return [
    {
      id: 'net',
      label: exAway ? 'net $ per window, ex away-from-quote' : 'net $ per window (at/above ask − at/below bid)',
      color: 'var(--app-accent)',
      showPoints: rows.length <= 40,
      points: rows.map((r) => ({ x: r.start, y: r.net })),
    },
  ];
}

export function MarketPressurePanel(props: { date: string | null }): ReactElement {
  const [params, setParams] = useSearchParams();
  const asked = readPressureWindow(params.get(WINDOW_PARAM));
  const query = useQuery(darkpoolMarketPressure(asked, props.date));
  const p = useMemo(() => (query.data ? readMarketPressure(query.data) : null), [query.data]);
  const [exAway, setExAway] = useState(false);
  const hasEx = p?.marketExAway != null && p.marketExAway.length > 0;
  const rows = useMemo(() => (exAway && hasEx ? p?.marketExAway : p?.market) ?? [], [p, exAway, hasEx]);
  const series = useMemo(() => netSeries(rows, exAway && hasEx), [rows, exAway, hasEx]);
  const ticks = useMemo(() => (rows.length > 1 ? etTimeTicks(rows[0]!.start, rows.at(-1)!.start, 6) : []), [rows]);
  const shown = asked ?? readPressureWindow(p?.window ?? null);
  const last = rows.at(-1);
  return (
    <Panel
      title="NBBO-location pressure — market-wide"
      testId="darkpool-market-pressure"
      badges={query.data ? <FreshnessBadge meta={query.data} /> : null}
      note="Net: $ printed at/above the ask minus at/below the bid in each window (a proxy of where prints landed, not who bought)."
    >
      <div className="mb-1 flex flex-wrap items-center gap-3 text-xs">
        <label className="flex items-center gap-1">
          Window
          <select
            aria-label="Pressure window"
            className={CONTROL}
            value={shown ?? ''}
            onChange={(e) => setParams(() => withSearchParam(liveSearchParams(), WINDOW_PARAM, e.target.value))}
          >
            {shown === null ? <option value="">service default</option> : null}
            {PRESSURE_WINDOWS.map((w) => (
              <option key={w} value={w}>
                {w === 'day' ? 'whole session' : w}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={exAway && hasEx}
            disabled={!hasEx}
            onChange={(e) => setExAway(e.target.checked)}
          />
          leave out away-from-quote prints
        </label>
        {last ? (
          <span className="tabular-nums" data-testid="pressure-last">
            newest window {formatEtHourMinute(last.start)} ET: net{' '}
            <span className={toneClassOf(formatMoney(last.net, { signed: true }))}>
              {formatMoney(last.net, { signed: true })}
            </span>{' '}
            · at/above ask {pctText(last.ratio)} of sided $
          </span>
        ) : null}
      </div>
      <QueryState query={query} label="market pressure">
        {() =>
          p === null || rows.length === 0 ? (
            <p className="p-2 text-sm text-muted">No pressure windows in this session yet.</p>
          ) : (
            <div className="grid grid-cols-1 gap-3 xl:grid-cols-[3fr_2fr]">
              <LineChart
                series={series}
                label={`Market net NBBO-location $ per ${shown ?? ''} window`}
                xLabel="window start (ET)"
                yLabel="net $"
                formatX={formatEtHourMinute}
                formatY={(v) => formatMoney(v, { signed: true })}
                xTicks={ticks}
                zeroLine
                height={200}
              />
              <DataTable
                id="pressure-tickers"
                label="Tickers by net pressure"
                columns={PRESSURE_COLUMNS}
                rows={p.tickers}
                rowKey={(t) => t.ticker}
                height="max-h-56"
                nowrap
              />
            </div>
          )
        }
      </QueryState>
    </Panel>
  );
}
