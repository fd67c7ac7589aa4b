/**
 * Which of the board's per-symbol answers a column's "as of" reads: the newest one, by the service's
 * own `as_of` (the delay block's, else the answer's), never by when the browser received it.
 */

/** What an answer says of when it was observed, as its schema reads it: its `as_of` and its delay block's. */
export interface TimedAnswer {
  readonly as_of?: string | null | undefined;
  readonly data?: { readonly as_of: string | null } | null | undefined;
}

/** The service's observation time of an answer, in epoch ms; null when it states none. */
export function answerTimeMs(answer: TimedAnswer | undefined): number | null {
  const stamp = answer?.data?.as_of ?? answer?.as_of ?? null;
  const ms = stamp === null ? NaN : Date.parse(stamp);
  return Number.isNaN(ms) ? null : ms;
}

/** The newest answer among the symbols' answers, or undefined when none states a time. */
export function newestAnswer<T extends TimedAnswer>(payloads: Iterable<T>): T | undefined {
  let best: T | undefined = undefined;
  let bestMs = -Infinity;
  for (const p of payloads) {
    const ms = answerTimeMs(p);
    if (ms !== null && ms > bestMs) {
      best = p;
      bestMs = ms;
    }
  }
  return best;
}
