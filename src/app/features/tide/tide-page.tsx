/**
 * Net-premium tide (/tide, scope in the URL): the intraday cumulative curve, the four components, and
 * the DTE and moneyness × call/put buckets. Tide assigns no bullish or bearish label and its basis
 * states calibration none; the directional reading is shown beside net premium because their signs
 * can differ.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { doorOf } from '../../../api/doors';
import { Panel } from '../../ui/panel';
import { DivergingBarChart, type BarRow, type BarSeries } from '../../charts/diverging-bar-chart';
import { TideCurve } from '../../charts/tide-curve';
import { useServiceSectors, type ServiceSector } from '../../data/service-sectors';
import { formatCount, formatEtDateTime, formatMoney, MISSING } from '../../ui/format';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import {
  breakdownRows,
  curvePoints,
  directionalReading,
  dteRows,
  readTideScope,
  signsDiffer,
  type TideAnswer,
  type TideScope,
} from './tide-readings';
import { tideQuery } from './queries';
import { TideBesideEvents, useSessionReleases } from './tide-beside-events';
import { DataTable } from '../../ui/data-table';
import { figureColumns, type FigureRow } from '../../ui/figure-columns';

const TTL_SECONDS = 120;

/**
 * Per-ticker tide is named by the reference without a path or an MCP tool: while that holds the page
 * offers no ticker scope, and a `scope=ticker` link explains why instead of asking an unpublished path.
 */
const TICKER_DOOR = doorOf({ id: 'tide.ticker' });
const NO_TICKER_TIDE = TICKER_DOOR.kind === 'none' ? TICKER_DOOR.reason : null;

const BAR_SERIES: readonly BarSeries[] = [
  { id: 'net', label: 'net premium', color: 'var(--app-accent)' },
  { id: 'dir', label: 'directional reading', color: 'var(--color-flip)' },
];

function scopeTitle(s: TideScope, sectors: readonly ServiceSector[]): string {
  if (s.kind === 'sector') {
    const fund = sectors.find((x) => x.key === s.key)?.fund;
    return `sector ${s.key.replace(/_/g, ' ')}${fund ? ` (${fund})` : ''}`;
  }
  if (s.kind === 'ticker') return s.key;
  return 'market-wide';
}

function money(v: number | null | undefined): string {
  return formatMoney(v, { signed: true, digits: 2 });
}

function barMoney(v: number): string {
  return formatMoney(v, { signed: true, digits: 1 });
}

/** The service's sectors, and the linked one first when the service does not list it (it still shows). */
function sectorOptions(sectors: readonly ServiceSector[], scope: TideScope): readonly ServiceSector[] {
  if (scope.kind !== 'sector' || sectors.some((x) => x.key === scope.key)) return sectors;
  return [{ key: scope.key, fund: null }, ...sectors];
}

function ScopeSwitch(props: { scope: TideScope; onChange: (s: TideScope) => void }): ReactElement {
  const { sectors } = useServiceSectors();
  const [ticker, setTicker] = useState(props.scope.kind === 'ticker' ? props.scope.key : '');
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const t = ticker.trim().toUpperCase();
    if (t) props.onChange({ kind: 'ticker', key: t });
  };
  const btn = (active: boolean): string =>
    `rounded px-2 py-1 ${active ? 'bg-raised font-medium text-fg' : 'text-muted hover:text-fg'}`;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label="Tide scope">
      <button
        type="button"
        className={btn(props.scope.kind === 'market')}
        onClick={() => props.onChange({ kind: 'market' })}
        aria-pressed={props.scope.kind === 'market'}
      >
        Market
      </button>
      <label className="flex items-center gap-1">
        <span className={props.scope.kind === 'sector' ? 'font-medium' : 'text-muted'}>Sector</span>
        <select
          aria-label="Sector"
          className="rounded border border-line bg-raised px-1 py-0.5"
          value={props.scope.kind === 'sector' ? props.scope.key : ''}
          onChange={(e) => {
            if (e.target.value) props.onChange({ kind: 'sector', key: e.target.value });
          }}
        >
          <option value="">—</option>
          {sectorOptions(sectors, props.scope).map((o) => (
            <option key={o.key} value={o.key}>
              {o.key.replace(/_/g, ' ')}
              {o.fund ? ` (${o.fund})` : ''}
            </option>
          ))}
        </select>
      </label>
      {NO_TICKER_TIDE === null ? (
        <form onSubmit={submit} className="flex items-center gap-1">
          <label className="flex items-center gap-1">
            <span className={props.scope.kind === 'ticker' ? 'font-medium' : 'text-muted'}>Ticker</span>
            <input
              aria-label="Ticker"
              value={ticker}
              onChange={(e) => setTicker(e.target.value)}
              placeholder="SPY"
              className="w-20 rounded border border-line bg-raised px-1 py-0.5 uppercase"
            />
          </label>
          <button type="submit" className="rounded border border-line px-2 py-0.5">
            Show
          </button>
        </form>
      ) : (
        <span className="text-xs text-muted" title={NO_TICKER_TIDE}>
          Ticker: not published by the service
        </span>
      )}
    </div>
  );
}

const COMPONENT_COLUMNS = figureColumns({ label: 'Component', value: 'Premium' });

function Components(props: { data: TideAnswer }): ReactElement {
  const d = props.data;
  const rows: FigureRow[] = (
    [
      ['Call premium bought', d.call_premium_bought, 'paid at the ask'],
      ['Call premium sold', d.call_premium_sold, 'received at the bid'],
      ['Put premium bought', d.put_premium_bought, 'paid at the ask'],
      ['Put premium sold', d.put_premium_sold, 'received at the bid'],
    ] as const
  ).map(([label, v, note]) => ({ label, note, value: v ?? null, text: formatMoney(v) }));
  return (
    <DataTable
      id="tide-components"
      label="Tide components"
      columns={COMPONENT_COLUMNS}
      rows={rows}
      rowKey={(r) => r.label}
    />
  );
}

function Headline(props: { data: TideAnswer }): ReactElement {
  const d = props.data;
  const net = d.net_premium;
  const dir = directionalReading(d);
  const differ = signsDiffer(net, dir);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="tide-headline">
      <Figure label="Net premium (paid − received)" value={money(net)} hint="accounting measure, puts not flipped" />
      <Figure
        label="Directional reading"
        value={money(dir)}
        hint="(call bought + put sold) − (call sold + put bought)"
      />
      <Figure label="Large orders" value={formatCount(d.orders_count)} hint="orders of 100+ contracts" />
      <Figure
        label="Computed at"
        value={formatEtDateTime(d.computed_at)}
        hint={`recomputed on demand, ${TTL_SECONDS} s TTL`}
      />
      {differ ? (
        <p
          role="note"
          className="col-span-full rounded border border-warn/60 px-2 py-1 text-xs text-warn"
          data-testid="tide-sign-differs"
        >
          ⇄ Net premium and the directional reading have opposite signs: premium paid exceeds premium received, yet the
          directional arithmetic points the other way (e.g. heavy put buying). Tide labels neither bullish nor bearish.
        </p>
      ) : (
        <p className="col-span-full text-xs text-muted">
          The directional reading can differ in sign from net premium (it counts put buying against, net premium counts
          it as premium paid); here they{' '}
          {net === null || dir === null || dir === 0 || net === 0 ? 'do not both have a sign' : 'agree in sign'}.
        </p>
      )}
    </div>
  );
}

/** Premium paid and received per bucket (DTE, moneyness × call/put), as diverging bars. */
function PremiumBuckets(props: { title: string; rows: BarRow[]; label: string }): ReactElement {
  return (
    <Panel title={props.title}>
      <DivergingBarChart
        rows={props.rows}
        series={BAR_SERIES}
        formatValue={barMoney}
        valueLabel="premium ($)"
        label={props.label}
        showValues
      />
    </Panel>
  );
}

function Figure(props: { label: string; value: string; hint: string }): ReactElement {
  return (
    <div className="rounded border border-line bg-raised/40 px-2 py-1.5">
      <div className="text-xs text-muted">{props.label}</div>
      <div className="text-lg font-semibold tabular-nums">{props.value}</div>
      <div className="text-[11px] text-muted">{props.hint}</div>
    </div>
  );
}

export function TidePage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const scope = readTideScope(params);
  const unpublished = scope.kind === 'ticker' ? NO_TICKER_TIDE : null;
  const opts = tideQuery(scope);
  const query = useQuery({ ...opts, enabled: unpublished === null });

  const setScope = (s: TideScope): void =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (s.kind === 'market') {
        next.delete('scope');
        next.delete('key');
      } else {
        next.set('scope', s.kind);
        next.set('key', s.key);
      }
      return next;
    });

  const { sectors } = useServiceSectors();
  const title = `Net-premium tide — ${scopeTitle(scope, sectors)}`;
  const basis = query.data?.basis;
  const points = useMemo(() => curvePoints(query.data?.curve), [query.data?.curve]);
  const releases = useSessionReleases(query.data?.session ?? null, points[0]?.t ?? null);
  const readingsKey = `${query.data?.session ?? ''}|${scope.kind}|${'key' in scope ? scope.key : ''}`;
  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">{title}</h1>
        <ScopeSwitch key={`${scope.kind}-${'key' in scope ? scope.key : ''}`} scope={scope} onChange={setScope} />
      </div>
      <p className="text-xs text-muted" data-testid="tide-basis">
        Large orders only. basis.measure_type: {basis?.measure_type ?? MISSING} · basis.calibration:{' '}
        {basis?.calibration ?? MISSING} · methodology {basis?.methodology_version ?? MISSING}. Descriptive figures: tide
        assigns no bullish or bearish label.
      </p>
      {unpublished !== null ? (
        <p role="status" className="rounded border border-line p-3 text-sm" data-testid="tide-unpublished">
          The service publishes no per-ticker tide ({unpublished}). Market-wide and sector tide are available above; a
          ticker&apos;s flow is on the flow tape.
        </p>
      ) : (
        <QueryState query={query} label="tide" height="h-72">
          {(d) => (
            <>
              <Panel
                title={`Cumulative premium through the session (${d.session ?? MISSING})`}
                badges={<FreshnessBadge meta={d} {...(scope.kind === 'ticker' ? { ticker: scope.key } : {})} />}
              >
                <Headline data={d} />
                <div className="mt-3">
                  <TideCurve
                    points={points}
                    label={`${title}: cumulative net premium, directional reading, calls net and puts net, as of ${formatEtDateTime(d.as_of)}`}
                    marks={releases.marks}
                  />
                </div>
              </Panel>
              <TideBesideEvents
                data={d}
                points={points}
                readingsKey={readingsKey}
                sector={scope.kind === 'sector' ? scope.key : null}
                marketWide={scope.kind === 'market'}
                releases={releases}
              />
              <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
                <Panel
                  title="Components (USD)"
                  badges={<FreshnessBadge meta={d} {...(scope.kind === 'ticker' ? { ticker: scope.key } : {})} />}
                >
                  <Components data={d} />
                </Panel>
                <PremiumBuckets title="By days to expiry" rows={dteRows(d.by_dte)} label={`${title} by DTE bucket`} />
                <PremiumBuckets
                  title="By moneyness × call/put"
                  rows={breakdownRows(d.breakdown)}
                  label={`${title} by moneyness and option type`}
                />
              </div>
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
