/**
 * The options flow a group of orders drew, as the earnings and economic families summarise it (a
 * reporter's flow, an ETF's flow on a release day): counts and premiums from a block their schemas
 * read (`flowTotals`, src/api/schemas/earnings.ts), null when absent.
 */

/** The totals block as a schema reads it; a field it does not declare is simply not given. */
export interface FlowTotalsFields {
  readonly orders?: number | null;
  readonly contracts?: number | null;
  readonly total_premium?: number | null;
  readonly call_premium?: number | null;
  readonly put_premium?: number | null;
  readonly net_premium?: number | null;
  readonly put_call_premium_ratio?: number | null;
}

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

export function readFlowTotals(o: FlowTotalsFields | null | undefined): FlowTotals {
  return {
    orders: o?.orders ?? null,
    contracts: o?.contracts ?? null,
    totalPremium: o?.total_premium ?? null,
    callPremium: o?.call_premium ?? null,
    putPremium: o?.put_premium ?? null,
    netPremium: o?.net_premium ?? null,
    putCallPremiumRatio: o?.put_call_premium_ratio ?? null,
  };
}
