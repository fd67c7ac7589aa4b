/** Market-wide orders of a session up to a cutoff, grouped by ticker and memoised (they feed several families). */
import { sessionHours } from '../../../api/calendar';
import type { FlowOrder } from '../../../api/types';
import type { IntentOrder } from '../analytics/intent';
import { closeLikelihood } from '../analytics/intent';
import { greeksOf } from './chain-greeks';
import { Memo } from './lru-cache';
import type { SimMarketApi } from './sim-market';
import { cachedTradingDte } from './trading-dte';

/** Rate for order greeks when no snapshot is at hand: the model's rate read once per session from SPY's AM snapshot. */
export class SessionOrders {
  private readonly memo = new Memo(64);
  constructor(private readonly market: SimMarketApi) {}

  /** Orders printed in [open, cutoff] of every ticker (or the given ones), by ticker, ascending. */
  byTicker(session: string, cutoff: number, tickers?: ReadonlySet<string>): Map<string, FlowOrder[]> {
    const all = this.memo.get(`orders|${session}|${cutoff}`, () => {
      const { openMs } = sessionHours(session);
      const out = new Map<string, FlowOrder[]>();
      for (const o of this.market.flowOrdersBetween(session, openMs - 60 * 60_000, cutoff + 1)) {
        const list = out.get(o.ticker);
        if (list) list.push(o);
        else out.set(o.ticker, [o]);
      }
      return out;
    });
    if (!tickers) return all;
    return new Map([...all].filter(([t]) => tickers.has(t)));
  }

  rate(session: string): number {
    return this.memo.get(
      `rate|${session}`,
      () => this.market.chainSnapshot(this.market.universe[0]!.ticker, session, 'AM').rate,
    );
  }

  /** An order with its per-share greeks at the print, trading DTE and closing likelihood. */
  intentOrder(o: FlowOrder, session: string): IntentOrder {
    const g = greeksOf(
      o.order.option_type,
      o.order.strike,
      o.order.expiration,
      o.order.implied_volatility,
      o.order.spot_price,
      this.rate(session),
      o.ts_ms,
    );
    return {
      order: o,
      // The order's own delta wins (it is what the tape reports); BS fills gamma, vega, theta.
      greeks: { delta: o.order.delta, gamma: g.gamma, vega: g.vega, theta: g.theta },
      dte: cachedTradingDte(session, o.order.expiration),
      closing: closeLikelihood(o, null),
    };
  }

  intentOrders(session: string, cutoff: number): Map<string, IntentOrder[]> {
    return this.memo.get(`intent|${session}|${cutoff}`, () => {
      const out = new Map<string, IntentOrder[]>();
      for (const [t, list] of this.byTicker(session, cutoff))
        out.set(
          t,
          list.map((o) => this.intentOrder(o, session)),
        );
      return out;
    });
  }
}
