/**
 * US equity-options trading calendar: sessions in US Eastern time, NYSE full holidays and early
 * closes for 2024-2028, the `current` session, trading-day DTE and market-hours state.
 * Time-zone arithmetic goes through Intl (the platform's IANA database), never fixed offsets.
 */

export const MARKET_TIME_ZONE = 'America/New_York';
const OPEN_MINUTE = 9 * 60 + 30;
const CLOSE_MINUTE = 16 * 60;
const EARLY_CLOSE_MINUTE = 13 * 60;
const PRE_MARKET_MINUTE = 4 * 60;
const POST_MARKET_END_MINUTE = 20 * 60;

/** NYSE full-day closures. */
export const NYSE_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2024
  '2024-01-01',
  '2024-01-15',
  '2024-02-19',
  '2024-03-29',
  '2024-05-27',
  '2024-06-19',
  '2024-07-04',
  '2024-09-02',
  '2024-11-28',
  '2024-12-25',
  // 2025 (2025-01-09: national day of mourning)
  '2025-01-01',
  '2025-01-09',
  '2025-01-20',
  '2025-02-17',
  '2025-04-18',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-11-27',
  '2025-12-25',
  // 2026
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-04-03',
  '2026-05-25',
  '2026-06-19',
  '2026-07-03',
  '2026-09-07',
  '2026-11-26',
  '2026-12-25',
  // 2027
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-03-26',
  '2027-05-31',
  '2027-06-18',
  '2027-07-05',
  '2027-09-06',
  '2027-11-25',
  '2027-12-24',
  // 2028 (New Year's Day falls on a Saturday: no weekday closure)
  '2028-01-17',
  '2028-02-21',
  '2028-04-14',
  '2028-05-29',
  '2028-06-19',
  '2028-07-04',
  '2028-09-04',
  '2028-11-23',
  '2028-12-25',
]);

/** NYSE 1:00 p.m. early closes. */
export const NYSE_EARLY_CLOSES: ReadonlySet<string> = new Set([
  '2024-07-03',
  '2024-11-29',
  '2024-12-24',
  '2025-07-03',
  '2025-11-28',
  '2025-12-24',
  '2026-11-27',
  '2026-12-24',
  '2027-11-26',
  '2028-07-03',
  '2028-11-24',
]);

export const CALENDAR_FIRST_YEAR = 2024;
export const CALENDAR_LAST_YEAR = 2028;

// ---- plain date arithmetic on YYYY-MM-DD strings (calendar days, no time zone involved) ----

function toUtcDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
function fromUtcDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
export function addCalendarDays(day: string, n: number): string {
  const d = toUtcDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return fromUtcDate(d);
}
export function weekday(day: string): number {
  return toUtcDate(day).getUTCDay();
}

export function isTradingDay(day: string): boolean {
  const wd = weekday(day);
  return wd !== 0 && wd !== 6 && !NYSE_HOLIDAYS.has(day);
}
export function isEarlyClose(day: string): boolean {
  return NYSE_EARLY_CLOSES.has(day);
}

export function nextTradingDay(day: string): string {
  let d = addCalendarDays(day, 1);
  while (!isTradingDay(d)) d = addCalendarDays(d, 1);
  return d;
}
export function previousTradingDay(day: string): string {
  let d = addCalendarDays(day, -1);
  while (!isTradingDay(d)) d = addCalendarDays(d, -1);
  return d;
}
/** Move `n` trading days forward (negative: backward) from a trading day. */
export function addTradingDays(day: string, n: number): string {
  let d = day;
  for (let i = 0; i < Math.abs(n); i++) d = n > 0 ? nextTradingDay(d) : previousTradingDay(d);
  return d;
}

/** Trading days in [from, to], both inclusive, ascending. */
export function tradingDaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addCalendarDays(d, 1)) if (isTradingDay(d)) out.push(d);
  return out;
}

/**
 * Trading-day DTE of an expiry seen from a session: 0 on expiry day, 1 on the trading day before
 * (so on a Friday, Monday's expiry is 1 and `0+1` covers Friday and Monday). Negative once expired.
 */
export function tradingDte(session: string, expiration: string): number {
  if (expiration === session) return 0;
  if (expiration < session) return -tradingDaysBetween(addCalendarDays(expiration, 1), session).length;
  return tradingDaysBetween(addCalendarDays(session, 1), expiration).length;
}

/** Calendar-day DTE (what most chain tables print). */
export function calendarDte(session: string, expiration: string): number {
  return Math.round((toUtcDate(expiration).getTime() - toUtcDate(session).getTime()) / 86_400_000);
}

// ---- time-zone aware part: instants versus US Eastern wall time ----

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface EasternTime {
  /** US Eastern calendar day, YYYY-MM-DD. */
  readonly day: string;
  /** Minutes since Eastern midnight. */
  readonly minute: number;
  readonly second: number;
}

export function toEastern(instant: Date | number): EasternTime {
  const parts = Object.fromEntries(
    partsFormatter
      .formatToParts(typeof instant === 'number' ? new Date(instant) : instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The UTC instant (epoch ms) of an Eastern wall-clock time on a day. */
export function easternToEpochMs(day: string, minuteOfDay: number): number {
  const wall = toUtcDate(day).getTime() + minuteOfDay * 60_000;
  // First guess with the standard offset, then correct by what Intl says the wall time is there.
  let guess = wall + 5 * 3_600_000;
  for (let i = 0; i < 2; i++) {
    const e = toEastern(guess);
    const seen = toUtcDate(e.day).getTime() + e.minute * 60_000 + e.second * 1000;
    guess += wall - seen;
  }
  return guess;
}

export interface SessionHours {
  readonly session: string;
  readonly openMs: number;
  readonly closeMs: number;
  readonly earlyClose: boolean;
}

export function sessionHours(session: string): SessionHours {
  const early = isEarlyClose(session);
  return {
    session,
    openMs: easternToEpochMs(session, OPEN_MINUTE),
    closeMs: easternToEpochMs(session, early ? EARLY_CLOSE_MINUTE : CLOSE_MINUTE),
    earlyClose: early,
  };
}

export type MarketState = 'pre-market' | 'open' | 'after-hours' | 'closed';

/** Market-hours state at an instant (regular session 9:30-16:00 ET, 13:00 on early closes). */
export function marketState(now: Date | number): MarketState {
  const { day, minute } = toEastern(now);
  if (!isTradingDay(day)) return 'closed';
  const close = isEarlyClose(day) ? EARLY_CLOSE_MINUTE : CLOSE_MINUTE;
  if (minute >= OPEN_MINUTE && minute < close) return 'open';
  if (minute >= PRE_MARKET_MINUTE && minute < OPEN_MINUTE) return 'pre-market';
  if (minute >= close && minute < POST_MARKET_END_MINUTE) return 'after-hours';
  return 'closed';
}

/**
 * The `current` session at an instant: today once the regular session has opened, otherwise the
 * last completed session (before the open, after close on weekends and holidays).
 */
export function currentSession(now: Date | number): string {
  const { day, minute } = toEastern(now);
  if (isTradingDay(day) && minute >= OPEN_MINUTE) return day;
  return previousTradingDay(day);
}

/** Whether a session is over at an instant (its data is final). */
export function isSessionClosed(session: string, now: Date | number): boolean {
  const t = typeof now === 'number' ? now : now.getTime();
  return t >= sessionHours(session).closeMs;
}

/** The last `count` trading sessions up to and including `session`, newest first. */
export function recentSessions(session: string, count: number): string[] {
  const out = [session];
  while (out.length < count) out.push(previousTradingDay(out.at(-1)!));
  return out;
}

/** Standard monthly expiry: third Friday of the month (moved a day earlier on a holiday). */
export function monthlyExpiry(year: number, month1to12: number): string {
  const first = `${year}-${String(month1to12).padStart(2, '0')}-01`;
  const offset = (5 - weekday(first) + 7) % 7;
  const third = addCalendarDays(first, offset + 14);
  return isTradingDay(third) ? third : previousTradingDay(third);
}
