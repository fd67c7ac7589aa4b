/**
 * Daily bars and indicator series of the ticker profile, read leniently: a row without a date or a
 * price is not observed and is left out (never drawn as 0); a missing indicator value stays null, so
 * the line breaks there.
 */
import type { PriceBar } from '../../charts/price-bars';
import { asObj, num, pickNum, pickStr, rowsOf, str, type Obj } from '../../data/readers';

const DAY_RE = /^\d{4}-\d{2}-\d{2}/;

/** Unix seconds of a session's UTC midnight: how the price chart stamps daily bars. */
export function sessionSeconds(session: string | null): number | null {
  if (session === null || !DAY_RE.test(session)) return null;
  const ms = Date.parse(`${session.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms / 1000;
}

function sessionOf(row: Obj): string | null {
  const s = pickStr(row, 'session', 'date', 't');
  return s !== null && DAY_RE.test(s) ? s.slice(0, 10) : null;
}

/** Daily OHLC bars (dark-pool daily candles: one row per `session`), ascending, one per session. */
export function readDailyBars(payload: unknown): PriceBar[] {
  const out = new Map<number, PriceBar>();
  for (const row of rowsOf(payload, 'candles')) {
    const time = sessionSeconds(sessionOf(row));
    const [open, high, low, close] = [num(row.open), num(row.high), num(row.low), num(row.close)];
    if (time === null || open === null || high === null || low === null || close === null) continue;
    out.set(time, { time, open, high, low, close, volume: num(row.volume) });
  }
  return [...out.values()].sort((a, b) => a.time - b.time);
}

export interface IndicatorPoint {
  /** Milliseconds of the session's UTC midnight (the chart's x). */
  readonly x: number;
  readonly session: string;
  readonly close: number | null;
  /** SMA, EMA or RSI. */
  readonly value: number | null;
  readonly macd: number | null;
  readonly signal: number | null;
  readonly histogram: number | null;
  /** false for the session still forming (its value moves until the close). */
  readonly complete: boolean | null;
}

export interface IndicatorSeries {
  readonly indicator: string | null;
  /** The parameters the service used (`window`, or MACD's `fast`/`slow`/`signal`). */
  readonly parameters: Readonly<Record<string, number>>;
  readonly points: readonly IndicatorPoint[];
}

/** One indicator answer: its points ascending by session, and the parameters it was computed with. */
export function readIndicator(payload: unknown): IndicatorSeries {
  const o = asObj(payload);
  const params: Record<string, number> = {};
  for (const [k, v] of Object.entries(asObj(o?.parameters) ?? {})) {
    const n = num(v);
    if (n !== null) params[k] = n;
  }
  const points: IndicatorPoint[] = [];
  for (const row of rowsOf(payload, 'rows')) {
    const session = sessionOf(row);
    const sec = sessionSeconds(session);
    if (session === null || sec === null) continue;
    points.push({
      x: sec * 1000,
      session,
      close: num(row.close),
      value: pickNum(row, 'value'),
      macd: num(row.macd),
      signal: num(row.signal),
      histogram: num(row.histogram),
      complete: typeof row.complete === 'boolean' ? row.complete : null,
    });
  }
  points.sort((a, b) => a.x - b.x);
  return { indicator: str(o?.indicator), parameters: params, points };
}

/** "window 20", "fast 12 · slow 26 · signal 9": what the service says it computed. */
export function describeParameters(params: Readonly<Record<string, number>>): string | null {
  const parts = Object.entries(params).map(([k, v]) => `${k} ${v}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The newest point's value of a series, or null. */
export function latestValue(series: IndicatorSeries, field: 'value' | 'macd' | 'signal' | 'histogram'): number | null {
  const last = series.points[series.points.length - 1];
  return last ? last[field] : null;
}
