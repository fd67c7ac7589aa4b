/**
 * The market clocks the benches start their sandboxes at, chosen from src/api/calendar.ts trading days
 * (as the browser suite's are in playwright.config.ts): each figure is the same work on every run, at any
 * date and hour. On the default `replay` clock the market time follows the hour of day, so the session
 * can turn between two readings of one bench (a "second tab" that reads a new session costs as much as
 * the first).
 */
import { isEarlyClose, isTradingDay, marketState } from '../src/api/calendar';

/** Mon 2026-11-16, 12:00 ET, standing still: the market open, nothing moves (counts of requests). */
export const MID_SESSION_FROZEN = 'frozen:2026-11-16T17:00:00Z';

/** Wed 2026-11-18 from 10:00 ET at 1x: a live market for the benches that watch it for minutes. */
export const SESSION_MORNING_RUNNING = '2026-11-18T15:00:00Z';

/** The benches' clocks name full trading days, inside their session. */
for (const clock of [MID_SESSION_FROZEN, SESSION_MORNING_RUNNING]) {
  const at = clock.replace(/^frozen:/, '');
  const day = at.slice(0, 10);
  if (!isTradingDay(day) || isEarlyClose(day) || marketState(Date.parse(at)) !== 'open') {
    throw new Error(`bench clock ${clock} is not inside a full trading session`);
  }
}
