/**
 * What the palette offers for a query: pages by name or by a trader's word for them ("vol", "dark
 * pool", "screener"), a ticker's page ("NVDA vol", "NVDA dark pool"), and an OCC symbol's contract page.
 * Pure, so every phrase a trader types is tested without a browser.
 */
import { isOcc } from '../../api/occ';
import { parseTicker } from '../../api/ticker';

export interface PageTarget {
  readonly label: string;
  /** Words a trader types for it, lower case; a query matches a word it begins. */
  readonly words: readonly string[];
  /** A page about one ticker takes it in its path; the others ignore it. */
  readonly path: (ticker: string) => string;
  readonly perTicker: boolean;
}

const page = (label: string, words: string[], to: string): PageTarget => ({
  label,
  words,
  path: () => to,
  perTicker: false,
});
const tickerPage = (label: string, words: string[], to: (t: string) => string): PageTarget => ({
  label,
  words,
  path: to,
  perTicker: true,
});

/** Every page of the dashboard: the palette reaches them all. */
export const PAGE_TARGETS: readonly PageTarget[] = [
  page('Board', ['board', 'home'], '/'),
  page('Watchlist', ['watchlist', 'symbols'], '/watchlist'),
  page('Flow tape', ['flow', 'tape', 'abnormal', 'unusual'], '/flow'),
  page('Rankings', ['rankings', 'intent', 'momentum', 'directional'], '/rankings'),
  page('Tide', ['tide', 'premium', 'market tide'], '/tide'),
  page('Earnings', ['earnings', 'reporters'], '/earnings'),
  page('Economic calendar', ['calendar', 'economic', 'macro', 'etf flow'], '/calendar'),
  page('Markets', ['markets', 'screener', 'congress', 'catalysts'], '/markets'),
  page('Alerts', ['alerts', 'alarm', 'notify', 'price alert'], '/alerts'),
  page('Account', ['account', 'api key', 'usage', 'register', 'tier'], '/account'),
  page('Desk', ['desk', 'workspace', 'layout', 'panels'], '/desk'),
  tickerPage('GEX', ['gex', 'gamma', 'levels', 'exposure'], (t) => `/gex/${t}`),
  tickerPage('Volatility', ['vol', 'volatility', 'iv', 'surface', 'skew'], (t) => `/volatility/${t}`),
  tickerPage('Dark pool', ['dark pool', 'darkpool', 'dp', 'prints', 'off-exchange'], (t) => `/darkpool/${t}`),
  tickerPage('Open interest', ['oi', 'open interest'], (t) => `/oi/${t}`),
  tickerPage('Session replay', ['replay', 'session replay', 'playback'], (t) => `/replay/${t}`),
  tickerPage('Profile', ['profile', 'overview', 'news', 'fundamentals', 'insider', 'short'], (t) => `/ticker/${t}`),
];

/** The ticker a per-ticker page opens at when the query names none. */
export const DEFAULT_TICKER = 'SPY';

export interface PaletteLink {
  readonly label: string;
  readonly to: string;
}

function matches(target: PageTarget, phrase: string): boolean {
  if (phrase === '') return false;
  return target.label.toLowerCase().startsWith(phrase) || target.words.some((w) => w.startsWith(phrase));
}

/**
 * Pages for a query: "vol" → Volatility (at SPY); "nvda vol" → NVDA's volatility page; "nvda" alone →
 * nothing here (the ticker groups open it); an OCC symbol → its contract page. Empty query: every page.
 */
export function pageLinks(query: string, defaultTicker = DEFAULT_TICKER): PaletteLink[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (q === '') return PAGE_TARGETS.map((t) => ({ label: t.label, to: t.path(defaultTicker) }));
  // The reference writes OCC symbols with the `O:` prefix; a trader often types them without it.
  const occ = q.toUpperCase().startsWith('O:') ? q.toUpperCase() : `O:${q.toUpperCase()}`;
  if (isOcc(occ)) return [{ label: `Contract ${occ}`, to: `/contract/${encodeURIComponent(occ)}` }];
  const [first, ...rest] = q.split(' ');
  const ticker = rest.length > 0 ? parseTicker(first!) : null;
  if (ticker) {
    const phrase = rest.join(' ');
    const forTicker = PAGE_TARGETS.filter((t) => t.perTicker && matches(t, phrase));
    if (forTicker.length > 0) return forTicker.map((t) => ({ label: `${ticker} ${t.label}`, to: t.path(ticker) }));
  }
  return PAGE_TARGETS.filter((t) => matches(t, q)).map((t) => ({
    label: t.perTicker ? `${t.label} (${defaultTicker})` : t.label,
    to: t.path(defaultTicker),
  }));
}

/**
 * Saved desks for a query, as "Desk: <name>" entries: every desk when the query is empty or names desks
 * ("desk", "desk sw"), else those whose name begins with it.
 */
export function deskLinks(query: string, names: readonly string[]): PaletteLink[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  const phrase = q.startsWith('desk') ? q.slice(4).replace(/^:?\s*/, '') : q;
  const listed = q === '' || q.startsWith('desk') ? names.filter((n) => n.toLowerCase().startsWith(phrase)) : [];
  const byName = q === '' || q.startsWith('desk') ? [] : names.filter((n) => n.toLowerCase().startsWith(q));
  return [...listed, ...byName].map((n) => ({ label: `Desk: ${n}`, to: `/desk/${encodeURIComponent(n)}` }));
}
