/**
 * A table's sort in the URL, so a link (or a reload) keeps it: one search parameter per table,
 * `sort.<tableId>=premium` ascending, `sort.<tableId>=-premium` descending. The table's default sort is
 * not written, so a plain link stays plain. The page's other parameters are kept.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortDir, TableSort } from './sort-rows';

const COLUMN_RE = /^[A-Za-z0-9_.]{1,40}$/;

export function sortParamName(tableId: string): string {
  return `sort.${tableId}`;
}

/** The sort a parameter value names; null for none or one a trader could not have made. */
export function readSortParam(raw: string | null): TableSort | null {
  if (raw === null) return null;
  const dir: SortDir = raw.startsWith('-') ? 'desc' : 'asc';
  const column = dir === 'desc' ? raw.slice(1) : raw;
  return COLUMN_RE.test(column) ? { column, dir } : null;
}

export function writeSortParam(sort: TableSort): string {
  return `${sort.dir === 'desc' ? '-' : ''}${sort.column}`;
}

/** A copy of the params carrying this table's sort (none at the default). */
export function withTableSort(
  p: URLSearchParams,
  tableId: string,
  sort: TableSort | null,
  fallback: TableSort | null,
): URLSearchParams {
  const out = new URLSearchParams(p);
  const name = sortParamName(tableId);
  const isDefault =
    sort === null || (fallback !== null && sort.column === fallback.column && sort.dir === fallback.dir);
  if (isDefault) out.delete(name);
  else out.set(name, writeSortParam(sort));
  return out;
}

/**
 * The table's sort (the URL's, else `fallback`) and its setter. `accept` rejects a column the table
 * does not have, so a stale link falls back instead of sorting by nothing.
 */
export function useTableSort(
  tableId: string,
  fallback: TableSort | null,
  accept: (column: string) => boolean = () => true,
): [TableSort | null, (s: TableSort | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(sortParamName(tableId));
  const fbColumn = fallback?.column;
  const fbDir = fallback?.dir;
  // One object per distinct sort, so effects and memos keyed on it run only when it changes.
  const parsed = useMemo(() => readSortParam(raw), [raw]);
  const fb = useMemo<TableSort | null>(
    () => (fbColumn && fbDir ? { column: fbColumn, dir: fbDir } : null),
    [fbColumn, fbDir],
  );
  const sort = parsed && accept(parsed.column) ? parsed : fb;
  const set = useCallback(
    (s: TableSort | null) => setParams((p) => withTableSort(p, tableId, s, fb), { replace: true }),
    [setParams, tableId, fb],
  );
  return [sort, set];
}
