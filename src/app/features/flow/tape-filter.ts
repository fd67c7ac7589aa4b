/** Filters and sort orders of the flow tape as the user sets them; `tape-index.ts` runs them over the columns. */
import type { Direction } from '../../../api/types';

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

export type SortKey =
  'time' | 'ticker' | 'strike' | 'dte' | 'side' | 'confidence' | 'size' | 'premium' | 'spot' | 'iv' | 'delta';

export interface TapeSort {
  readonly key: SortKey;
  readonly dir: 'asc' | 'desc';
}

export const DEFAULT_SORT: TapeSort = { key: 'time', dir: 'desc' };
