/**
 * The panels of every tab that want rows of a stream endpoint, merged into the one subscription each
 * socket carries, and the reverse lookup: which panels want a row of this ticker.
 */
import type { StreamEndpoint, TickerSelection } from './protocol';

export interface PanelTarget {
  readonly port: string;
  readonly panel: string;
}

interface PanelSub {
  readonly port: string;
  readonly panel: string;
  readonly endpoint: StreamEndpoint;
  /** null = all tickers. */
  readonly tickers: ReadonlySet<string> | null;
}

/** Upper-case, trimmed, unique, sorted: two panels asking for `spy` and `SPY ` share one symbol. */
export function normalizeTickers(tickers: readonly string[]): string[] {
  const set = new Set<string>();
  for (const t of tickers) {
    const s = t.trim().toUpperCase();
    if (s !== '') set.add(s);
  }
  return [...set].sort();
}

/** A stable text key of a selection, to tell whether the socket's subscription must be re-sent. */
export function selectionKey(sel: TickerSelection | null): string {
  if (sel === null) return '';
  return sel === 'all' ? '*' : sel.join(',');
}

export class Subscriptions {
  private readonly subs = new Map<string, PanelSub>();

  private static key(port: string, panel: string): string {
    return `${port}\u0000${panel}`;
  }

  /** Set (or replace) what one panel of one port wants; returns true when that changed anything. */
  set(port: string, panel: string, endpoint: StreamEndpoint, tickers: TickerSelection): boolean {
    const k = Subscriptions.key(port, panel);
    const next: PanelSub = {
      port,
      panel,
      endpoint,
      tickers: tickers === 'all' ? null : new Set(normalizeTickers(tickers)),
    };
    const prev = this.subs.get(k);
    this.subs.set(k, next);
    return !prev || prev.endpoint !== endpoint || selectionKey(toSelection(prev)) !== selectionKey(toSelection(next));
  }

  /** What one panel wants now, or null when it has no subscription. */
  get(port: string, panel: string): { endpoint: StreamEndpoint; tickers: TickerSelection } | null {
    const s = this.subs.get(Subscriptions.key(port, panel));
    return s ? { endpoint: s.endpoint, tickers: toSelection(s) } : null;
  }

  remove(port: string, panel: string): boolean {
    return this.subs.delete(Subscriptions.key(port, panel));
  }

  /** Drop every panel of a port (tab closed); returns the endpoints that lost a panel. */
  removePort(port: string): Set<StreamEndpoint> {
    const touched = new Set<StreamEndpoint>();
    for (const [k, s] of this.subs) {
      if (s.port === port) {
        this.subs.delete(k);
        touched.add(s.endpoint);
      }
    }
    return touched;
  }

  /**
   * The merged subscription of an endpoint: null when no panel wants it, 'all' when one panel wants
   * every ticker, otherwise the sorted union of all panels' tickers (an empty list is no subscription).
   */
  union(endpoint: StreamEndpoint): TickerSelection | null {
    const set = new Set<string>();
    let any = false;
    for (const s of this.subs.values()) {
      if (s.endpoint !== endpoint) continue;
      if (s.tickers === null) return 'all';
      for (const t of s.tickers) set.add(t);
      any = true;
    }
    if (!any || set.size === 0) return null;
    return [...set].sort();
  }

  /** Panels that want a row of `ticker` on `endpoint`; a row naming no ticker ('') goes to every panel. */
  targets(endpoint: StreamEndpoint, ticker: string): PanelTarget[] {
    const out: PanelTarget[] = [];
    const t = ticker.toUpperCase();
    for (const s of this.subs.values()) {
      if (s.endpoint === endpoint && (t === '' || s.tickers === null || s.tickers.has(t)))
        out.push({ port: s.port, panel: s.panel });
    }
    return out;
  }

  /** Whether a panel's selection includes `ticker` (a row naming none is every panel's). */
  wants(port: string, panel: string, ticker: string): boolean {
    const s = this.subs.get(Subscriptions.key(port, panel));
    return !!s && (ticker === '' || s.tickers === null || s.tickers.has(ticker.toUpperCase()));
  }

  get size(): number {
    return this.subs.size;
  }
}

function toSelection(s: PanelSub): TickerSelection {
  return s.tickers === null ? 'all' : [...s.tickers].sort();
}
