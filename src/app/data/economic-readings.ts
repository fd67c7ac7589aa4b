/**
 * Economic payloads read for the page: the calendar with impact and ETF sensitivity, an event series'
 * actual versus consensus history, the four macro ETFs' option flow, one ETF's detail and its
 * multi-session timeseries. The reference names no fields of this family: each is read leniently and
 * stays null when absent (an unreleased figure is "—", never 0).
 */
import { readFlowTotals, type FlowTotals } from './flow-totals';
import { asObj, num, pickArr, pickNum, pickObjs, pickStr, str, type Obj } from './readers';

export interface EtfSensitivity {
  readonly symbol: string;
  readonly sensitivity: number | null;
  /** Decimal: mean absolute close-to-close move on the series' past releases. */
  readonly avgAbsMovePct: number | null;
  readonly n: number | null;
}

export interface EconomicEvent {
  readonly id: string;
  readonly name: string;
  readonly date: string | null;
  /** HH:MM, US Eastern (the service's release time of day). */
  readonly time: string | null;
  readonly impact: string | null;
  readonly period: string | null;
  readonly unit: string | null;
  readonly released: boolean | null;
  readonly actual: number | null;
  readonly consensus: number | null;
  readonly previous: number | null;
  readonly surprise: number | null;
  readonly etfs: EtfSensitivity[];
}

function readSensitivity(o: Obj): EtfSensitivity | null {
  const symbol = pickStr(o, 'symbol', 'ticker');
  if (symbol === null) return null;
  return {
    symbol,
    sensitivity: pickNum(o, 'sensitivity'),
    avgAbsMovePct: pickNum(o, 'avg_abs_move_pct'),
    n: pickNum(o, 'n'),
  };
}

export function readEconomicEvent(o: Obj, i = 0): EconomicEvent | null {
  const name = pickStr(o, 'event_name', 'name', 'event');
  if (name === null) return null;
  const date = pickStr(o, 'date', 'session');
  const time = pickStr(o, 'time');
  return {
    id: pickStr(o, 'event_id') ?? `${name}|${date ?? ''}|${time ?? ''}|${i}`,
    name,
    date,
    time,
    impact: pickStr(o, 'impact')?.toLowerCase() ?? null,
    period: pickStr(o, 'period'),
    unit: pickStr(o, 'unit'),
    released: typeof o.released === 'boolean' ? o.released : null,
    actual: pickNum(o, 'actual'),
    consensus: pickNum(o, 'consensus', 'forecast'),
    previous: pickNum(o, 'previous'),
    surprise: pickNum(o, 'surprise'),
    etfs: pickObjs(o, 'etf_sensitivity')
      .map(readSensitivity)
      .filter((s): s is EtfSensitivity => s !== null),
  };
}

/** The calendar's events, in date and time order. */
export function readCalendar(payload: unknown): EconomicEvent[] {
  const rows = pickObjs(asObj(payload), 'rows', 'events', 'data')
    .map((r, i) => readEconomicEvent(r, i))
    .filter((e): e is EconomicEvent => e !== null);
  return rows.sort((a, b) => `${a.date ?? ''} ${a.time ?? ''}`.localeCompare(`${b.date ?? ''} ${b.time ?? ''}`));
}

/** The impact levels the service names (`impact_levels`), else the ones the events carry. */
export function impactLevels(payload: unknown): string[] {
  const stated = (pickArr(asObj(payload), 'impact_levels') ?? []).map(str).filter((s): s is string => s !== null);
  if (stated.length > 0) return stated.map((s) => s.toLowerCase());
  return [...new Set(readCalendar(payload).flatMap((e) => (e.impact ? [e.impact] : [])))];
}

export interface HistoryPoint {
  readonly date: string;
  /** Epoch ms of the date at 00:00 UTC: a position on the chart's axis only. */
  readonly x: number;
  readonly actual: number | null;
  readonly consensus: number | null;
  readonly surprise: number | null;
}

export interface EventHistory {
  readonly name: string | null;
  readonly n: number | null;
  readonly from: string | null;
  readonly to: string | null;
  /** 0–1. */
  readonly beatRate: number | null;
  readonly unit: string | null;
  /** Oldest first. */
  readonly points: HistoryPoint[];
}

export function readEventHistory(payload: unknown): EventHistory {
  const o = asObj(payload);
  const events = pickObjs(o, 'rows', 'history', 'data')
    .map((r, i) => readEconomicEvent(r, i))
    .filter((e): e is EconomicEvent => e !== null);
  const points = events
    .flatMap((e) => {
      const x = e.date === null ? Number.NaN : Date.parse(`${e.date}T00:00:00Z`);
      if (Number.isNaN(x) || e.date === null) return [];
      const surprise = e.surprise ?? (e.actual !== null && e.consensus !== null ? e.actual - e.consensus : null);
      return [{ date: e.date, x, actual: e.actual, consensus: e.consensus, surprise }];
    })
    .sort((a, b) => a.x - b.x);
  return {
    name: pickStr(o, 'event_name') ?? events[0]?.name ?? null,
    n: pickNum(o, 'n') ?? points.length,
    from: pickStr(o, 'from') ?? points[0]?.date ?? null,
    to: pickStr(o, 'to') ?? points.at(-1)?.date ?? null,
    beatRate: pickNum(o, 'beat_rate'),
    unit: events[0]?.unit ?? null,
    points,
  };
}

/** One ETF's flow on the day with its net greeks. */
export interface EtfFlowRow extends FlowTotals {
  readonly symbol: string;
  readonly netDelta: number | null;
  readonly netGamma: number | null;
  readonly netVega: number | null;
  readonly netTheta: number | null;
}

function readEtfFlowRow(o: Obj): EtfFlowRow | null {
  const symbol = pickStr(o, 'symbol', 'ticker');
  if (symbol === null) return null;
  return {
    symbol: symbol.toUpperCase(),
    ...readFlowTotals(o),
    netDelta: pickNum(o, 'net_delta'),
    netGamma: pickNum(o, 'net_gamma'),
    netVega: pickNum(o, 'net_vega'),
    netTheta: pickNum(o, 'net_theta'),
  };
}

/** The four ETFs' flow summary rows. */
export function readEtfFlow(payload: unknown): EtfFlowRow[] {
  return pickObjs(asObj(payload), 'rows', 'data')
    .map(readEtfFlowRow)
    .filter((r): r is EtfFlowRow => r !== null);
}

export interface StrikeRow {
  readonly strike: number;
  readonly callPremium: number | null;
  readonly putPremium: number | null;
  readonly netPremium: number | null;
  readonly contracts: number | null;
}

export interface EtfDetail {
  /** Summary and greeks in one row (the detail's `summary` and `greeks` read together). */
  readonly totals: EtfFlowRow | null;
  /** Descending strike (a price ladder, highest on top). */
  readonly strikes: StrikeRow[];
  readonly orderCount: number;
}

export function readEtfDetail(payload: unknown): EtfDetail {
  const o = asObj(payload);
  const symbol = pickStr(o, 'symbol');
  const merged = { ...(asObj(o?.summary) ?? {}), ...(asObj(o?.greeks) ?? {}), symbol };
  const strikes = pickObjs(o, 'strikes', 'strike_analysis')
    .flatMap((r) => {
      const strike = pickNum(r, 'strike');
      if (strike === null) return [];
      return [
        {
          strike,
          callPremium: pickNum(r, 'call_premium'),
          putPremium: pickNum(r, 'put_premium'),
          netPremium: pickNum(r, 'net_premium'),
          contracts: pickNum(r, 'contracts'),
        },
      ];
    })
    .sort((a, b) => b.strike - a.strike);
  return {
    totals: symbol === null ? null : readEtfFlowRow(merged),
    strikes,
    orderCount: (pickArr(o, 'orders') ?? []).length,
  };
}

export interface EtfSeriesPoint {
  readonly session: string;
  /** Epoch ms of the session at 00:00 UTC: a position on the chart's axis only. */
  readonly x: number;
  readonly callPremium: number | null;
  readonly putPremium: number | null;
  readonly netPremium: number | null;
  readonly netDelta: number | null;
}

export interface EtfSeries {
  readonly points: EtfSeriesPoint[];
  /** The newest order the series includes (true freshness), ISO; null when none. */
  readonly asOf: string | null;
}

export function readEtfTimeseries(payload: unknown): EtfSeries {
  let newest: number | null = null;
  const points = pickObjs(asObj(payload), 'rows', 'series', 'data')
    .flatMap((r) => {
      const session = pickStr(r, 'session', 'date');
      const x = session === null ? Number.NaN : Date.parse(`${session}T00:00:00Z`);
      if (session === null || Number.isNaN(x)) return [];
      const last = num(r.last_ts_ms);
      if (last !== null) newest = Math.max(newest ?? 0, last);
      return [
        {
          session,
          x,
          callPremium: pickNum(r, 'call_premium'),
          putPremium: pickNum(r, 'put_premium'),
          netPremium: pickNum(r, 'net_premium'),
          netDelta: pickNum(r, 'net_delta'),
        },
      ];
    })
    .sort((a, b) => a.x - b.x);
  return { points, asOf: newest === null ? null : new Date(newest).toISOString() };
}

/** A released figure in the series' own unit: `3.2%`, `233K`, `61.7 index`; "—" when not released. */
export function formatFigure(v: number | null, unit: string | null, signed = false): string {
  if (v === null || !Number.isFinite(v)) return '—';
  const body = String(Math.round(Math.abs(v) * 100) / 100);
  const sign = v < 0 ? '−' : signed && v > 0 ? '+' : '';
  const suffix = unit === null || unit === '' ? '' : unit === '%' || unit === 'K' || unit === 'M' ? unit : ` ${unit}`;
  return `${sign}${body}${suffix}`;
}
