/**
 * The tape's filter and sort in the URL, so a filtered, sorted tape can be shared and survives a
 * reload: one parameter per filter field, a field at its default left out (a plain /flow is the unfiltered tape). Values a
 * trader could not have typed (a negative size, an unknown side) read as the default.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Direction } from '../../../api/types';
import { filterNumberOrNull, type FilterNumberKind } from './filter-number';
import { NO_FILTER, type SortKey, type TapeFilter, type TapeSort } from './tape-filter';
import { useTableSort } from '../../ui/use-table-sort';

type NumberKey = 'minPremium' | 'minSize' | 'minConfidence' | 'dteMin' | 'dteMax';

const NUMBERS: readonly { key: NumberKey; param: string; kind: FilterNumberKind }[] = [
  { key: 'minPremium', param: 'min_premium', kind: 'premium' },
  { key: 'minSize', param: 'min_size', kind: 'size' },
  { key: 'minConfidence', param: 'min_confidence', kind: 'confidence' },
  { key: 'dteMin', param: 'dte_min', kind: 'dte' },
  { key: 'dteMax', param: 'dte_max', kind: 'dte' },
];

const OPTION_TYPES = ['call', 'put'] as const;
const SIDES: readonly Direction[] = ['buy', 'sell', 'neutral'];
const ORDER_TYPE_RE = /^[a-z0-9_ -]{1,32}$/i;

/** Every URL parameter the tape filter owns. */
export const TAPE_FILTER_PARAMS = ['tickers', 'cp', 'side', 'type', ...NUMBERS.map((n) => n.param)] as const;

function tickersOf(raw: string | null): string[] {
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((t) => t.toUpperCase()),
    ),
  ];
}

export function readTapeFilter(p: URLSearchParams): TapeFilter {
  const cp = p.get('cp');
  const side = p.get('side');
  const type = p.get('type');
  const numbers = Object.fromEntries(NUMBERS.map((n) => [n.key, filterNumberOrNull(n.kind, p.get(n.param))]));
  return {
    ...NO_FILTER,
    ...(numbers as Record<NumberKey, number | null>),
    tickers: tickersOf(p.get('tickers')),
    optionType: OPTION_TYPES.find((t) => t === cp) ?? 'all',
    side: SIDES.find((s) => s === side) ?? 'all',
    orderType: type !== null && ORDER_TYPE_RE.test(type) ? type : 'all',
  };
}

/** A copy of the params carrying exactly this filter; the page's other parameters are kept. */
export function withTapeFilter(p: URLSearchParams, f: TapeFilter): URLSearchParams {
  const out = new URLSearchParams(p);
  for (const name of TAPE_FILTER_PARAMS) out.delete(name);
  if (f.tickers.length > 0) out.set('tickers', f.tickers.join(','));
  if (f.optionType !== 'all') out.set('cp', f.optionType);
  if (f.side !== 'all') out.set('side', f.side);
  if (f.orderType !== 'all') out.set('type', f.orderType);
  for (const n of NUMBERS) {
    const v = f[n.key];
    if (v !== null) out.set(n.param, String(v));
  }
  return out;
}

/** The tape filter of the page's URL and its setter (a replace, so typing does not flood the history). */
export function useTapeFilterParam(): [TapeFilter, (f: TapeFilter) => void] {
  const [params, setParams] = useSearchParams();
  const own = new URLSearchParams();
  for (const n of TAPE_FILTER_PARAMS) {
    const v = params.get(n);
    if (v !== null) own.set(n, v);
  }
  const key = own.toString();
  // One object per distinct filter, so effects keyed on it run only when the filter changes.
  const filter = useMemo(() => readTapeFilter(new URLSearchParams(key)), [key]);
  const set = useCallback((f: TapeFilter) => setParams((p) => withTapeFilter(p, f), { replace: true }), [setParams]);
  return [filter, set];
}

// A record, so a sort key added to the tape and not here fails to compile.
const SORT_KEYS: Record<SortKey, true> = {
  time: true,
  ticker: true,
  strike: true,
  dte: true,
  side: true,
  confidence: true,
  size: true,
  premium: true,
  spot: true,
  iv: true,
  delta: true,
};

function isSortKey(k: string): k is SortKey {
  return Object.hasOwn(SORT_KEYS, k);
}

/** The tape's table id: its sort is `sort.tape=-premium`, as every table's is (ui/use-table-sort.ts). */
export const TAPE_TABLE_ID = 'tape';

/**
 * The tape's sort from the URL, so a sorted tape can be shared; `saved` (the sort a trader kept in
 * their preferences before it moved here) is the default when the URL names none.
 */
export function useTapeSortParam(saved: TapeSort): [TapeSort, (s: TapeSort) => void] {
  const [sort, setSort] = useTableSort(TAPE_TABLE_ID, { column: saved.key, dir: saved.dir }, isSortKey);
  const key = sort && isSortKey(sort.column) ? sort.column : saved.key;
  const dir = sort?.dir ?? saved.dir;
  const tapeSort = useMemo<TapeSort>(() => ({ key, dir }), [key, dir]);
  const set = useCallback((s: TapeSort) => setSort({ column: s.key, dir: s.dir }), [setSort]);
  return [tapeSort, set];
}
