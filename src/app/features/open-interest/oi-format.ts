/** How the open-interest panels write a change: signed counts, the two snapshots compared, the tone of a sign. */
import { formatCompact, formatCount, MISSING } from '../../ui/format';
import type { AnswerFor } from '../../data/endpoint-query';
import { readSnapshotPair, type SnapshotStamp } from './oi-readings';

function stamp(s: SnapshotStamp): string {
  return s.session ? `${s.session} ${s.slot ?? ''}`.trim() : MISSING;
}

/** "2026-11-19 PM → 2026-11-20 AM": the two snapshots an answer compares. */
export function pairText(answer: AnswerFor<'oi.change'> | AnswerFor<'oi.strikeChange'>): string {
  const pair = readSnapshotPair(answer);
  return `${stamp(pair.prior)} → ${stamp(pair.current)}`;
}

export function signedCount(v: number | null): string {
  if (v === null) return MISSING;
  return `${v > 0 ? '+' : ''}${formatCount(v)}`;
}

/** "+1.2K", "−533K", "0". */
export function signedCompact(v: number): string {
  return `${v > 0 ? '+' : v < 0 ? '−' : ''}${formatCompact(Math.abs(v))}`;
}

export function changeClass(v: number | null): string {
  return v === null || v === 0 ? '' : v > 0 ? 'text-up' : 'text-down';
}
