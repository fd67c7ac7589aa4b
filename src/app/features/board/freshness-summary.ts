/**
 * The board's sources folded into one line for a phone: how many are fresh and what is wrong with the
 * others ("4 fresh · 1 delayed"). Provisional is the normal state of a session's data, so it is not
 * counted against a source; the full badges are one tap away.
 */
import { delayOf, type FreshnessMeta } from '../../ui/freshness-badge';

export type SourceState = 'fresh' | 'delayed' | 'market closed' | 'degraded' | 'not yet';

/** Worst first: a source that is both degraded and delayed counts as degraded. */
export function sourceState(meta: FreshnessMeta | undefined): SourceState {
  if (!meta) return 'not yet';
  if (meta.degraded) return 'degraded';
  if (meta.stale_live_window) return 'market closed';
  const delay = delayOf(meta);
  if ((delay && !delay.realtime) || meta.delayed) return 'delayed';
  return 'fresh';
}

const ORDER: readonly SourceState[] = ['fresh', 'delayed', 'market closed', 'degraded', 'not yet'];

export interface SummaryPart {
  readonly state: SourceState;
  readonly count: number;
}

/** The states present, in a fixed order, with their counts: `[{fresh, 4}, {delayed, 1}]`. */
export function freshnessSummary(metas: readonly (FreshnessMeta | undefined)[]): SummaryPart[] {
  const counts = new Map<SourceState, number>();
  for (const m of metas) {
    const s = sourceState(m);
    counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  return ORDER.filter((s) => counts.has(s)).map((state) => ({ state, count: counts.get(state)! }));
}
