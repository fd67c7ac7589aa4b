/**
 * Number formats every page shares. `null`/`undefined` (not observed) always renders as "—" and is
 * never turned into 0. Negative signs use the typographic minus so columns of signed numbers align.
 */

import { MARKET_TIME_ZONE, toEastern } from '../../api/calendar';
export const MISSING = '—';
const MINUS = '−';

type Maybe = number | null | undefined;

function isMissing(v: Maybe): v is null | undefined {
  return v === null || v === undefined || Number.isNaN(v);
}

function sign(v: number, signed: boolean): string {
  if (v < 0) return MINUS;
  return signed && v > 0 ? '+' : '';
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
  for (const [size, unit] of UNITS) {
    if (abs >= size) return `${sign(v, opts.signed ?? false)}${trim((abs / size).toFixed(digits))}${unit}`;
  }
  return `${sign(v, opts.signed ?? false)}${trim(abs.toFixed(abs >= 100 ? 0 : digits))}`;
}

function trim(s: string): string {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

/** Dollars, compact: `$1.2M`, `−$340K`; `signed` adds "+" to positives (net premium, GEX). */
export function formatMoney(v: Maybe, opts: { signed?: boolean; digits?: number } = {}): string {
  if (isMissing(v)) return MISSING;
  const body = formatCompact(Math.abs(v), { digits: opts.digits ?? 2 });
  return `${sign(v, opts.signed ?? false)}$${body}`;
}

/** A price with cents: 589.5 → "589.50". */
export function formatPrice(v: Maybe, digits = 2): string {
  if (isMissing(v)) return MISSING;
  return `${v < 0 ? MINUS : ''}${Math.abs(v).toFixed(digits)}`;
}

/** Implied volatility given as a decimal (0.1238) shown as a percent ("12.4%"). */
export function formatIv(v: Maybe, digits = 1): string {
  if (isMissing(v)) return MISSING;
  return `${v < 0 ? MINUS : ''}${(Math.abs(v) * 100).toFixed(digits)}%`;
}

/** A signed percent change given as a decimal: −0.031 → "−3.1%". */
export function formatPercentChange(v: Maybe, digits = 1): string {
  if (isMissing(v)) return MISSING;
  return `${sign(v, true)}${(Math.abs(v) * 100).toFixed(digits)}%`;
}

/** A rank or percentile on the 0–1 scale: 0.62 → "0.62". */
export function formatRank(v: Maybe, digits = 2): string {
  if (isMissing(v)) return MISSING;
  return v.toFixed(digits);
}

// One formatter for every count: toLocaleString builds a new one per call, which shows in the tape.
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A plain count with thousands separators: 12500 → "12,500". */
export function formatCount(v: Maybe): string {
  if (isMissing(v)) return MISSING;
  return `${v < 0 ? MINUS : ''}${countFormat.format(Math.round(Math.abs(v)))}`;
}

/** A signed score (directional, imbalance): 0.4 → "+0.40". */
export function formatSigned(v: Maybe, digits = 2): string {
  if (isMissing(v)) return MISSING;
  return `${sign(v, true)}${Math.abs(v).toFixed(digits)}`;
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
