/**
 * The tape's view as an index: the rows that pass the filter, in sort order, as an array of row
 * numbers over the columns (tape-rows.ts). The same functions serve the store's incremental inserts on
 * the main thread and a whole rebuild in the index worker (tape-index.worker.ts).
 */
import type { TapeFilter, TapeSort } from './tape-filter';
import {
  optionTypeCode,
  sideCode,
  type NumberField,
  type StringField,
  type TapeColumnsView,
  type TapeRows,
} from './tape-rows';

/** A filter with its strings replaced by the pools' codes: what the worker can test without strings. */
export interface RowFilter {
  readonly tickers: readonly number[] | null;
  readonly minPremium: number | null;
  readonly minSize: number | null;
  readonly minConfidence: number | null;
  readonly dteMin: number | null;
  readonly dteMax: number | null;
  readonly optionType: number | null;
  readonly side: number | null;
  readonly orderType: number | null;
}

/** A sort with, for the ticker key, each ticker code's rank in alphabetical order. */
export interface RowSort extends TapeSort {
  readonly tickerRank?: Float64Array;
}

/** Codes are given to the filter's strings even before a row carries them, so that they stay valid. */
export function resolveFilter(f: TapeFilter, rows: TapeRows): RowFilter {
  return {
    tickers: f.tickers.length > 0 ? f.tickers.map((t) => rows.pools.ticker.code(t.toUpperCase())) : null,
    minPremium: f.minPremium,
    minSize: f.minSize,
    minConfidence: f.minConfidence,
    dteMin: f.dteMin,
    dteMax: f.dteMax,
    optionType: f.optionType === 'all' ? null : optionTypeCode(f.optionType),
    side: f.side === 'all' ? null : sideCode(f.side),
    orderType: f.orderType === 'all' ? null : rows.pools.orderType.code(f.orderType),
  };
}

export function resolveSort(sort: TapeSort, rows: TapeRows): RowSort {
  if (sort.key !== 'ticker') return sort;
  const names = rows.pools.ticker.strings;
  const order = names.map((_, code) => code).filter((c) => names[c] !== null);
  order.sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0));
  const tickerRank = new Float64Array(names.length).fill(NaN);
  order.forEach((code, rank) => (tickerRank[code] = rank));
  return { ...sort, tickerRank };
}

/** The columns a filter and a sort read: all a rebuild in the worker needs to be sent. */
export function columnsNeeded(
  f: RowFilter,
  sort: TapeSort,
): {
  numbers: NumberField[];
  strings: StringField[];
  optionType: boolean;
  side: boolean;
} {
  const numbers = new Set<NumberField>(['tsMs']);
  if (f.minPremium !== null) numbers.add('premium');
  if (f.minSize !== null) numbers.add('size');
  if (f.minConfidence !== null) numbers.add('confidence');
  if (f.dteMin !== null || f.dteMax !== null) numbers.add('dte');
  const strings = new Set<StringField>();
  if (f.tickers) strings.add('ticker');
  if (f.orderType !== null) strings.add('orderType');
  let side = f.side !== null;
  if (sort.key === 'ticker') strings.add('ticker');
  else if (sort.key === 'side') side = true;
  else if (sort.key !== 'time') numbers.add(sort.key);
  return { numbers: [...numbers], strings: [...strings], optionType: f.optionType !== null, side };
}

function column<T>(c: T | undefined, name: string): T {
  if (c === undefined) throw new Error(`tape index: column ${name} not provided`);
  return c;
}

/** One predicate over a row number with only the active tests in it. */
export function rowPredicate(cols: TapeColumnsView, f: RowFilter): (row: number) => boolean {
  const tests: ((row: number) => boolean)[] = [];
  if (f.tickers) {
    const codes = new Set(f.tickers);
    const t = column(cols.strings.ticker, 'ticker');
    tests.push((r) => codes.has(t[r]!));
  }
  // NaN (not observed) fails every comparison, so a row without the value never passes a bound.
  const atLeast = (name: NumberField, min: number | null): void => {
    if (min === null) return;
    const a = column(cols.numbers[name], name);
    tests.push((r) => a[r]! >= min);
  };
  atLeast('premium', f.minPremium);
  atLeast('size', f.minSize);
  atLeast('confidence', f.minConfidence);
  atLeast('dte', f.dteMin);
  if (f.dteMax !== null) {
    const a = column(cols.numbers.dte, 'dte');
    const max = f.dteMax;
    tests.push((r) => a[r]! <= max);
  }
  const codeIs = (a: Uint8Array | Uint32Array, code: number): void => {
    tests.push((r) => a[r] === code);
  };
  if (f.optionType !== null) codeIs(column(cols.optionType, 'optionType'), f.optionType);
  if (f.side !== null) codeIs(column(cols.side, 'side'), f.side);
  if (f.orderType !== null) codeIs(column(cols.strings.orderType, 'orderType'), f.orderType);
  if (tests.length === 0) return () => true;
  if (tests.length === 1) return tests[0]!;
  return (r) => {
    for (const t of tests) if (!t(r)) return false;
    return true;
  };
}

/** sell < neutral < buy, by side code (null, buy, sell, neutral). */
const SIDE_RANK = [NaN, 1, -1, 0];

/**
 * The comparator of the internal order: ascending by key, ties by time then arrival, so the order is
 * total and an insert position unique. A descending view reads the index from its end, which keeps the
 * common case (the newest row of a time-descending tape) an append. Nulls sort after every value in the
 * order shown, whichever the direction.
 */
export function rowComparator(cols: TapeColumnsView, sort: RowSort): (a: number, b: number) => number {
  const ts = column(cols.numbers.tsMs, 'tsMs');
  const tie = (a: number, b: number): number => ts[a]! - ts[b]! || a - b;
  if (sort.key === 'time') return tie;
  const key = sortKey(cols, sort);
  const nullFirst = sort.dir === 'desc' ? -1 : 1;
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    if (x !== y) {
      const xNull = Number.isNaN(x);
      const yNull = Number.isNaN(y);
      if (xNull && yNull) return tie(a, b);
      if (xNull) return nullFirst;
      if (yNull) return -nullFirst;
      return x - y;
    }
    return tie(a, b);
  };
}

function sortKey(cols: TapeColumnsView, sort: RowSort): (row: number) => number {
  if (sort.key === 'ticker') {
    const t = column(cols.strings.ticker, 'ticker');
    const rank = column(sort.tickerRank, 'tickerRank');
    return (r) => rank[t[r]!] ?? NaN;
  }
  if (sort.key === 'side') {
    const s = column(cols.side, 'side');
    return (r) => SIDE_RANK[s[r]!]!;
  }
  const a = column(cols.numbers[sort.key === 'time' ? 'tsMs' : sort.key], sort.key);
  return (r) => a[r]!;
}

/** The whole view: every row below `cols.length` that passes, not in `exclude`, in internal order. */
export function buildIndex(
  cols: TapeColumnsView,
  filter: RowFilter,
  sort: RowSort,
  exclude: Uint32Array | null,
): Uint32Array {
  const pass = rowPredicate(cols, filter);
  const skip = exclude && exclude.length > 0 ? new Set(exclude) : null;
  const out = new Uint32Array(cols.length);
  let n = 0;
  for (let r = 0; r < cols.length; r++) if (pass(r) && !skip?.has(r)) out[n++] = r;
  const index = out.subarray(0, n);
  const cmp = rowComparator(cols, sort);
  // Rows arrive mostly in time order: a time sort usually finds the index sorted already.
  if (sort.key !== 'time' || !isSorted(index, cmp)) index.sort(cmp);
  return index.slice();
}

function isSorted(index: Uint32Array, cmp: (a: number, b: number) => number): boolean {
  for (let i = 1; i < index.length; i++) if (cmp(index[i - 1]!, index[i]!) > 0) return false;
  return true;
}
