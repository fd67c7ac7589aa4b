/** The keyboard shortcuts, listed once for the handler and the `?` help. */
export interface Shortcut {
  readonly keys: string;
  readonly what: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'Ctrl K  or  /', what: 'Open the command palette (tickers, pages, actions)' },
  { keys: 'A–Z', what: 'Type a ticker anywhere: the palette opens with it ("NVDA vol" opens its volatility)' },
  { keys: '?', what: 'Show these shortcuts' },
  { keys: 'g b', what: 'Go to the board' },
  { keys: 'g w', what: 'Go to the watchlist' },
  { keys: 'g f', what: 'Go to the flow tape' },
  { keys: 'g r', what: 'Go to the rankings' },
  { keys: 'Esc', what: 'Close a dialog' },
];

/** How long after `g` a page key still counts as `g <key>`. */
export const GO_WINDOW_MS = 1500;

export const GO_TARGETS: Readonly<Record<string, string>> = { b: '/', w: '/watchlist', f: '/flow', r: '/rankings' };

/** Whether a key event comes from a place where the user is typing. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
