/**
 * Reading the rankings answers, as their schemas read them: directional truncation, pressure signs,
 * the latest cluster of a ticker's intent and the sessions offered (null stays null).
 */
import type { AnswerOf } from '../../../api/schemas';
import { newestSessionsFirst } from '../../data/session-list';

export type DirectionalAnswer = AnswerOf<'directional.current'>;
export type IntentDetailAnswer = AnswerOf<'flow.ticker'>;
export type IntentCluster = IntentDetailAnswer['clusters'][number];

export type Tone = 'up' | 'down' | 'neutral' | 'missing';

/** The sign of a value as a tone; 0 is a measured zero (neutral), null is not observed. */
export function toneOf(v: number | null): Tone {
  if (v === null) return 'missing';
  return v > 0 ? 'up' : v < 0 ? 'down' : 'neutral';
}

export const TONE_CLASS: Record<Tone, string> = {
  up: 'text-up',
  down: 'text-down',
  neutral: 'text-muted',
  missing: 'text-muted',
};
export const TONE_MARK: Record<Tone, string> = { up: '▲', down: '▼', neutral: '◆', missing: '' };

/** The four pressures with the directional meaning the reference gives each. */
export const PRESSURES = [
  { field: 'call_buy_pressure', label: 'Call buy', meaning: 'bullish' },
  { field: 'call_sell_pressure', label: 'Call sell', meaning: 'bearish' },
  { field: 'put_buy_pressure', label: 'Put buy', meaning: 'bearish' },
  { field: 'put_sell_pressure', label: 'Put sell', meaning: 'bullish' },
] as const;

export interface Truncation {
  readonly shown: number;
  readonly total: number | null;
  readonly truncated: boolean;
}

/** The reference: detect truncation by comparing `tickers_count` with the length of `data`. */
export function directionalTruncation(answer: DirectionalAnswer): Truncation {
  const shown = answer.data.length;
  const total = answer.tickers_count;
  return { shown, total, truncated: total !== null && total > shown };
}

/** `basis.calibration` when the answer states it. */
export function calibrationOf(answer: {
  readonly basis?: { readonly calibration?: string | null | undefined } | null | undefined;
}): string | null {
  return answer.basis?.calibration ?? null;
}

export { DIRECTION_LOOK, directionOrder, type Direction } from '../../data/readings/direction';

/** The latest cluster of a ticker-detail answer, by its `start` (the last listed when none has a time). */
export function latestCluster(clusters: readonly IntentCluster[]): IntentCluster | null {
  let best: IntentCluster | null = null;
  let bestAt = Number.NEGATIVE_INFINITY;
  for (const c of clusters) {
    const at = Date.parse(c.start ?? '');
    if (Number.isFinite(at) && at >= bestAt) {
      best = c;
      bestAt = at;
    }
  }
  return best ?? clusters.at(-1) ?? null;
}

/**
 * The cluster a ranking row describes: the one starting at the row's `last_cluster_at`, so the detail
 * under a row reads the same moment as the row (a detail fetched later also holds newer clusters).
 * Without that time, or when no cluster starts then, the latest cluster (`matched` false).
 */
export function clusterOfRow(
  clusters: readonly IntentCluster[],
  at: string | null,
): { cluster: IntentCluster | null; matched: boolean } {
  const atMs = Date.parse(at ?? '');
  if (Number.isFinite(atMs)) {
    const same = clusters.find((c) => Date.parse(c.start ?? '') === atMs);
    if (same) return { cluster: same, matched: true };
  }
  return { cluster: latestCluster(clusters), matched: false };
}

/** Session dates of a `/v1/flow/sessions` answer, newest first, whether listed as strings or `{ session }`. */
export function sessionsOf(answer: AnswerOf<'flow.sessions'> | undefined): string[] {
  return newestSessionsFirst(
    (answer?.sessions ?? []).map((s) => (s === null ? null : typeof s === 'string' ? s : s.session)),
  );
}
