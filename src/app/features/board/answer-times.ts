/**
 * Which of the board's per-symbol answers a column's "as of" reads: the newest one, by the service's
 * own `as_of` (the delay block's, else the answer's), never by when the browser received it.
 */
import { asObj, str } from '../../data/readers';

/** The service's observation time of an answer, in epoch ms; null when it states none. */
export function answerTimeMs(payload: unknown): number | null {
  const o = asObj(payload);
  const stamp = str(asObj(o?.data)?.as_of) ?? str(o?.as_of);
  const ms = stamp === null ? NaN : Date.parse(stamp);
  return Number.isNaN(ms) ? null : ms;
}

/** The newest answer among the symbols' answers, or undefined when none states a time. */
export function newestAnswer(payloads: Iterable<unknown>): unknown {
  let best: unknown = undefined;
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
