/**
 * A table's rows in a column's order. A null (not observed) sorts last whichever way the column runs,
 * so "highest first" never opens on a page of dashes. Ties keep the answer's own order.
 */

export type SortDir = 'asc' | 'desc';
export type SortValue = number | string | null;

/** How a column's values compare: numbers by size, text by locale, times by their instant. */
export type ValueKind = 'number' | 'text' | 'time';

export interface TableSort {
  /** The column's id. */
  readonly column: string;
  readonly dir: SortDir;
}

function timeOf(v: number | string): number {
  return typeof v === 'number' ? v : Date.parse(v);
}

function compare(a: number | string, b: number | string, kind: ValueKind): number {
  if (kind === 'time') return timeOf(a) - timeOf(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

function isMissing(v: SortValue): v is null {
  return v === null || (typeof v === 'number' && Number.isNaN(v));
}

export function sortRows<R>(
  rows: readonly R[],
  value: (row: R) => SortValue,
  kind: ValueKind,
  dir: SortDir,
): readonly R[] {
  const sign = dir === 'asc' ? 1 : -1;
  const keyed = rows.map((row, i) => ({ row, i, v: value(row) }));
  keyed.sort((x, y) => {
    const xm = isMissing(x.v);
    const ym = isMissing(y.v);
    if (xm || ym) return xm === ym ? x.i - y.i : xm ? 1 : -1;
    return sign * compare(x.v as number | string, y.v as number | string, kind) || x.i - y.i;
  });
  return keyed.map((k) => k.row);
}

/** The direction a first click on a column gives: the largest figure or latest time first, text A→Z. */
export function firstDir(kind: ValueKind): SortDir {
  return kind === 'text' ? 'asc' : 'desc';
}
