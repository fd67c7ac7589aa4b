/**
 * The gamma flip, in the two variants the service publishes (reference, GEX objects): where the
 * cumulative by-strike net GEX crosses zero, interpolated, the crossing nearest spot (or the per-strike
 * transition when the cumulative sum never crosses). Structural is computed from open interest alone;
 * with-flow adds the session's large orders, so the two can differ (NVDA 134.57 against 136.96). Every
 * flip on screen says which it is, by `FLIP_LABEL`.
 */
import type { Levels, LevelsBasis } from '../key-levels';

export type FlipVariant = 'structural' | 'with-flow';

/** The name a flip carries wherever it is shown. */
export const FLIP_LABEL: Readonly<Record<FlipVariant, string>> = {
  structural: 'structural flip',
  'with-flow': 'with-flow flip',
};

/** The same name, capitalised at the start of a label or a heading. */
export function flipTitle(variant: FlipVariant): string {
  const label = FLIP_LABEL[variant];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export const FLIP_DEFINITION =
  'Gamma flip: where the cumulative by-strike net GEX crosses zero, nearest the spot (the service’s). Structural flip: from open interest alone; with-flow flip: with the session’s large orders added.';

/**
 * The variant of each source the pages read. The flat `/levels` answer carries no flow fields and in
 * the sandbox equals `/with-flow`'s `key_levels_structural` (the reference leaves its basis unstated;
 * the readings browser test checks the two agree); `/with-flow`'s `key_levels` is with flow.
 */
export const LEVELS_ANSWER_VARIANT: FlipVariant = 'structural';

/** The variant of a with-flow answer's key-levels block. */
export function variantOfBlock(block: LevelsBasis): FlipVariant {
  return block === 'key_levels' ? 'with-flow' : 'structural';
}

export interface FlipReading {
  readonly variant: FlipVariant;
  /** The flip's price; null when the service gave none (shown "—"). */
  readonly price: number | null;
  /** `local_per_strike` when the cumulative sum never crosses and the per-strike transition stands in. */
  readonly type: Levels['gamma_flip_type'];
}

/** The flip of a levels block, named by its variant. */
export function flipOf(levels: Levels | null, variant: FlipVariant): FlipReading {
  return { variant, price: levels?.gamma_flip ?? null, type: levels?.gamma_flip_type ?? null };
}
