/** CSV of the rows the trader sees, in the order and with the columns shown. Nulls stay empty, never 0. */
import type { TapeColumn } from './tape-columns';
import type { TapeEntry } from './tape-entry';

function cell(v: string | number | null): string {
  if (v === null) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function tapeCsv(rows: readonly TapeEntry[], columns: readonly TapeColumn[]): string {
  const lines = [columns.map((c) => cell(c.csvHeader)).join(',')];
  for (const r of rows) lines.push(columns.map((c) => cell(c.csv(r))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
