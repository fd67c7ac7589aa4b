/**
 * Economic payloads read for the page: the calendar with impact and ETF sensitivity, an event series'
 * actual versus consensus history, the four macro ETFs' option flow, one ETF's detail and its
 * multi-session timeseries, from the answers as their schemas read them (src/api/schemas/economic.ts,
 * one name per field). What is not observed stays null (an unreleased figure is "—", never 0).
 */
import type { z } from 'zod';
import type { AnswerOf } from '../../api/schemas';
import type { economicEvent, etfFlowRow, etfSensitivity } from '../../api/schemas/economic';
import type { FlowTotals } from './flow-totals';

type EventAnswer = z.output<typeof economicEvent>;
type SensitivityAnswer = z.output<typeof etfSensitivity>;
type EtfFlowAnswer = Partial<z.output<typeof etfFlowRow>>;

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

function readSensitivity(s: SensitivityAnswer): EtfSensitivity[] {
  if (s.symbol === null) return [];
  return [{ symbol: s.symbol, sensitivity: s.sensitivity, avgAbsMovePct: s.avg_abs_move_pct, n: s.n }];
}

/** A release as the page shows it; one without a name cannot be listed (the drift mark names it). */
export function readEconomicEvent(e: EventAnswer, i = 0): EconomicEvent | null {
  const name = e.event_name;
  if (name === null) return null;
  return {
    id: e.event_id ?? `${name}|${e.date ?? ''}|${e.time ?? ''}|${i}`,
    name,
    date: e.date,
    time: e.time,
    impact: e.impact,
    period: e.period,
    unit: e.unit,
    released: e.released,
    actual: e.actual,
    consensus: e.consensus,
    previous: e.previous,
    surprise: e.surprise,
    etfs: (e.etf_sensitivity ?? []).flatMap(readSensitivity),
  };
}

function readEvents(rows: readonly EventAnswer[]): EconomicEvent[] {
  return rows.map((r, i) => readEconomicEvent(r, i)).filter((e): e is EconomicEvent => e !== null);
}

type CalendarAnswer = AnswerOf<'economic.calendar'>;

/** The calendar's events, in date and time order. */
export function readCalendar(answer: CalendarAnswer | undefined): EconomicEvent[] {
  return readEvents(answer?.rows ?? []).sort((a, b) =>
    `${a.date ?? ''} ${a.time ?? ''}`.localeCompare(`${b.date ?? ''} ${b.time ?? ''}`),
  );
}

/** The impact levels the service names (`impact_levels`), else the ones the events carry. */
export function impactLevels(answer: CalendarAnswer | undefined): string[] {
  const stated = (answer?.impact_levels ?? []).filter((s): s is string => s !== null);
  if (stated.length > 0) return stated;
  return [...new Set(readCalendar(answer).flatMap((e) => (e.impact ? [e.impact] : [])))];
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

export function readEventHistory(answer: AnswerOf<'economic.eventHistory'> | undefined): EventHistory {
  const events = readEvents(answer?.rows ?? []);
  const points = events
    .flatMap((e) => {
      const x = e.date === null ? Number.NaN : Date.parse(`${e.date}T00:00:00Z`);
      if (Number.isNaN(x) || e.date === null) return [];
      const surprise = e.surprise ?? (e.actual !== null && e.consensus !== null ? e.actual - e.consensus : null);
      return [{ date: e.date, x, actual: e.actual, consensus: e.consensus, surprise }];
    })
    .sort((a, b) => a.x - b.x);
  return {
    name: answer?.event_name ?? events[0]?.name ?? null,
    n: answer?.n ?? points.length,
    from: answer?.from ?? points[0]?.date ?? null,
    to: answer?.to ?? points.at(-1)?.date ?? null,
    beatRate: answer?.beat_rate ?? null,
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

/** A flow row (or the detail's summary and greeks read together); absent figures read null. */
function readEtfFlowRow(symbol: string | null, r: EtfFlowAnswer): EtfFlowRow | null {
  if (symbol === null) return null;
  return {
    symbol: symbol.toUpperCase(),
    orders: r.orders ?? null,
    contracts: r.contracts ?? null,
    totalPremium: r.total_premium ?? null,
    callPremium: r.call_premium ?? null,
    putPremium: r.put_premium ?? null,
    netPremium: r.net_premium ?? null,
    putCallPremiumRatio: r.put_call_premium_ratio ?? null,
    netDelta: r.net_delta ?? null,
    netGamma: r.net_gamma ?? null,
    netVega: r.net_vega ?? null,
    netTheta: r.net_theta ?? null,
  };
}

/** The four ETFs' flow summary rows. */
export function readEtfFlow(answer: AnswerOf<'economic.etfFlow'> | undefined): EtfFlowRow[] {
  return (answer?.rows ?? []).flatMap((r) => readEtfFlowRow(r.symbol, r) ?? []);
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
  /** null when the answer lists no orders. */
  readonly orderCount: number | null;
}

export function readEtfDetail(answer: AnswerOf<'economic.etfFlowSymbol'> | undefined): EtfDetail {
  const strikes = (answer?.strikes ?? [])
    .flatMap((r) =>
      r.strike === null
        ? []
        : [
            {
              strike: r.strike,
              callPremium: r.call_premium,
              putPremium: r.put_premium,
              netPremium: r.net_premium,
              contracts: r.contracts,
            },
          ],
    )
    .sort((a, b) => b.strike - a.strike);
  return {
    totals: readEtfFlowRow(answer?.symbol ?? null, { ...answer?.summary, ...answer?.greeks }),
    strikes,
    orderCount: answer?.orders?.length ?? null,
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

export function readEtfTimeseries(answer: AnswerOf<'economic.etfTimeseries'> | undefined): EtfSeries {
  let newest: number | null = null;
  const points = (answer?.rows ?? [])
    .flatMap((r) => {
      const session = r.session;
      const x = session === null ? Number.NaN : Date.parse(`${session}T00:00:00Z`);
      if (session === null || Number.isNaN(x)) return [];
      const last = r.last_ts_ms ?? null;
      if (last !== null) newest = Math.max(newest ?? 0, last);
      return [
        {
          session,
          x,
          callPremium: r.call_premium,
          putPremium: r.put_premium,
          netPremium: r.net_premium,
          netDelta: r.net_delta,
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
