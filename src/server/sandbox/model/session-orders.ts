/** Market-wide orders of a session up to a cutoff, grouped by ticker and memoised (they feed several families). */
import { sessionHours } from '../../../api/calendar';
import type { FlowOrder } from '../../../api/types';
import type { IntentOrder } from '../analytics/intent';
import { closeLikelihood } from '../analytics/intent';
import { RISK_FREE_RATE } from './chain';
import { greeksOf } from './chain-greeks';
import { Memo } from './memo';
import { cachedTradingDte } from './trading-dte';
import type { Market } from '../market';

/** Merge order of the whole-market tape: time, then ticker, then event id. */
function byTimeThenId(a: FlowOrder, b: FlowOrder): number {
  return a.ts_ms - b.ts_ms || (a.event_id < b.event_id ? -1 : a.event_id > b.event_id ? 1 : 0);
}

/** Above this many tickers, the whole-market grouping (built once, memoised) beats per-ticker lists. */
const PER_TICKER_LIMIT = 24;

/**
 * Orders of a session by ticker, up to a cutoff, memoised: the whole market once per (session,
 * cutoff) for market-wide answers; a few tickers straight from their own session lists, so a
 * single-ticker answer never generates the whole market's flow.
 */
export class SessionOrders {
  private readonly memo = new Memo(64);
  constructor(private readonly market: Market) {}

  private all(session: string, cutoff: number): Map<string, FlowOrder[]> {
    return this.memo.get(`orders|${session}|${cutoff}`, () => {
      const { openMs } = sessionHours(session);
      const out = new Map<string, FlowOrder[]>();
      for (const o of this.market.flowOrdersBetween(session, openMs - 60 * 60_000, cutoff + 1)) {
        const list = out.get(o.ticker);
        if (list) list.push(o);
        else out.set(o.ticker, [o]);
      }
      return out;
    });
  }

  /** One ticker's orders printed by the cutoff, ascending (the same list the whole-market grouping holds). */
  ofTicker(session: string, cutoff: number, ticker: string): FlowOrder[] {
    const whole = this.memo.peek<Map<string, FlowOrder[]>>(`orders|${session}|${cutoff}`);
    if (whole) return whole.get(ticker) ?? [];
    return this.market
      .sessionOrders(ticker, session)
      .filter((o) => o.ts_ms <= cutoff)
      .sort(byTimeThenId);
  }

  /** Orders printed in [open, cutoff] of every ticker (or the given ones), by ticker, ascending. */
  byTicker(session: string, cutoff: number, tickers?: ReadonlySet<string>): Map<string, FlowOrder[]> {
    if (!tickers) return this.all(session, cutoff);
    if (tickers.size <= PER_TICKER_LIMIT && !this.memo.peek(`orders|${session}|${cutoff}`)) {
      // Same shape as the whole-market grouping: tickers with orders, in order of their first print.
      const lists = [...tickers]
        .map((t) => [t, this.ofTicker(session, cutoff, t)] as const)
        .filter(([, list]) => list.length > 0)
        .sort(([a, x], [b, y]) => x[0]!.ts_ms - y[0]!.ts_ms || (a < b ? -1 : 1));
      return new Map(lists);
    }
    return new Map([...this.all(session, cutoff)].filter(([t]) => tickers.has(t)));
  }

  /** The model's rate (what every snapshot carries), without building a chain for it. */
  rate(_session: string): number {
    return RISK_FREE_RATE;
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

  /** One ticker's intent orders (see intentOrders), without touching the rest of the market. */
  intentOrdersOf(session: string, cutoff: number, ticker: string): IntentOrder[] {
    const whole = this.memo.peek<Map<string, IntentOrder[]>>(`intent|${session}|${cutoff}`);
    if (whole) return whole.get(ticker) ?? [];
    return this.memo.get(`intent|${session}|${cutoff}|${ticker}`, () =>
      this.ofTicker(session, cutoff, ticker).map((o) => this.intentOrder(o, session)),
    );
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
