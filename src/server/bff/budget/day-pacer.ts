/**
 * The day pacer: makes the day's request budget last until the session's close. It projects the day from
 * the count so far, the time left and the recent demand; when background refreshes (polls of data
 * already on screen) would spend more than the day can give them, it spaces them out so the remainder
 * lasts. Interactive requests are never paced: a reserve of the day is kept for them.
 */
import { currentSession, marketState, sessionHours, toEastern } from '../../../api/calendar';
import { nextUtcMidnight } from '../../../api/time-windows';

export interface DayPacerOptions {
  /** Market time (the sandbox's clock in sandbox mode): when the session closes. */
  readonly marketNow?: () => number;
  /** Requests of the day kept for interactive use (default 10 % of the day's limit). */
  readonly reserve?: number;
  /** How far back demand is measured (default 10 minutes). */
  readonly demandWindowMs?: number;
}

/** The pacer's reading of the day. */
export interface DayPace {
  /** Requests the day is projected to end at, with pacing applied. */
  readonly projected: number;
  /** Milliseconds until the projection's end: the session's close, or the day count's reset. */
  readonly horizonMs: number;
  readonly horizonEnd: 'close' | 'reset';
  /** How much background refreshes are stretched: 1 = not at all, Infinity = paused until the reset. */
  readonly factor: number;
}

/** Stretch factors closer to 1 than this are not worth announcing. */
const SLOWED_FROM = 1.05;

/** Timestamps inside a sliding window. */
class RecentEvents {
  readonly #times: number[] = [];
  constructor(readonly windowMs: number) {}
  add(t: number): void {
    this.#times.push(t);
  }
  count(t: number): number {
    const from = t - this.windowMs;
    while (this.#times.length > 0 && this.#times[0]! < from) this.#times.shift();
    return this.#times.length;
  }
}

export class DayPacer {
  readonly #marketNow: () => number;
  readonly #reserve: number | undefined;
  /** Background requests asked for (admitted or not): what the open pages need. */
  readonly #backgroundDemand: RecentEvents;
  readonly #interactive: RecentEvents;
  #lastBackgroundAt = -Infinity;
  /** The last reading, reused within the same second, count and demand (it is asked for on every answer). */
  #memo: { key: string; pace: DayPace } | undefined;
  #close: { minute: number; closeMs: number | undefined } | undefined;

  constructor(opts: DayPacerOptions = {}) {
    this.#marketNow = opts.marketNow ?? Date.now;
    this.#reserve = opts.reserve;
    const windowMs = opts.demandWindowMs ?? 10 * 60_000;
    this.#backgroundDemand = new RecentEvents(windowMs);
    this.#interactive = new RecentEvents(windowMs);
  }

  reserveOf(dayLimit: number): number {
    return this.#reserve ?? Math.round(dayLimit * 0.1);
  }

  /**
   * Time the day's budget must still cover: until the session's close while it is open (or about to
   * open); after the close, until the day count resets at 00:00 UTC.
   */
  horizon(t: number): { ms: number; end: 'close' | 'reset' } {
    const market = this.#marketNow();
    const closeMs = this.#closeOf(market);
    if (closeMs !== undefined) return { ms: Math.max(0, closeMs - market), end: 'close' };
    return { ms: Math.max(0, nextUtcMidnight(t) - t), end: 'reset' };
  }

  /**
   * The close of the session the budget must last until (undefined outside one), read once per market
   * minute: the Eastern calendar costs ~150 µs through Intl, every answer to the browser asks, and the
   * market's states change on whole minutes.
   */
  #closeOf(market: number): number | undefined {
    const minute = Math.floor(market / 60_000);
    if (this.#close?.minute !== minute) {
      const state = marketState(market);
      const open = state === 'open' || state === 'pre-market';
      this.#close = { minute, closeMs: open ? sessionHours(currentSessionOrToday(market, state)).closeMs : undefined };
    }
    return this.#close.closeMs;
  }

  /**
   * Requests per ms of each kind over the demand window. A page's first load (a board's 25 levels at
   * once) is spread over the whole window, not read as the rate of the day.
   */
  #rates(t: number): { background: number; interactive: number } {
    const span = this.#backgroundDemand.windowMs;
    return { background: this.#backgroundDemand.count(t) / span, interactive: this.#interactive.count(t) / span };
  }

  pace(dayUsed: number, dayLimit: number, t: number): DayPace {
    const key = `${dayUsed}/${dayLimit}/${Math.floor(t / 1000)}`;
    if (this.#memo?.key === key) return this.#memo.pace;
    const pace = this.#compute(dayUsed, dayLimit, t);
    this.#memo = { key, pace };
    return pace;
  }

  #compute(dayUsed: number, dayLimit: number, t: number): DayPace {
    const horizon = this.horizon(t);
    const horizonMs = horizon.ms;
    const rates = this.#rates(t);
    const room = Math.max(0, dayLimit - this.reserveOf(dayLimit) - dayUsed);
    const need = rates.background * horizonMs;
    const factor = need <= room ? 1 : room === 0 ? Infinity : need / room;
    const background = Math.min(need, room);
    const projected = Math.min(dayLimit, Math.round(dayUsed + background + rates.interactive * horizonMs));
    return { projected, horizonMs, horizonEnd: horizon.end, factor: factor < SLOWED_FROM ? 1 : factor };
  }

  /** An interactive request was admitted. */
  noteInteractive(t: number): void {
    this.#interactive.add(t);
    this.#memo = undefined;
  }

  /**
   * A background request asks to go upstream: counted as demand, and admitted when the day can afford
   * it (then recorded as sent). When paced, admissions are spaced so the room left lasts the horizon.
   */
  admitBackground(dayUsed: number, dayLimit: number, t: number): { ok: true } | { ok: false; retryAfterMs: number } {
    this.#backgroundDemand.add(t);
    this.#memo = undefined;
    const p = this.#compute(dayUsed, dayLimit, t);
    if (p.factor === 1) {
      this.#lastBackgroundAt = t;
      return { ok: true };
    }
    const room = Math.max(0, dayLimit - this.reserveOf(dayLimit) - dayUsed);
    if (room === 0) return { ok: false, retryAfterMs: Math.max(1000, nextUtcMidnight(t) - t) };
    const spacing = p.horizonMs / room;
    const next = this.#lastBackgroundAt + spacing;
    if (t >= next) {
      this.#lastBackgroundAt = t;
      return { ok: true };
    }
    return { ok: false, retryAfterMs: Math.max(1000, next - t) };
  }
}

/** The session a pre-market instant belongs to is today's, not the previous one `currentSession` names. */
function currentSessionOrToday(market: number, state: 'open' | 'pre-market'): string {
  if (state === 'open') return currentSession(market);
  return toEastern(market).day;
}

/** `x-refresh-slowed`: the stretch factor (one decimal), or `paused` until the day count resets. */
export function slowedHeaderValue(factor: number): string | undefined {
  if (factor === 1) return undefined;
  return Number.isFinite(factor) ? factor.toFixed(1) : 'paused';
}
