/**
 * A set of tickers as one comma-separated parameter (`symbols=`, `ticker=`): upper-cased, once each and
 * sorted, so the same set asked from two pages is one request key and one cached answer.
 */
export function tickerList(tickers: Iterable<string>): string {
  return [...new Set([...tickers].map((t) => t.trim().toUpperCase()).filter(Boolean))].sort().join(',');
}
