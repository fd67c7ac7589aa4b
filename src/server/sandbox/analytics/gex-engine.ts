/**
 * The GEX computation behind the six GEX routes, memoised per (ticker, session, slot, filter):
 * snapshot → greeks at the snapshot spot → exposures, key levels; flow from visible orders.
 */

import type { DteFilter } from '../../../api/dte-filter';
import type { FlowOrder, KeyLevels } from '../../../api/types';
import {
  exposureByExpiry,
  exposureByStrike,
  exposureByStrikeExpiry,
  filterByDte,
  flowGexByStrike,
  skippedContracts,
  withFlow,
  type ExposureContract,
  type StrikeExposure,
} from './gex-exposure';
import { keyLevels } from './gex';
import type { ChainContract, ChainSnapshot, OiSlot } from '../model/types';
import { contractGreeks, greeksOf } from '../model/chain-greeks';
import { Memo } from '../model/memo';
import { cachedTradingDte } from '../model/trading-dte';
import type { Market } from '../market';

export interface StructuralGex {
  readonly snapshot: ChainSnapshot;
  readonly contracts: readonly ExposureContract[];
  readonly byStrike: readonly StrikeExposure[];
  readonly levels: KeyLevels;
  readonly total: number;
  readonly skipped: number;
}

export interface FlowGex {
  readonly byStrike: ReadonlyMap<number, number>;
  readonly total: number;
  readonly orders: number;
}

/** A contract as the exposure sums read it, with its greeks at the given spot and time. */
export function exposureContractAt(
  c: ChainContract,
  spot: number | null,
  rate: number,
  atMs: number,
): ExposureContract {
  const g = contractGreeks(c, spot, rate, atMs);
  return {
    type: c.type,
    strike: c.strike,
    expiration: c.expiration,
    tradingDte: c.tradingDte,
    openInterest: c.openInterest,
    gamma: g.gamma,
    charm: g.charm,
    vanna: g.vanna,
  };
}

export class GexEngine {
  private readonly memo = new Memo(256);
  constructor(private readonly market: Market) {}

  /** Every contract of the snapshot with its greeks at the snapshot spot and time (unfiltered). */
  exposureContracts(
    ticker: string,
    session: string,
    slot: OiSlot,
  ): { snapshot: ChainSnapshot; contracts: ExposureContract[] } {
    return this.memo.get(`contracts|${ticker}|${session}|${slot}`, () => {
      const snapshot = this.market.chainSnapshot(ticker, session, slot);
      const contracts = snapshot.contracts.map((c) => {
        return exposureContractAt(c, snapshot.spot, snapshot.rate, snapshot.asOf);
      });
      return { snapshot, contracts };
    });
  }

  structural(ticker: string, session: string, slot: OiSlot, filter: DteFilter): StructuralGex {
    return this.memo.get(`structural|${ticker}|${session}|${slot}|${filter}`, () => {
      const { snapshot, contracts: all } = this.exposureContracts(ticker, session, slot);
      const contracts = filterByDte(all, filter);
      const byStrike = exposureByStrike(contracts, snapshot.spot);
      return {
        snapshot,
        contracts,
        byStrike,
        levels: keyLevels(byStrike, contracts, snapshot.spot),
        total: byStrike.reduce((s, r) => s + r.net_gex, 0),
        skipped: skippedContracts(contracts),
      };
    });
  }

  /** Flow GEX of the orders printed by `cutoff`, in the filter's DTE bucket, at the snapshot spot. */
  flow(
    ticker: string,
    session: string,
    snapshot: ChainSnapshot,
    filter: DteFilter,
    cutoff: number,
  ): FlowGex & { orderList: FlowOrder[] } {
    return this.memo.get(`flow|${ticker}|${session}|${snapshot.slot}|${filter}|${cutoff}`, () => {
      const orderList = this.market
        .sessionOrders(ticker, session)
        .filter(
          (o) =>
            o.ts_ms <= cutoff &&
            filterByDte([{ tradingDte: cachedTradingDte(session, o.order.expiration) }], filter).length === 1,
        );
      const byStrike = flowGexByStrike(
        orderList.map((o) => ({
          strike: o.order.strike,
          contracts: o.order.total_contracts,
          direction: o.order.direction,
          gamma: greeksOf(
            o.order.option_type,
            o.order.strike,
            o.order.expiration,
            o.order.implied_volatility,
            snapshot.spot,
            snapshot.rate,
            o.ts_ms,
          ).gamma,
        })),
        snapshot.spot,
      );
      let total = 0;
      for (const v of byStrike.values()) total += v;
      return { byStrike, total, orders: orderList.length, orderList };
    });
  }

  withFlowLevels(s: StructuralGex, flow: FlowGex) {
    const rows = withFlow(s.byStrike, flow.byStrike);
    return { rows, levels: keyLevels(rows, s.contracts, s.snapshot.spot) };
  }

  byExpiry(s: StructuralGex) {
    return exposureByExpiry(s.contracts, s.snapshot.spot);
  }
  strikeExpiry(s: StructuralGex) {
    return exposureByStrikeExpiry(s.contracts, s.snapshot.spot);
  }
}
