/** What the watchlist limits allow next, so the page can say it before the service refuses. */

export interface LimitState {
  readonly active: number;
  readonly maxActive: number;
  readonly additionsToday: number;
  readonly maxAdditions: number;
}

export type AddVerdict =
  { readonly ok: true; readonly countsAsAddition: boolean } | { readonly ok: false; readonly reason: string };

export function canAdd(
  s: LimitState,
  symbol: string,
  current: readonly string[],
  addedToday: readonly string[],
): AddVerdict {
  if (current.includes(symbol)) return { ok: false, reason: `${symbol} is already on the watchlist.` };
  if (s.active >= s.maxActive)
    return {
      ok: false,
      reason: `Watchlist limit reached: at most ${s.maxActive} active symbols. Remove one before adding ${symbol}.`,
    };
  // Re-adding a symbol already added today does not use another of the day's distinct additions.
  const countsAsAddition = !addedToday.includes(symbol);
  if (countsAsAddition && s.additionsToday >= s.maxAdditions)
    return {
      ok: false,
      reason: `Daily limit reached: at most ${s.maxAdditions} distinct additions per UTC day (resets 00:00 UTC).`,
    };
  return { ok: true, countsAsAddition };
}

/** A warning to show before a limit is hit (null when far from both). */
export function limitWarning(s: LimitState): string | null {
  if (s.active >= s.maxActive) return `Watchlist limit reached: ${s.active} of ${s.maxActive} active symbols.`;
  if (s.additionsToday >= s.maxAdditions) return `No additions left today (${s.maxAdditions} per UTC day).`;
  const parts: string[] = [];
  if (s.maxActive - s.active <= 3) parts.push(`${s.maxActive - s.active} active slot(s) left`);
  if (s.maxAdditions - s.additionsToday <= 5) parts.push(`${s.maxAdditions - s.additionsToday} addition(s) left today`);
  return parts.length ? `Close to the limits: ${parts.join(', ')}.` : null;
}

/** Move one item up (−1) or down (+1); out-of-range moves return the list unchanged. */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const out = [...list];
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return out;
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/** Move an item to another position (drag and drop). */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}
