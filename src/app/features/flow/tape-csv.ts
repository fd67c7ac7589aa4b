/**
 * CSV of the rows the trader sees, in the order and with the columns shown: one field per value (a
 * column showing two values exports two fields), nulls empty, never 0.
 */
import type { CsvValue, TapeColumn } from './tape-columns';
import type { TapeEntry } from '../../data/tape-entry';

function cell(v: CsvValue): string {
  if (v === null) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function tapeCsv(rows: readonly TapeEntry[], columns: readonly TapeColumn[]): string {
  const fields = columns.flatMap((c) => c.csv);
  const lines = [fields.map((f) => cell(f.header)).join(',')];
  for (const r of rows) lines.push(fields.map((f) => cell(f.value(r))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
