/**
 * Market-wide lists read for the markets page: the screener, congressional trades, the catalyst
 * calendar. Premium is in dollars, IV a decimal; a change in percent of unpublished unit is not read.
 * Anything not observed stays null.
 */
import { asObj, pickNum, pickStr, rowsOf } from '../../data/readers';

export type Lean = 'bullish' | 'bearish' | 'neutral';

export interface ScreenerRow {
  readonly rank: number | null;
  readonly ticker: string;
  readonly name: string | null;
  readonly sector: string | null;
  readonly isEtf: boolean | null;
  readonly last: number | null;
  readonly atmIv: number | null;
  readonly orders: number | null;
  readonly totalPremium: number | null;
  readonly netPremium: number | null;
  readonly putCallPremiumRatio: number | null;
  readonly nextEarnings: string | null;
  /** 0–1, higher = more unusual across the screener's signals. */
  readonly score: number | null;
  readonly lean: Lean | null;
}

export interface Screener {
  /** What the answer names as its session: `latest` rather than a resolved date. */
  readonly session: string | null;
  readonly tickersScreened: number | null;
  readonly rows: readonly ScreenerRow[];
}

function leanOf(v: string | null): Lean | null {
  return v === 'bullish' || v === 'bearish' || v === 'neutral' ? v : null;
}

export function readScreener(payload: unknown): Screener {
  const o = asObj(payload);
  const rows = rowsOf(payload, 'rows').flatMap((r): ScreenerRow[] => {
    const ticker = pickStr(r, 'ticker', 'symbol');
    if (ticker === null) return [];
    const etf = r.is_etf;
    return [
      {
        rank: pickNum(r, 'rank'),
        ticker: ticker.toUpperCase(),
        name: pickStr(r, 'name'),
        sector: pickStr(r, 'sector'),
        isEtf: typeof etf === 'boolean' ? etf : null,
        last: pickNum(r, 'last', 'price'),
        atmIv: pickNum(r, 'atm_iv'),
        orders: pickNum(r, 'orders'),
        totalPremium: pickNum(r, 'total_premium'),
        netPremium: pickNum(r, 'net_premium'),
        putCallPremiumRatio: pickNum(r, 'put_call_premium_ratio'),
        nextEarnings: pickStr(r, 'next_earnings'),
        score: pickNum(r, 'score'),
        lean: leanOf(pickStr(r, 'direction', 'lean')),
      },
    ];
  });
  return { session: pickStr(o, 'session'), tickersScreened: pickNum(o, 'tickers_count'), rows };
}

export interface ScreenerView {
  readonly lean: Lean | null;
  readonly sector: string | null;
  readonly stocksOnly: boolean;
}

/** The rows a view keeps; a row whose field is unknown is not kept by a filter on that field. */
export function filterScreener(rows: readonly ScreenerRow[], view: ScreenerView): ScreenerRow[] {
  return rows.filter(
    (r) =>
      (view.lean === null || r.lean === view.lean) &&
      (view.sector === null || r.sector === view.sector) &&
      (!view.stocksOnly || r.isEtf === false),
  );
}

/** The sectors the answer lists, for the sector filter (the reference publishes no list of keys). */
export function sectorsOf(rows: readonly ScreenerRow[]): string[] {
  return [...new Set(rows.map((r) => r.sector).filter((s): s is string => s !== null))].sort();
}

export interface CongressTrade {
  readonly member: string | null;
  readonly party: string | null;
  readonly ticker: string | null;
  readonly type: string | null;
  readonly traded: string | null;
  readonly disclosed: string | null;
  readonly amount: string | null;
}

export function readCongressTrades(payload: unknown): CongressTrade[] {
  return rowsOf(payload, 'rows').map((r) => ({
    member: pickStr(r, 'member', 'name'),
    party: pickStr(r, 'party'),
    ticker: pickStr(r, 'ticker'),
    type: pickStr(r, 'transaction_type', 'type'),
    traded: pickStr(r, 'transaction_date'),
    disclosed: pickStr(r, 'disclosure_date'),
    amount: pickStr(r, 'amount_range'),
  }));
}

export interface Catalyst {
  readonly date: string;
  readonly type: string | null;
  readonly ticker: string | null;
  readonly title: string | null;
  readonly impact: string | null;
  readonly confirmed: boolean | null;
}

export function readCatalysts(payload: unknown): Catalyst[] {
  return rowsOf(payload, 'rows').flatMap((r): Catalyst[] => {
    const date = pickStr(r, 'date');
    if (date === null) return [];
    const confirmed = r.confirmed;
    return [
      {
        date,
        type: pickStr(r, 'type'),
        ticker: pickStr(r, 'ticker'),
        title: pickStr(r, 'title', 'name'),
        impact: pickStr(r, 'impact'),
        confirmed: typeof confirmed === 'boolean' ? confirmed : null,
      },
    ];
  });
}
