/**
 * The keyboard shortcuts: one table that the key handler (palette-keys.ts, use-hotkeys.ts) and the `?`
 * help (shortcuts-dialog.tsx) both read, so what the help lists is what the keys do.
 */
export interface Shortcut {
  readonly keys: string;
  readonly what: string;
}

/** A page reached by `g` then its letter. */
export interface PageShortcut {
  /** The letter after `g` (lower case: an upper-case letter after `g` is a ticker being typed). */
  readonly key: string;
  readonly page: string;
  /** The page's path; `:ticker` is the ticker on screen, else SPY (as the navigation opens them). */
  readonly path: string;
}

/** Each letter is the page's initial where it is free, else the word's most telling letter. */
export const PAGE_SHORTCUTS: readonly PageShortcut[] = [
  { key: 'b', page: 'Board', path: '/' },
  { key: 'd', page: 'Desk', path: '/desk' },
  { key: 'w', page: 'Watchlist', path: '/watchlist' },
  { key: 'f', page: 'Flow tape', path: '/flow' },
  { key: 'r', page: 'Rankings', path: '/rankings' },
  { key: 'g', page: 'GEX (gamma)', path: '/gex/:ticker' },
  { key: 'v', page: 'Volatility', path: '/volatility/:ticker' },
  { key: 't', page: 'Tide', path: '/tide' },
  { key: 'o', page: 'Open interest', path: '/oi/:ticker' },
  { key: 'p', page: 'Dark pool', path: '/darkpool/:ticker' },
  { key: 'i', page: 'Ticker profile (info)', path: '/ticker/:ticker' },
  { key: 's', page: 'Session replay', path: '/replay/:ticker' },
  { key: 'a', page: 'Alerts', path: '/alerts' },
  { key: 'e', page: 'Earnings', path: '/earnings' },
  { key: 'c', page: 'Economic calendar', path: '/calendar' },
  { key: 'm', page: 'Markets', path: '/markets' },
  { key: 'u', page: 'Account (user)', path: '/account' },
];

/** The letter after `g` → the page's path pattern. */
export const GO_TARGETS: Readonly<Record<string, string>> = Object.fromEntries(
  PAGE_SHORTCUTS.map((s) => [s.key, s.path]),
);

/** The keys besides the page shortcuts. */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'Ctrl K  or  /', what: 'Open the command palette (tickers, pages, actions)' },
  { keys: 'A–Z', what: 'Type a ticker anywhere: the palette opens with it ("NVDA vol" opens its volatility)' },
  { keys: '?', what: 'Show these shortcuts' },
  { keys: 'Esc', what: 'Close a dialog' },
];

/** How long after `g` a page key still counts as `g <key>`. */
export const GO_WINDOW_MS = 1500;

/**
 * How long `g <key>` waits for a next key before going: a key typed this soon after means a ticker
 * was being typed ("goog", "gld"), which goes to the palette whole, as an ambiguous vim mapping waits.
 */
export const GO_SETTLE_MS = 350;

const TICKER_PAGES = new Set(PAGE_SHORTCUTS.filter((s) => s.path.endsWith('/:ticker')).map((s) => s.path));

/** The ticker of a page about one ticker (`/gex/NVDA` → NVDA), else null. */
export function tickerOnScreen(pathname: string): string | null {
  const [, page, ticker, ...rest] = pathname.split('/');
  if (!page || !ticker || rest.length > 0 || !TICKER_PAGES.has(`/${page}/:ticker`)) return null;
  return decodeURIComponent(ticker).toUpperCase();
}

/** The path a page shortcut opens from `pathname`: a ticker page keeps the ticker on screen. */
export function goPath(pattern: string, pathname: string): string {
  return pattern.replace(':ticker', encodeURIComponent(tickerOnScreen(pathname) ?? 'SPY'));
}

/** Whether a key event comes from a place where the user is typing. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
