/**
 * Price bars as they exist at a market instant: finished sessions whole, the running session only up
 * to the last finished minute (never a bar from the future). Daily bars come from the spot model's
 * daily path; hourly bars group its regular-session minutes from the open (the last one is 30 min).
 */
import { currentSession, previousTradingDay, sessionHours } from '../../../api/calendar';
import { Lru } from '../../lru';
import type { DailyBar, MinuteBar } from './types';
import type { Market } from '../market';

/** A daily or hourly bar: the model's daily bar with its open time and whether it is finished. */
export interface PriceBar extends DailyBar {
  /** Bar open, ISO 8601 UTC. */
  readonly t: string;
  /** false for the running session's bar (still moving). */
  readonly complete: boolean;
}

function merge(session: string, t: number, minutes: readonly MinuteBar[], complete: boolean): PriceBar {
  let high = -Infinity;
  let low = Infinity;
  let volume = 0;
  for (const m of minutes) {
    high = Math.max(high, m.high);
    low = Math.min(low, m.low);
    volume += m.volume;
  }
  return {
    t: new Date(t).toISOString(),
    session,
    open: minutes[0]!.open,
    high,
    low,
    close: minutes.at(-1)!.close,
    volume,
    complete,
  };
}

function finishedMinutes(market: Market, ticker: string, session: string, nowMs: number): MinuteBar[] {
  return market.minuteBars(ticker, session).filter((m) => m.t + 60_000 <= nowMs);
}

/** The newest session whose close has passed at `nowMs`. */
export function lastWholeSession(nowMs: number): string {
  const today = currentSession(nowMs);
  return nowMs >= sessionHours(today).closeMs ? today : previousTradingDay(today);
}

/** The last `count` daily bars visible at `nowMs`, ascending. */
export function dailyBarsAt(market: Market, ticker: string, nowMs: number, count: number): PriceBar[] {
  const today = currentSession(nowMs);
  const { openMs, closeMs } = sessionHours(today);
  const running = nowMs < closeMs ? finishedMinutes(market, ticker, today, nowMs) : [];
  const lastWhole = lastWholeSession(nowMs);
  const whole = market
    .dailyBars(ticker, lastWhole, count - (running.length > 0 ? 1 : 0))
    .map((b) => ({ ...b, t: new Date(sessionHours(b.session).openMs).toISOString(), complete: true }));
  return running.length > 0 ? [...whole, merge(today, openMs, running, false)] : whole;
}

const HOUR_MS = 3_600_000;
const hourlyCache = new Lru<string, PriceBar[]>(512);

function hourlyOf(market: Market, ticker: string, session: string, nowMs: number): PriceBar[] {
  const { openMs, closeMs } = sessionHours(session);
  const build = (): PriceBar[] => {
    const minutes = finishedMinutes(market, ticker, session, nowMs);
    const groups = new Map<number, MinuteBar[]>();
    for (const m of minutes) {
      const h = Math.floor((m.t - openMs) / HOUR_MS);
      const g = groups.get(h);
      if (g) g.push(m);
      else groups.set(h, [m]);
    }
    return [...groups.entries()].map(([h, list]) => {
      const end = Math.min(openMs + (h + 1) * HOUR_MS, closeMs);
      return merge(session, openMs + h * HOUR_MS, list, list.at(-1)!.t + 60_000 >= end);
    });
  };
  // A finished session never changes: cache it; the running one is rebuilt.
  return nowMs >= closeMs ? hourlyCache.getOrCreate(`${market.seed}|${ticker}|${session}`, build) : build();
}

/** The last `count` hourly bars visible at `nowMs`, ascending. */
export function hourlyBarsAt(market: Market, ticker: string, nowMs: number, count: number): PriceBar[] {
  const chunks: PriceBar[][] = [];
  let have = 0;
  let session = currentSession(nowMs);
  // Seven bars a session: walk back only as far as needed.
  for (let guard = 0; have < count && guard < Math.ceil(count / 6) + 2; guard++) {
    const bars = hourlyOf(market, ticker, session, nowMs);
    chunks.unshift(bars);
    have += bars.length;
    session = previousTradingDay(session);
  }
  return chunks.flat().slice(-count);
}
