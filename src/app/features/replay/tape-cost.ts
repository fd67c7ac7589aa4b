/**
 * What a first read of a session's tape costs, and whether to ask before spending it. The REST tape
 * draws on the day's flow-row budget (one row per order), so a busy ticker's first read is thousands of
 * rows; a tape the BFF already stored costs nothing and is read without asking.
 * The estimate is the with-flow answer's `summary.flow_orders_count` (the orders behind the session's
 * flow), which the replay reads anyway for its levels: it costs no request and no row.
 */
import type { AnswerOf } from '../../../api/schemas';

export type TapeReadDecision =
  /** Stored already, or the trader said Read: read it. */
  | { readonly kind: 'read' }
  /** Asking the BFF whether the tape is stored (costs nothing). */
  | { readonly kind: 'checking' }
  /** Not stored: name the cost and ask. `rows` null when no estimate could be read. */
  | { readonly kind: 'ask'; readonly rows: number | null }
  /** The trader said Not now: nothing is read until asked again. */
  | { readonly kind: 'declined'; readonly rows: number | null };

export interface TapeReadInput {
  /** Whether the BFF holds the session's tape; null while asking. */
  readonly stored: boolean | null;
  readonly choice: 'read' | 'not-now' | null;
  readonly estimate: number | null;
}

export function tapeReadDecision(input: TapeReadInput): TapeReadDecision {
  if (input.stored === true || input.choice === 'read') return { kind: 'read' };
  if (input.stored === null) return { kind: 'checking' };
  if (input.choice === 'not-now') return { kind: 'declined', rows: input.estimate };
  return { kind: 'ask', rows: input.estimate };
}

/** The orders behind the session's flow, rounded to the hundred; null when the answer does not say. */
export function tapeRowEstimate(withFlow: AnswerOf<'gex.withFlow'> | undefined): number | null {
  const n = withFlow?.summary?.flow_orders_count;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return null;
  return n < 100 ? Math.round(n) : Math.round(n / 100) * 100;
}
