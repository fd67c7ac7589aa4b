/** Formats of the ticker profile that format.ts does not carry: an instant as an ET date and time, a share. */
import { MARKET_TIME_ZONE } from '../../../api/calendar';
import { MISSING } from '../../ui/format';

const etDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A UTC instant as its US Eastern date and time: "2026-11-13 16:10 ET" (the date is ET's, not UTC's). */
export function formatEtDateTime(v: string | null | undefined): string {
  if (v === null || v === undefined) return MISSING;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) return MISSING;
  const parts = Object.fromEntries(etDateTime.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ET`;
}

/** A 0–1 share as a whole percent: 0.5 → "50%". */
export function formatShare(v: number | null | undefined, digits = 0): string {
  if (v === null || v === undefined || Number.isNaN(v)) return MISSING;
  return `${(v * 100).toFixed(digits)}%`;
}
