/** `dte_filter` of the GEX routes: the five buckets and the integer compatibility mapping (Document A). */

export const DTE_FILTERS = ['all', '0dte', '0+1', 'weekly', 'monthly'] as const;
export type DteFilter = (typeof DTE_FILTERS)[number];

/** Inclusive upper bound of each bucket in trading days; `all` has none. */
export const DTE_FILTER_MAX_TRADING_DAYS: Readonly<Record<DteFilter, number | null>> = {
  all: null,
  '0dte': 0,
  '0+1': 1,
  weekly: 7,
  monthly: 30,
};

/**
 * Normalise a raw `dte_filter` value. Accepts the five names, `0+1` sent literally, URL-encoded
 * (`0%2B1`) or form-decoded (`0 1`), and a plain integer of days. Returns null for anything else.
 */
export function normalizeDteFilter(raw: string): DteFilter | null {
  let value = raw.trim().toLowerCase();
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  if (value === '0 1') value = '0+1';
  if ((DTE_FILTERS as readonly string[]).includes(value)) return value as DteFilter;
  if (/^\d+$/.test(value)) {
    const days = Number(value);
    if (days === 0) return '0dte';
    if (days === 1) return '0+1';
    if (days <= 7) return 'weekly';
    if (days <= 30) return 'monthly';
    return 'all';
  }
  return null;
}

/** Whether an expiry `tradingDte` trading days away belongs to the bucket. */
export function dteFilterIncludes(filter: DteFilter, tradingDte: number): boolean {
  const max = DTE_FILTER_MAX_TRADING_DAYS[filter];
  return tradingDte >= 0 && (max === null || tradingDte <= max);
}
