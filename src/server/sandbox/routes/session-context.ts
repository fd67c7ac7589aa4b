/**
 * What every family handler does the same way: resolve and check the session and ticker, decide
 * finality and delay from the market clock, and stamp the computing metadata.
 */
import {
  isSessionClosed,
  isTradingDay,
  marketState,
  recentSessions,
  sessionHours,
  toEastern,
} from '../../../api/calendar';
import type { DataDelay, DelayReason, Finality } from '../../../api/types';
import type { HandlerContext } from '../handler';
import { snapshotAsOf } from '../model/chain';
import type { OiSlot } from '../model/types';
import { HttpError } from './http-error';
import type { Market } from '../market';

/** Sessions of history the sandbox serves (the reference: about 90 days). */
export const HISTORY_SESSIONS = 90;
export const DELAY_OFF_WATCHLIST_S = 15 * 60;
export const DELAY_WATCHLISTED_TAPE_S = 60;
/** Recording and enrichment lag of the analytics built on the tape. */
export const DELAY_ANALYTICS_S = 60;

/** Available sessions, newest first. */
export function availableSessions(ctx: HandlerContext): string[] {
  return recentSessions(ctx.clock.currentSession(), HISTORY_SESSIONS);
}

/** The `{session}` path value (or `session` query, or the current session), 404 when not served. */
export function resolveSession(ctx: HandlerContext, raw?: unknown): string {
  const current = ctx.clock.currentSession();
  if (raw === undefined) return current;
  const session = String(raw);
  const oldest = recentSessions(current, HISTORY_SESSIONS).at(-1)!;
  if (!isTradingDay(session)) throw new HttpError(404, 'session_not_found', `${session} is not a trading session`);
  if (session > current)
    throw new HttpError(404, 'session_not_found', `${session} is in the future; the current session is ${current}`);
  if (session < oldest)
    throw new HttpError(
      404,
      'session_not_found',
      `${session} is older than the ${HISTORY_SESSIONS} sessions of history (oldest ${oldest})`,
    );
  return session;
}

/** A validated ticker (validate.ts has upper-cased it) that the universe covers, else 404. */
export function requireTicker(market: Market, ticker: string): string {
  if (!market.tickerInfo(ticker))
    throw new HttpError(404, 'ticker_not_found', `${ticker} is not in the covered universe`);
  return ticker;
}

export function isCurrentSession(ctx: HandlerContext, session: string): boolean {
  return session === ctx.clock.currentSession();
}

/** final for a session before the current one or once its close has passed; else provisional. */
export function finalityOf(ctx: HandlerContext, session: string): Finality {
  return session < ctx.clock.currentSession() || isSessionClosed(session, ctx.clock.now()) ? 'final' : 'provisional';
}

/**
 * The newest print time (epoch ms, inclusive) that exists for a session given a delay: the whole
 * session when it is over, else market now − delay, floored to the minute so cached answers are shared.
 */
export function cutoffMs(ctx: HandlerContext, session: string, delaySeconds: number): number {
  const { closeMs } = sessionHours(session);
  const now = ctx.clock.now();
  if (session < ctx.clock.currentSession() || now >= closeMs + delaySeconds * 1000) return closeMs;
  return Math.floor((now - delaySeconds * 1000) / 60_000) * 60_000;
}

export function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

export function meta(ctx: HandlerContext, session: string, asOfMs: number | null) {
  return {
    session,
    as_of: iso(asOfMs),
    computed_at: new Date(ctx.clock.now()).toISOString(),
    finality: finalityOf(ctx, session),
  };
}

/** The delay block; `asOfMs` is the freshness instant (the newest time the caller can see). */
export function delayBlock(delaySeconds: number, reason: DelayReason | null, asOfMs: number): DataDelay {
  return {
    realtime: delaySeconds === 0,
    delay_seconds: delaySeconds,
    delay_reason: reason,
    as_of: new Date(asOfMs).toISOString(),
  };
}

/** Whether a cutoff from `cutoffMs` covers its whole session (the session is complete: never delayed). */
function coversWholeSession(cutoff: number): boolean {
  const day = toEastern(cutoff).day;
  return isTradingDay(day) && sessionHours(day).closeMs === cutoff;
}

/**
 * The delay block of an analytics answer built from what printed by `cutoff` (never later than now):
 * a complete session is real-time with no delay; a session still accumulating carries the recording
 * lag, a `source_license` delay (a watchlist cannot shorten it).
 */
export function analyticsDelay(ctx: HandlerContext, cutoff: number): DataDelay {
  const asOf = Math.min(cutoff, ctx.clock.now());
  if (coversWholeSession(cutoff)) return delayBlock(0, null, asOf);
  return delayBlock(DELAY_ANALYTICS_S, 'source_license', asOf);
}

/** Markers of an empty live tape: the market is closed, the hint names the session to request. */
export function staleMarkers(
  ctx: HandlerContext,
  session: string,
  empty: boolean,
): { stale_live_window?: true; hint?: string } {
  if (!empty || !isCurrentSession(ctx, session) || marketState(ctx.clock.now()) === 'open') return {};
  return {
    stale_live_window: true,
    hint: `the live window is empty while the market is closed; request session=${session} for the full session`,
  };
}

/** The latest OI snapshot of a session that exists at market now (PM once printed, else AM). */
export function latestSlot(ctx: HandlerContext, _market: Market, _ticker: string, session: string): OiSlot {
  if (session < ctx.clock.currentSession()) return 'PM';
  // Every ticker's snapshots print at the same times: no chain needs building to know which exists.
  return snapshotAsOf(session, 'PM') <= ctx.clock.now() ? 'PM' : 'AM';
}

/** Orders of one ticker printed by the cutoff. */
export function visibleOrders(market: Market, ticker: string, session: string, cutoff: number) {
  return market.sessionOrders(ticker, session).filter((o) => o.ts_ms <= cutoff);
}
