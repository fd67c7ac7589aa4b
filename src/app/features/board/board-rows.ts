/** Join the board's sources into one row per watchlist symbol, and sort rows with nulls last. */
import { distance, pickNum, readLevels, readQuote, rowsOf, str, type Levels, type Quote } from '../../data/readers';

export interface BoardRow {
  readonly ticker: string;
  readonly last: number | null;
  readonly changePct: number | null;
  readonly change: number | null;
  readonly realtime: boolean | null;
  readonly levels: Levels | null;
  readonly flipPct: number | null;
  readonly flipAbs: number | null;
  readonly callWallPct: number | null;
  readonly callWallAbs: number | null;
  readonly putWallPct: number | null;
  readonly putWallAbs: number | null;
  readonly atmIv: number | null;
  readonly directional: number | null;
  readonly imbalance: number | null;
  readonly flowNetPremium: number | null;
  readonly flowDirection: string | null;
}

export interface BoardSources {
  readonly directional?: unknown;
  readonly atm?: unknown;
  readonly flow?: unknown;
  readonly levels: ReadonlyMap<string, unknown>;
  readonly quotes: ReadonlyMap<string, unknown>;
}

function indexBy(rows: readonly Readonly<Record<string, unknown>>[]): Map<string, Readonly<Record<string, unknown>>> {
  const m = new Map<string, Readonly<Record<string, unknown>>>();
  for (const r of rows) {
    const t = str(r.ticker) ?? str(r.symbol);
    if (t) m.set(t.toUpperCase(), r);
  }
  return m;
}

export function buildBoardRows(tickers: readonly string[], src: BoardSources): BoardRow[] {
  const dir = indexBy(rowsOf(src.directional, 'data'));
  const atm = indexBy(rowsOf(src.atm, 'results'));
  const flow = indexBy(rowsOf(src.flow, 'rankings'));
  return tickers.map((ticker) => {
    const levels = src.levels.has(ticker) ? readLevels(src.levels.get(ticker)) : null;
    const quote: Quote | null = src.quotes.has(ticker) ? readQuote(ticker, src.quotes.get(ticker)) : null;
    const a = atm.get(ticker);
    const last = quote?.last ?? levels?.spot ?? pickNum(a, 'spot');
    // Distances are measured from the spot the levels were computed at, so they agree with the levels.
    const spot = levels?.spot ?? last;
    const flip = distance(spot, levels?.gamma_flip ?? null);
    const cw = distance(spot, levels?.call_wall ?? null);
    const pw = distance(spot, levels?.put_wall ?? null);
    const d = dir.get(ticker);
    const f = flow.get(ticker);
    return {
      ticker,
      last,
      change: quote?.change ?? null,
      changePct: quote?.changePct ?? null,
      realtime: quote?.realtime ?? null,
      levels,
      flipPct: flip?.pct ?? null,
      flipAbs: flip?.abs ?? null,
      callWallPct: cw?.pct ?? null,
      callWallAbs: cw?.abs ?? null,
      putWallPct: pw?.pct ?? null,
      putWallAbs: pw?.abs ?? null,
      atmIv: pickNum(a, 'atm_iv'),
      directional: pickNum(d, 'directional_score'),
      imbalance: pickNum(d, 'imbalance_score'),
      flowNetPremium: pickNum(f, 'net_premium'),
      flowDirection: str(f?.direction),
    };
  });
}

export type SortKey =
  | 'ticker'
  | 'last'
  | 'changePct'
  | 'regime'
  | 'flipPct'
  | 'callWallPct'
  | 'putWallPct'
  | 'atmIv'
  | 'directional'
  | 'flowNetPremium';

function sortValue(r: BoardRow, key: SortKey): number | string | null {
  switch (key) {
    case 'ticker':
      return r.ticker;
    case 'regime':
      return r.levels?.gamma_regime ?? null;
    default:
      return r[key];
  }
}

/** Sorted copy; missing values always go last whatever the direction. */
export function sortRows(rows: readonly BoardRow[], key: SortKey, dir: 'asc' | 'desc'): BoardRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va === null && vb === null) return 0;
    if (va === null) return 1;
    if (vb === null) return -1;
    if (typeof va === 'string' || typeof vb === 'string') return sign * String(va).localeCompare(String(vb));
    return sign * (va - vb);
  });
}
