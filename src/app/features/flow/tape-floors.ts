/**
 * The tape filter's floors that the service applies itself. The reference names `min_premium`,
 * `min_contracts` and `min_confidence` on the REST tape and charges flow rows after filtering, so
 * history asked with them spends only rows the trader will see. The filters it does not publish (side,
 * call/put, DTE, order type) stay local, as does every filter over streamed rows (the stream has none).
 */
import type { TapeFilter } from './tape-filter';

export interface TapeFloors {
  readonly min_premium: number | null;
  readonly min_contracts: number | null;
  /** 0 to 1. */
  readonly min_confidence: number | null;
}

const NAMES = ['min_premium', 'min_contracts', 'min_confidence'] as const;

export function floorsOf(f: TapeFilter): TapeFloors {
  return { min_premium: f.minPremium, min_contracts: f.minSize, min_confidence: f.minConfidence };
}

/** The floors as request parameters: only those set. */
export function floorParams(f: TapeFloors): Partial<Record<(typeof NAMES)[number], number>> {
  const out: Partial<Record<(typeof NAMES)[number], number>> = {};
  for (const n of NAMES) {
    const v = f[n];
    if (v !== null) out[n] = v;
  }
  return out;
}

/** One string per distinct set of floors, for the history's key. */
export function floorsKey(f: TapeFloors): string {
  return NAMES.map((n) => `${n}=${f[n] ?? ''}`).join('&');
}

/**
 * Whether `next` lets through rows `prev` kept out (a floor lowered or removed): history read under
 * `prev` lacks them, so it must be read again. Raising a floor needs nothing: the rows held cover it.
 */
export function loosens(next: TapeFloors, prev: TapeFloors): boolean {
  return NAMES.some((n) => {
    const p = prev[n];
    const q = next[n];
    return p !== null && (q === null || q < p);
  });
}
