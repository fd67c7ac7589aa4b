/**
 * The chart's bars from the published sources, as their schemas read them: the GEX profile's OHLC
 * minute bars (`include_ohlc=true`, shape not shown by the reference), the `stock_candles` door's
 * candles when the profile carries none, and the dark pool's daily candles. A bar with a missing price
 * is skipped, never drawn at 0.
 */
import type { z } from 'zod';
import type { profileOhlc } from '../../api/schemas/gex';
import type { candle, dailyCandle } from '../../api/schemas/quotes';
import type { PriceBar } from '../charts/price-bars';

interface OhlcFigures {
  readonly open: number | null;
  readonly high: number | null;
  readonly low: number | null;
  readonly close: number | null;
  readonly volume?: number | null | undefined;
}

function unixSeconds(v: string | number | null | undefined): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? (v > 1e12 ? Math.floor(v / 1000) : Math.floor(v)) : null;
  if (typeof v === 'string') {
    // A bare session date is a daily bar: stamped at that date's UTC midnight.
    const ms = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : Date.parse(v);
    return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
  }
  return null;
}

/** Unix seconds of a session's UTC midnight (the date part of a date or a timestamp): a daily bar's time. */
export function sessionSeconds(session: string | null | undefined): number | null {
  if (typeof session !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(session)) return null;
  const ms = Date.parse(`${session.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms / 1000;
}

function barOf(r: Partial<OhlcFigures>, time: number | null): PriceBar | null {
  const { open = null, high = null, low = null, close = null } = r;
  if (time === null || open === null || high === null || low === null || close === null) return null;
  return { time, open, high, low, close, volume: r.volume ?? null };
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
export function intervalMinutes(v: string | null | undefined): number | null {
  const m = typeof v === 'string' ? /^(\d+)\s*(m|min|h)$/i.exec(v.trim()) : null;
  if (!m) return null;
  return Number(m[1]) * (m[2]!.toLowerCase() === 'h' ? 60 : 1);
}

/** What carries the profile's OHLC: the GEX profile answer (AnswerOf<'gex.profile'>). */
export interface OhlcCarrier {
  readonly ohlc?: z.output<typeof profileOhlc> | null;
}

/**
 * The profile's `ohlc`: `null` there means no bar yet (an empty chart); an `ohlc` without a readable
 * `bars` list, or no `ohlc` at all, means the service gives only the session summary.
 */
export function readProfileOhlc(answer: OhlcCarrier | null | undefined): ProfileOhlc {
  const ohlc = answer?.ohlc;
  if (ohlc === null) return { bars: [], minutes: 1, delayed: null };
  if (!ohlc?.bars) return { bars: null, minutes: 1, delayed: null };
  return {
    bars: ordered(ohlc.bars.map((r) => barOf(r, unixSeconds(r.t)))),
    minutes: intervalMinutes(ohlc.interval) ?? 1,
    delayed: ohlc.delayed ?? null,
  };
}

/** Candles of the `stock_candles` door (`quotes.candles`): `t` ISO or epoch. */
export function readCandleBars(
  answer: { readonly candles: readonly z.output<typeof candle>[] } | null | undefined,
): PriceBar[] {
  return ordered((answer?.candles ?? []).map((r) => barOf(r, unixSeconds(r.t))));
}

/** The dark pool's daily candles (`darkpool.dailyCandles`), each stamped by its `session` date. */
export function readDailyBars(
  answer: { readonly candles: readonly z.output<typeof dailyCandle>[] } | null | undefined,
): PriceBar[] {
  return ordered((answer?.candles ?? []).map((r) => barOf(r, sessionSeconds(r.session))));
}
