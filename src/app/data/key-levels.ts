/**
 * Key levels from the typed GEX answers (reference, GEX objects): flat at the top level on `/levels`,
 * nested in `summary.key_levels` (and `summary.key_levels_structural` on with-flow) on the profile and
 * with-flow. The schema has read every field once; here a block becomes the levels the pages draw.
 */
import type { z } from 'zod';
import type { AnswerOf } from '../../api/schemas';
import type { keyLevels } from '../../api/schemas/gex';

export type KeyLevelsBlock = z.output<typeof keyLevels>;
export type LevelsAnswer = AnswerOf<'gex.levels'>;
export type WithFlowAnswer = AnswerOf<'gex.withFlow'>;
/** Which key-levels block of a with-flow answer: with the session's flow, or open interest alone. */
export type LevelsBasis = 'key_levels' | 'key_levels_structural';

export interface Levels {
  readonly spot: number | null;
  readonly gamma_flip: number | null;
  readonly gamma_flip_type: KeyLevelsBlock['gamma_flip_type'];
  readonly gamma_regime: KeyLevelsBlock['gamma_regime'];
  readonly call_wall: number | null;
  readonly put_wall: number | null;
  readonly max_pain: number | null;
  readonly max_pain_expiry: string | null;
}

/** The flip fields the reference returns beside `gamma_flip` (`gamma_flip_type`'s raw values). */
export interface FlipDetail {
  readonly globalFlip: number | null;
  readonly localTransition: number | null;
}

/** The fields both a key-levels block and the flat `/levels` answer carry. */
type LevelFields = Pick<KeyLevelsBlock, keyof Levels | 'global_gamma_flip' | 'local_gamma_transition'>;

/** A block (or the flat `/levels` answer) as the levels drawn; null when there is none. */
export function levelsOf(block: LevelFields | null | undefined): Levels | null {
  if (!block) return null;
  return {
    spot: block.spot,
    gamma_flip: block.gamma_flip,
    gamma_flip_type: block.gamma_flip_type,
    gamma_regime: block.gamma_regime,
    call_wall: block.call_wall,
    put_wall: block.put_wall,
    max_pain: block.max_pain,
    max_pain_expiry: block.max_pain_expiry ?? null,
  };
}

/** The global flip and the local per-strike transition of a block (or the flat `/levels` answer). */
export function flipDetailOf(block: LevelFields | null | undefined): FlipDetail {
  return { globalFlip: block?.global_gamma_flip ?? null, localTransition: block?.local_gamma_transition ?? null };
}

/** A with-flow answer's block of that basis; null when the answer has none. */
export function withFlowBlock(answer: WithFlowAnswer | undefined, which: LevelsBasis): KeyLevelsBlock | null {
  return answer?.summary?.[which] ?? null;
}
