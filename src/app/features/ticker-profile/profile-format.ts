/** Formats of the ticker profile: ET stamps to the minute, a share. */
import { formatEtDateTime as formatEtDateTimeAt, MISSING } from '../../ui/format';

/** News, catalysts and computed-at stamps read to the minute: "2026-11-13 16:10 ET". */
export const formatEtDateTime = (v: string | null | undefined): string => formatEtDateTimeAt(v, 'minute');

/** A 0–1 share as a whole percent: 0.5 → "50%". */
export function formatShare(v: number | null | undefined, digits = 0): string {
  if (v === null || v === undefined || Number.isNaN(v)) return MISSING;
  return `${(v * 100).toFixed(digits)}%`;
}
