/**
 * Whose abnormal trades raise an alert. By default the account's watchlist: the whole market raises a
 * few a minute, too many to keep a page open beside. A trader can widen it to every ticker or name some.
 */
export const ALERT_SCOPES = ['watchlist', 'all', 'tickers'] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];

export const ALERT_SCOPE_NAMES: Readonly<Record<AlertScope, string>> = {
  watchlist: 'my watchlist',
  all: 'every ticker',
  tickers: 'these tickers',
};

/**
 * The tickers whose trades alert: `all`, a set (upper case), or null while the watchlist is not known
 * (not read yet, or unreadable): then nothing alerts rather than everything.
 */
export function alertTickers(
  p: { readonly scope: AlertScope; readonly tickers: readonly string[] },
  watchlist: readonly string[] | null,
): 'all' | ReadonlySet<string> | null {
  if (p.scope === 'all') return 'all';
  const list = p.scope === 'watchlist' ? watchlist : p.tickers;
  return list === null ? null : new Set(list.map((t) => t.toUpperCase()));
}

export function inScope(ticker: string, tickers: 'all' | ReadonlySet<string> | null): boolean {
  return tickers === 'all' || (tickers !== null && tickers.has(ticker.toUpperCase()));
}
