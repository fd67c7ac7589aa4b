/**
 * Number formats every page shares. `null`/`undefined` (not observed) always renders as "—" and is
 * never turned into 0. Negative signs use the typographic minus (U+2212) in every format, so columns
 * of signed numbers align and a delta reads like a theta. A value that rounds to zero at the digits
 * shown is shown unsigned ("0.0%", never "−0.0%" or "+0.00%"), and `toneOfShown` reads it as neutral.
 */

import { MARKET_TIME_ZONE, toEastern } from '../../api/calendar';
export const MISSING = '—';
const MINUS = '−';

type Maybe = number | null | undefined;

function isMissing(v: Maybe): v is null | undefined {
  return v === null || v === undefined || Number.isNaN(v);
}

/** A body of digits with no non-zero digit is a shown zero: it takes no sign. */
function showsZero(body: string): boolean {
  return !/[1-9]/.test(body);
}

/** The sign to put before `body` (the shown magnitude of `v`): none when the body reads zero. */
function signFor(v: number, body: string, signed: boolean): string {
  if (showsZero(body)) return '';
  if (v < 0) return MINUS;
  return signed && v > 0 ? '+' : '';
}

/** Which way a shown number reads: its sign as printed, so colour never disagrees with the text. */
export type ShownTone = 'up' | 'down' | 'neutral' | 'missing';

/** The tone of a formatted number: "+…" up, "−…" down, "—" missing, anything else (a zero) neutral. */
export function toneOfShown(text: string): ShownTone {
  if (text === MISSING) return 'missing';
  if (text.startsWith(MINUS)) return 'down';
  return text.startsWith('+') ? 'up' : 'neutral';
}

/** The text colour of a tone: green up, red down, muted otherwise (zero and "—" are never coloured). */
export const SHOWN_TONE_CLASS: Record<ShownTone, string> = {
  up: 'text-up',
  down: 'text-down',
  neutral: 'text-muted',
  missing: 'text-muted',
};

/** The colour of a figure as shown: green "+…", red "−…", muted for a shown zero or "—" (never a green "+0.00%"). */
export function toneClassOf(text: string): string {
  return SHOWN_TONE_CLASS[toneOfShown(text)];
}

const UNITS: readonly [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** Compact magnitude: 1_240_000 → "1.24M"; digits are significant decimals after the unit. */
export function formatCompact(v: Maybe, opts: { signed?: boolean; digits?: number } = {}): string {
  if (isMissing(v)) return MISSING;
  const abs = Math.abs(v);
  const digits = opts.digits ?? 2;
  const signed = opts.signed ?? false;
  for (const [size, unit] of UNITS) {
    if (abs >= size) {
      const body = trim((abs / size).toFixed(digits));
      return `${signFor(v, body, signed)}${body}${unit}`;
    }
  }
  const body = trim(abs.toFixed(abs >= 100 ? 0 : digits));
  return `${signFor(v, body, signed)}${body}`;
}

function trim(s: string): string {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

/** Dollars, compact: `$1.2M`, `−$340K`; `signed` adds "+" to positives (net premium, GEX). */
export function formatMoney(v: Maybe, opts: { signed?: boolean; digits?: number } = {}): string {
  if (isMissing(v)) return MISSING;
  const body = formatCompact(Math.abs(v), { digits: opts.digits ?? 2 });
  return `${signFor(v, body, opts.signed ?? false)}$${body}`;
}

/** A price with cents: 589.5 → "589.50". */
export function formatPrice(v: Maybe, digits = 2): string {
  if (isMissing(v)) return MISSING;
  const body = Math.abs(v).toFixed(digits);
  return `${signFor(v, body, false)}${body}`;
}

/** Implied volatility given as a decimal (0.1238) shown as a percent ("12.4%"). */
export function formatIv(v: Maybe, digits = 1): string {
  if (isMissing(v)) return MISSING;
  const body = (Math.abs(v) * 100).toFixed(digits);
  return `${signFor(v, body, false)}${body}%`;
}

/** A signed percent change given as a decimal: −0.031 → "−3.1%". */
export function formatPercentChange(v: Maybe, digits = 1): string {
  if (isMissing(v)) return MISSING;
  const body = (Math.abs(v) * 100).toFixed(digits);
  return `${signFor(v, body, true)}${body}%`;
}

/**
 * A rank or percentile on the 0–1 scale: 0.62 → "0.62". Also a plain decimal that can be negative (a
 * delta, a ratio): "−0.870" with the true minus, never a hyphen.
 */
export function formatRank(v: Maybe, digits = 2): string {
  if (isMissing(v)) return MISSING;
  const body = Math.abs(v).toFixed(digits);
  return `${signFor(v, body, false)}${body}`;
}

// One formatter for every count: toLocaleString builds a new one per call, which shows in the tape.
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A plain count with thousands separators: 12500 → "12,500". */
export function formatCount(v: Maybe): string {
  if (isMissing(v)) return MISSING;
  const body = countFormat.format(Math.round(Math.abs(v)));
  return `${signFor(v, body, false)}${body}`;
}

/** A signed score (directional, imbalance): 0.4 → "+0.40". */
export function formatSigned(v: Maybe, digits = 2): string {
  if (isMissing(v)) return MISSING;
  const body = Math.abs(v).toFixed(digits);
  return `${signFor(v, body, true)}${body}`;
}

const etTime = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Time of day in US Eastern: "14:03:27". */
export function formatEtTime(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return MISSING;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? MISSING : etTime.format(d);
}

/**
 * An instant as its US Eastern date and time: "2026-11-13 16:10:05 ET". The date is ET's, not UTC's
 * (01:30 UTC on the 21st is 20:30 ET on the 20th), so a past or frozen session never reads as today.
 */
export function formatEtDateTime(
  v: string | number | null | undefined,
  precision: 'second' | 'minute' = 'second',
): string {
  if (v === null || v === undefined) return MISSING;
  const ms = typeof v === 'number' ? v : Date.parse(v);
  if (Number.isNaN(ms)) return MISSING;
  const time = etTime.format(ms);
  return `${toEastern(ms).day} ${precision === 'minute' ? time.slice(0, 5) : time} ET`;
}

/** An `as_of` as the service gives it: a session date stays a date, an instant is its ET date and time. */
export function formatAsOf(v: string | null | undefined): string {
  if (v === null || v === undefined) return MISSING;
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : formatEtDateTime(v);
}
