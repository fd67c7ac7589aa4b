/**
 * CSV of a table as the trader sees it: the columns on screen, in the order shown, numbers unformatted
 * (the API's value, not "$1.2M"), a null as an empty field (never 0), times as their ET date and time
 * with the zone in the header. Every table's export goes through here, the tape's too.
 */
import { toEastern } from '../../api/calendar';
import { formatEtTime } from './format';

export type CsvValue = string | number | boolean | null;

/** One field of a row: a column that shows two values (side and confidence) exports two fields. */
export interface CsvField<R> {
  readonly header: string;
  readonly value: (row: R) => CsvValue;
}

function escapeField(v: CsvValue): string {
  if (v === null) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The CSV text (RFC 4180: CRLF line ends, quoted where a field needs it). */
export function toCsv<R>(rows: readonly R[], fields: readonly CsvField<R>[]): string {
  const lines = [fields.map((f) => escapeField(f.header)).join(',')];
  for (const r of rows) lines.push(fields.map((f) => escapeField(f.value(r))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A time column's header: the zone is named once, in the header, not in every field. */
export function etHeader(header: string): string {
  return `${header} (ET)`;
}

/**
 * An instant (epoch ms or ISO text) as its ET date and time, "2026-09-14 10:30:05"; a session date
 * ("2026-09-14") has no time and stays as it is; null or unreadable is an empty field.
 */
export function etCsvTime(v: string | number | null): string | null {
  if (v === null) return null;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const ms = typeof v === 'number' ? v : Date.parse(v);
  if (Number.isNaN(ms)) return null;
  return `${toEastern(ms).day} ${formatEtTime(ms)}`;
}

/** `<table>-YYYY-MM-DD-HHmm-ET.csv`, the moment of the export in ET, so files sort by time. */
export function csvFileName(table: string, nowMs: number): string {
  const et = toEastern(nowMs);
  const hh = String(Math.floor(et.minute / 60)).padStart(2, '0');
  const mm = String(et.minute % 60).padStart(2, '0');
  const safe = table.replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '') || 'table';
  return `${safe}-${et.day}-${hh}${mm}-ET.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  // The click starts the download synchronously; the URL can go once the event loop has moved on.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
