/**
 * Readers of the flow aggregates (`/v1/options-flow/summary` and `/contracts`), whose shapes the
 * reference does not show: each field is read under the names the tape and the sandbox use, and a
 * field not found is null ("—"), never 0.
 */
import { asObj, pickNum, pickObjs, pickStr, rowsOf, type Obj } from '../../data/readers';

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

function premiumTotals(o: Obj): PremiumTotals {
  return {
    ticker: pickStr(o, 'ticker'),
    orders: pickNum(o, 'orders', 'order_count'),
    contracts: pickNum(o, 'contracts', 'total_contracts'),
    totalPremium: pickNum(o, 'total_premium', 'premium'),
    callPremium: pickNum(o, 'call_premium'),
    putPremium: pickNum(o, 'put_premium'),
    bought: pickNum(o, 'premium_bought', 'buy_premium'),
    sold: pickNum(o, 'premium_sold', 'sell_premium'),
    netPremium: pickNum(o, 'net_premium'),
    putCallRatio: pickNum(o, 'put_call_premium_ratio', 'put_call_ratio'),
  };
}

export function readFlowSummary(payload: unknown): FlowSummary {
  const o = asObj(payload);
  const totals = asObj(o?.totals) ?? asObj(o?.summary);
  return {
    totals: totals ? premiumTotals(totals) : null,
    byTicker: pickObjs(o, 'top_tickers', 'tickers_summary', 'by_ticker').map(premiumTotals),
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

export function readActiveContracts(payload: unknown): ActiveContract[] {
  return rowsOf(payload, 'rows').map((r) => {
    const type = pickStr(r, 'option_type')?.toLowerCase();
    return {
      occ: pickStr(r, 'option_symbol', 'option_ticker', 'occ'),
      ticker: pickStr(r, 'ticker'),
      optionType: type === 'call' || type === 'put' ? type : null,
      strike: pickNum(r, 'strike'),
      expiration: pickStr(r, 'expiration'),
      orders: pickNum(r, 'orders', 'order_count'),
      contracts: pickNum(r, 'contracts', 'total_contracts'),
      premium: pickNum(r, 'premium', 'total_premium'),
      netPremium: pickNum(r, 'net_premium'),
    };
  });
}
