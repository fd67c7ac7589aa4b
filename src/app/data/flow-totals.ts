/**
 * The options flow a group of orders drew, as the earnings and economic families summarise it (a
 * reporter's flow, an ETF's flow on a release day): counts and premiums, read leniently, null when absent.
 */
import { pickNum, type Obj } from './readers';

export interface FlowTotals {
  readonly orders: number | null;
  readonly contracts: number | null;
  readonly totalPremium: number | null;
  readonly callPremium: number | null;
  readonly putPremium: number | null;
  /** Signed by the aggressor: buys +, sells − (reference: signed premium). */
  readonly netPremium: number | null;
  readonly putCallPremiumRatio: number | null;
}

export function readFlowTotals(o: Obj | null): FlowTotals {
  return {
    orders: pickNum(o, 'orders'),
    contracts: pickNum(o, 'contracts'),
    totalPremium: pickNum(o, 'total_premium'),
    callPremium: pickNum(o, 'call_premium'),
    putPremium: pickNum(o, 'put_premium'),
    netPremium: pickNum(o, 'net_premium'),
    putCallPremiumRatio: pickNum(o, 'put_call_premium_ratio'),
  };
}
