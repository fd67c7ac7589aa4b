/**
 * CSV of the tape as the trader sees it: the rows in the order shown and the columns shown, through
 * the shared export (ui/csv-export.ts); a column showing two values exports two fields.
 */
import { toCsv } from '../../ui/csv-export';
import type { TapeColumn } from './tape-columns';
import type { TapeEntry } from '../../data/tape-entry';

export function tapeCsv(rows: readonly TapeEntry[], columns: readonly TapeColumn[]): string {
  return toCsv(
    rows,
    columns.flatMap((c) => c.csv),
  );
}
