/**
 * Where a replay opens: the URL's moment (a shared link), else the last position this browser viewed
 * for the ticker and session, else the session's most active moment (the end of the 5-minute bucket
 * that traded the most shares, so its bars are on screen), else the open.
 */
import type { PriceBar } from '../../charts/price-bars';

const BUCKET_SEC = 5 * 60;
const STORAGE_PREFIX = 'replay-position';

/** The end (epoch ms) of the 5-minute bucket with the most volume; null when no bar says its volume. */
export function busiestMoment(bars: readonly PriceBar[]): number | null {
  const byBucket = new Map<number, number>();
  for (const b of bars) {
    if (b.volume === null || b.volume <= 0) continue;
    const start = Math.floor(b.time / BUCKET_SEC) * BUCKET_SEC;
    byBucket.set(start, (byBucket.get(start) ?? 0) + b.volume);
  }
  let best: { start: number; volume: number } | null = null;
  for (const [start, volume] of byBucket) if (!best || volume > best.volume) best = { start, volume };
  return best ? (best.start + BUCKET_SEC) * 1000 : null;
}

export interface OpeningInput {
  readonly urlMs: number | null;
  readonly lastViewedMs: number | null;
  /** null while the bars are loading. */
  readonly busiestMs: number | null;
  readonly barsLoaded: boolean;
  readonly openMs: number;
}

/** The moment to open at, or null while it cannot be told yet (the bars that name the busiest moment). */
export function openingMoment(input: OpeningInput): number | null {
  if (input.urlMs !== null) return input.urlMs;
  if (input.lastViewedMs !== null) return input.lastViewedMs;
  if (!input.barsLoaded) return null;
  return input.busiestMs ?? input.openMs;
}

const storageKey = (ticker: string, session: string): string => `${STORAGE_PREFIX}:${ticker}:${session}`;

/** The last position viewed, kept per ticker and session in this browser; null when none (or no storage). */
export function lastViewed(
  ticker: string,
  session: string,
  storage: Storage | undefined = globalStorage(),
): number | null {
  const v = Number(storage?.getItem(storageKey(ticker, session)) ?? NaN);
  return Number.isFinite(v) && v > 0 ? v : null;
}

export function rememberViewed(
  ticker: string,
  session: string,
  atMs: number,
  storage: Storage | undefined = globalStorage(),
): void {
  try {
    storage?.setItem(storageKey(ticker, session), String(Math.round(atMs)));
  } catch {
    // A full or refused storage only loses the convenience.
  }
}

function globalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
