/**
 * Readers of the flow aggregates (`/v1/options-flow/summary` and `/contracts`) from the answers as their
 * schemas read them (src/api/schemas/intent-flow.ts: the reference shows no field, the names are the
 * sandbox's). A field not given is null ("—"), never 0.
 */
import type { z } from 'zod';
import type { AnswerOf } from '../../../api/schemas';
import type { premiumTotals } from '../../../api/schemas/intent-flow';

export interface PremiumTotals {
  readonly ticker: string | null;
  readonly orders: number | null;
  readonly contracts: number | null;
  readonly totalPremium: number | null;
  readonly callPremium: number | null;
  readonly putPremium: number | null;
  readonly bought: number | null;
  readonly sold: number | null;
  readonly netPremium: number | null;
  readonly putCallRatio: number | null;
}

export interface FlowSummary {
  readonly totals: PremiumTotals | null;
  readonly byTicker: readonly PremiumTotals[];
}

function totalsOf(o: z.output<typeof premiumTotals>): PremiumTotals {
  return {
    ticker: o.ticker ?? null,
    orders: o.orders,
    contracts: o.contracts,
    totalPremium: o.total_premium,
    callPremium: o.call_premium,
    putPremium: o.put_premium,
    bought: o.premium_bought,
    sold: o.premium_sold,
    netPremium: o.net_premium,
    putCallRatio: o.put_call_premium_ratio,
  };
}

export function readFlowSummary(answer: AnswerOf<'optionsFlow.summary'>): FlowSummary {
  return {
    totals: answer.totals ? totalsOf(answer.totals) : null,
    byTicker: answer.top_tickers.map(totalsOf),
  };
}

export interface ActiveContract {
  readonly occ: string | null;
  readonly ticker: string | null;
  readonly optionType: 'call' | 'put' | null;
  readonly strike: number | null;
  readonly expiration: string | null;
  readonly orders: number | null;
  readonly contracts: number | null;
  readonly premium: number | null;
  readonly netPremium: number | null;
}

export function readActiveContracts(answer: AnswerOf<'optionsFlow.contracts'>): ActiveContract[] {
  return answer.rows.map((r) => ({
    occ: r.option_symbol,
    ticker: r.ticker,
    optionType: r.option_type,
    strike: r.strike,
    expiration: r.expiration,
    orders: r.orders,
    contracts: r.contracts,
    premium: r.premium,
    netPremium: r.net_premium,
  }));
}
