/**
 * Market-wide lists read for the markets page: the screener, congressional trades, the catalyst
 * calendar, from the answers as their schemas read them (src/api/schemas/markets.ts, one name per
 * field). Premium is in dollars, IV a decimal; a change in percent of unpublished unit is not read.
 * Anything not observed stays null. The screener's direction and next earnings are the readings every
 * page shares (so the screener never contradicts the board): the directional score's direction, and the earnings calendar's next report.
 * The screener's own `direction` is its net premium's sign, and its `next_earnings` looks two weeks
 * ahead, so neither is shown.
 */
import type { AnswerOf } from '../../../api/schemas';
import type { Direction } from '../../data/readings/direction';

/** The screener filters on the one direction (readings/direction.ts). */
export type Lean = Direction;

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
  /** The earnings calendar's next report (data/next-earnings.ts); null when it lists none. */
  readonly nextEarnings: string | null;
  /** 0–1, higher = more unusual across the screener's signals. */
  readonly score: number | null;
  /** The directional score's direction; null when the directional answer has no row for the ticker. */
  readonly direction: Direction | null;
}

/** The readings joined onto the screener's rows by ticker. */
export interface ScreenerJoins {
  readonly directions?: ReadonlyMap<string, Direction | null>;
  readonly nextEarnings?: ReadonlyMap<string, string>;
}

export interface Screener {
  /** What the answer names as its session: `latest` rather than a resolved date. */
  readonly session: string | null;
  readonly tickersScreened: number | null;
  readonly rows: readonly ScreenerRow[];
}

export function readScreener(answer: AnswerOf<'screener.run'> | undefined, joins: ScreenerJoins = {}): Screener {
  const rows = (answer?.rows ?? []).flatMap((r): ScreenerRow[] => {
    if (r.ticker === null) return [];
    const ticker = r.ticker.toUpperCase();
    return [
      {
        rank: r.rank,
        ticker,
        name: r.name,
        sector: r.sector,
        isEtf: r.is_etf,
        last: r.last,
        atmIv: r.atm_iv,
        orders: r.orders,
        totalPremium: r.total_premium,
        netPremium: r.net_premium,
        putCallPremiumRatio: r.put_call_premium_ratio,
        nextEarnings: joins.nextEarnings?.get(ticker) ?? null,
        score: r.score,
        direction: joins.directions?.get(ticker) ?? null,
      },
    ];
  });
  return { session: answer?.session ?? null, tickersScreened: answer?.tickers_count ?? null, rows };
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
      (view.lean === null || r.direction === view.lean) &&
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

export function readCongressTrades(answer: AnswerOf<'congress.trades'> | undefined): CongressTrade[] {
  return (answer?.rows ?? []).map((r) => ({
    member: r.member,
    party: r.party,
    ticker: r.ticker,
    type: r.transaction_type,
    traded: r.transaction_date,
    disclosed: r.disclosure_date,
    amount: r.amount_range,
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

/** The calendar's catalysts; one without a date cannot be placed (the drift mark names it). */
export function readCatalysts(answer: AnswerOf<'catalysts.calendar'> | undefined): Catalyst[] {
  return (answer?.rows ?? []).flatMap((r): Catalyst[] =>
    r.date === null
      ? []
      : [{ date: r.date, type: r.type, ticker: r.ticker, title: r.title, impact: r.impact, confirmed: r.confirmed }],
  );
}
