/**
 * Contract drift: a field of an upstream answer or stream frame that does not match what the reference
 * fixes. Shared by the BFF (which records and forwards) and the app (which marks the panel).
 */

export interface DriftIssue {
  /** Dotted field path inside the answer or frame, e.g. `summary.key_levels.gamma_flip` or `data.order.premium`. */
  readonly path: string;
  /** What was wrong, in a few words: `missing`, `expected number, got string`, `unknown enum value "BUY"`. */
  readonly problem: string;
}

/** Response header naming the drifted fields of this answer (comma-separated paths), read by the panels. */
export const DRIFT_HEADER = 'x-contract-drift';
