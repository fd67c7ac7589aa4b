/** Filters and sort orders of the flow tape, compiled once into plain functions for the hot path. */
import type { Direction } from '../../../api/types';
import type { TapeEntry } from './tape-entry';

export interface TapeFilter {
  /** Empty = every ticker of the subscription. */
  readonly tickers: readonly string[];
  readonly minPremium: number | null;
  readonly minSize: number | null;
  /** 0 to 1. */
  readonly minConfidence: number | null;
  readonly optionType: 'all' | 'call' | 'put';
  readonly side: 'all' | Direction;
  readonly orderType: 'all' | string;
  readonly dteMin: number | null;
  readonly dteMax: number | null;
}

export const NO_FILTER: TapeFilter = {
  tickers: [],
  minPremium: null,
  minSize: null,
  minConfidence: null,
  optionType: 'all',
  side: 'all',
  orderType: 'all',
  dteMin: null,
  dteMax: null,
};

export function isFilterActive(f: TapeFilter): boolean {
  return (
    f.tickers.length > 0 ||
    f.minPremium !== null ||
    f.minSize !== null ||
    f.minConfidence !== null ||
    f.optionType !== 'all' ||
    f.side !== 'all' ||
    f.orderType !== 'all' ||
    f.dteMin !== null ||
    f.dteMax !== null
  );
}

/** One predicate with only the active tests in it. */
export function compileFilter(f: TapeFilter): (e: TapeEntry) => boolean {
  const tests: ((e: TapeEntry) => boolean)[] = [];
  if (f.tickers.length > 0) {
    const set = new Set(f.tickers.map((t) => t.toUpperCase()));
    tests.push((e) => set.has(e.ticker));
  }
  const { minPremium, minSize, minConfidence, dteMin, dteMax } = f;
  if (minPremium !== null) tests.push((e) => e.premium !== null && e.premium >= minPremium);
  if (minSize !== null) tests.push((e) => e.size !== null && e.size >= minSize);
  if (minConfidence !== null) tests.push((e) => e.confidence !== null && e.confidence >= minConfidence);
  if (f.optionType !== 'all') {
    const t = f.optionType;
    tests.push((e) => e.optionType === t);
  }
  if (f.side !== 'all') {
    const s = f.side;
    tests.push((e) => e.side === s);
  }
  if (f.orderType !== 'all') {
    const o = f.orderType;
    tests.push((e) => e.orderType === o);
  }
  if (dteMin !== null) tests.push((e) => e.dte !== null && e.dte >= dteMin);
  if (dteMax !== null) tests.push((e) => e.dte !== null && e.dte <= dteMax);
  if (tests.length === 0) return () => true;
  return (e) => {
    for (const t of tests) if (!t(e)) return false;
    return true;
  };
}

export type SortKey =
  'time' | 'ticker' | 'strike' | 'dte' | 'side' | 'confidence' | 'size' | 'premium' | 'spot' | 'iv' | 'delta';

export interface TapeSort {
  readonly key: SortKey;
  readonly dir: 'asc' | 'desc';
}

export const DEFAULT_SORT: TapeSort = { key: 'time', dir: 'desc' };

const SIDE_ORDER: Record<Direction, number> = { sell: -1, neutral: 0, buy: 1 };

function keyOf(key: SortKey): (e: TapeEntry) => number | string | null {
  switch (key) {
    case 'time':
      return (e) => e.tsMs;
    case 'ticker':
      return (e) => e.ticker;
    case 'strike':
      return (e) => e.strike;
    case 'dte':
      return (e) => e.dte;
    case 'side':
      return (e) => (e.side === null ? null : SIDE_ORDER[e.side]);
    case 'confidence':
      return (e) => e.confidence;
    case 'size':
      return (e) => e.size;
    case 'premium':
      return (e) => e.premium;
    case 'spot':
      return (e) => e.spot;
    case 'iv':
      return (e) => e.iv;
    case 'delta':
      return (e) => e.delta;
  }
}

/**
 * The comparator of the store's internal order: ascending by key, ties by time then event_id, so the
 * order is total and an insert position is unique. A descending view reads the array from its end,
 * which keeps the common case — the newest row of a time-descending tape — an O(1) append. Nulls
 * (not observed) sort after every value in the order shown, whichever the direction.
 */
export function internalComparator(sort: TapeSort): (a: TapeEntry, b: TapeEntry) => number {
  const k = keyOf(sort.key);
  const nullsFirstInternally = sort.dir === 'desc';
  return (a, b) => {
    const x = k(a);
    const y = k(b);
    if (x !== y) {
      if (x === null) return nullsFirstInternally ? -1 : 1;
      if (y === null) return nullsFirstInternally ? 1 : -1;
      if (x < y) return -1;
      if (x > y) return 1;
    }
    if (a.tsMs !== b.tsMs) return a.tsMs - b.tsMs;
    return a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0;
  };
}
