/**
 * The GEX chart's bars from the published sources, read leniently: the profile's OHLC minute bars
 * (`include_ohlc=true`, shape not shown by the reference), the `stock_candles` door's candles when the
 * profile carries none, and the dark pool's daily candles. A bar with a missing price is skipped, never
 * drawn at 0.
 */
import { isObj, num, rowsOf, str, type Obj } from './readers';
import type { PriceBar } from '../charts/price-bars';

function unixSeconds(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v > 1e12 ? Math.floor(v / 1000) : Math.floor(v);
  if (typeof v === 'string') {
    // A bare session date is a daily bar: stamped at that date's UTC midnight.
    const ms = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : Date.parse(v);
    return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
  }
  return null;
}

function barOf(r: Obj, time: number | null): PriceBar | null {
  const [open, high, low, close] = [num(r.open), num(r.high), num(r.low), num(r.close)];
  if (time === null || open === null || high === null || low === null || close === null) return null;
  return { time, open, high, low, close, volume: num(r.volume) };
}

/** Ascending and one bar per time (lightweight-charts needs both). */
function ordered(bars: Iterable<PriceBar | null>): PriceBar[] {
  const byTime = new Map<number, PriceBar>();
  for (const b of bars) if (b) byTime.set(b.time, b);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

export interface ProfileOhlc {
  /** The minute bars; null when the answer carries no bar list (then another source is needed). */
  readonly bars: PriceBar[] | null;
  /** Minutes per bar as the service states it (`interval`), 1 when not stated. */
  readonly minutes: number;
  readonly delayed: boolean | null;
}

/** Minutes of an interval such as "1m", "5m" or "1h"; null when unreadable. */
export function intervalMinutes(v: unknown): number | null {
  const m = typeof v === 'string' ? /^(\d+)\s*(m|min|h)$/i.exec(v.trim()) : null;
  if (!m) return null;
  return Number(m[1]) * (m[2]!.toLowerCase() === 'h' ? 60 : 1);
}

/**
 * The profile's `ohlc`: `null` there means no bar yet (an empty chart); an `ohlc` without `bars`, or no
 * `ohlc` at all, means the service gives only the session summary.
 */
export function readProfileOhlc(payload: unknown): ProfileOhlc {
  const ohlc = isObj(payload) ? payload.ohlc : undefined;
  if (ohlc === null) return { bars: [], minutes: 1, delayed: null };
  if (!isObj(ohlc) || !Array.isArray(ohlc.bars)) return { bars: null, minutes: 1, delayed: null };
  return {
    bars: ordered(ohlc.bars.filter(isObj).map((r) => barOf(r, unixSeconds(r.t ?? r.time)))),
    minutes: intervalMinutes(ohlc.interval) ?? 1,
    delayed: typeof ohlc.delayed === 'boolean' ? ohlc.delayed : null,
  };
}

/** Candles of the `stock_candles` door (`quotes.candles`): `t` ISO or epoch. */
export function readCandleBars(payload: unknown): PriceBar[] {
  return ordered(rowsOf(payload, 'candles').map((r) => barOf(r, unixSeconds(r.t ?? r.time))));
}

/** The dark pool's daily candles: each stamped by its `session` date (or `t` when that is all there is). */
export function readDailyBars(payload: unknown): PriceBar[] {
  return ordered(
    rowsOf(payload, 'candles').map((r) => {
      const session = str(r.session);
      return barOf(r, unixSeconds(session ?? r.t ?? r.date));
    }),
  );
}
