/**
 * Distances from the live price to the key levels. Levels are computed at the snapshot's
 * spot (the AM or PM chain snapshot); a trader acts on the last traded price, so every distance is
 * measured from that, and the snapshot's spot is shown only as what it is.
 */
import { formatEtTime, formatPrice } from '../ui/format';
import type { FlipDetail, Levels } from './key-levels';

export type { FlipDetail } from './key-levels';

export type DistanceLevel = 'gamma_flip' | 'local_gamma_transition' | 'call_wall' | 'put_wall' | 'max_pain';

export interface LevelDistance {
  readonly level: number | null;
  /** Level minus price, in dollars; null when either is not observed. */
  readonly abs: number | null;
  /** Same as a fraction of the price (−0.006 = −0.6%). */
  readonly pct: number | null;
}

export type LevelDistances = Readonly<Record<DistanceLevel, LevelDistance>>;

const LEVELS: readonly DistanceLevel[] = ['gamma_flip', 'local_gamma_transition', 'call_wall', 'put_wall', 'max_pain'];

/** Distance from spot to a level, in dollars and as a fraction of spot; null when either is missing. */
function distance(spot: number | null, level: number | null): { abs: number; pct: number } | null {
  if (spot === null || level === null || spot === 0) return null;
  return { abs: level - spot, pct: (level - spot) / spot };
}

function levelValue(levels: Levels & Partial<FlipDetail>, key: DistanceLevel): number | null {
  return key === 'local_gamma_transition' ? (levels.localTransition ?? null) : levels[key];
}

/** Distances from `price` (the last traded price) to every level; all null without a price. */
export function distancesFrom(price: number | null, levels: (Levels & Partial<FlipDetail>) | null): LevelDistances {
  const out = {} as Record<DistanceLevel, LevelDistance>;
  for (const key of LEVELS) {
    const level = levels ? levelValue(levels, key) : null;
    const d = distance(price, level);
    out[key] = { level, abs: d?.abs ?? null, pct: d?.pct ?? null };
  }
  return out;
}

/** "from last 140.81": what every distance on screen is measured from. */
export function fromLastLabel(price: number | null): string {
  return `from last ${formatPrice(price)}`;
}

/** "levels computed at spot 142.44 (08:30 ET snapshot)": the snapshot's spot, named as such. */
export function snapshotSpotLabel(spot: number | null, snapshotAsOf: string | null): string {
  const time = snapshotAsOf === null ? null : formatEtTime(snapshotAsOf).slice(0, 5);
  const when = time && /^\d\d:\d\d$/.test(time) ? ` (${time} ET snapshot)` : ' (snapshot)';
  return `levels computed at spot ${formatPrice(spot)}${when}`;
}

/**
 * The reference's `gamma_flip_type` in a trader's words: which flip the headline `gamma_flip` is, and
 * what the local transition beside it means.
 */
export function flipTypeWords(type: Levels['gamma_flip_type']): string {
  switch (type) {
    case 'global_cumulative':
      return 'Flip: where cumulative net GEX across all strikes crosses zero, nearest the price (the usual reading).';
    case 'local_per_strike':
      return 'Flip is the local fallback: cumulative net GEX never crosses zero in this DTE bucket, so the flip is where per-strike GEX changes sign near the price.';
    default:
      return 'Flip type not stated by the service.';
  }
}

/** What the local transition is, next to the global flip. */
export const LOCAL_TRANSITION_WORDS =
  'Local transition: the strike nearest the price where per-strike net GEX changes sign — where hedging pressure turns locally, often much closer than the global flip.';
