/**
 * Merging abnormal trades from the REST seed and the stream into one list: each event once (by
 * eventId, the first copy kept), newest first by the trade's time, bounded. A trade without a time
 * goes after the timed ones.
 */
import type { AbnormalEntry } from '../../data/abnormal-row';

function timeOf(e: AbnormalEntry): number {
  const t = e.timestamp === null ? Number.NaN : Date.parse(e.timestamp);
  return Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY;
}

export function mergeAbnormal(
  current: readonly AbnormalEntry[],
  incoming: readonly AbnormalEntry[],
  keep: number,
): AbnormalEntry[] {
  const ids = new Set(current.map((e) => e.eventId));
  const added = incoming.filter((e) => !ids.has(e.eventId) && ids.add(e.eventId));
  if (added.length === 0) return [...current];
  return [...current, ...added]
    .sort((a, b) => {
      const [ta, tb] = [timeOf(a), timeOf(b)];
      return ta === tb ? 0 : tb - ta;
    })
    .slice(0, keep);
}
