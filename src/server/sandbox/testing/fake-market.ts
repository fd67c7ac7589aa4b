/**
 * A tiny Market for the server's own tests: a universe of the default watchlist plus T000..T099, and
 * orders/trades the test sets. It lets the server be tested without the model: it has no prices,
 * volatility or chains (empty answers), and an order is abnormal only when the test lists it as a trade.
 */
import type { AbnormalTrade, FlowOrder } from '../../../api/types';
import type { Market, TickerInfo } from '../market';
import { DEFAULT_WATCHLIST } from '../watchlist-store';

function info(ticker: string): TickerInfo {
  return {
    ticker,
    name: ticker,
    sector: 'technology',
    referencePrice: 100,
    volatility: 0.3,
    liquidity: 0.5,
    isEtf: false,
  };
}

export interface FakeMarket extends Market {
  orders: FlowOrder[];
  trades: AbnormalTrade[];
}

export function createFakeMarket(): FakeMarket {
  const tickers = [...DEFAULT_WATCHLIST, ...Array.from({ length: 100 }, (_, i) => `T${String(i).padStart(3, '0')}`)];
  const universe = tickers.map(info);
  const byTicker = new Map(universe.map((t) => [t.ticker, t]));
  const m: FakeMarket = {
    seed: 'fake',
    universe,
    orders: [],
    trades: [],
    tickerInfo: (t) => byTicker.get(t),
    flowOrdersBetween: (_session, from, to, set) =>
      m.orders.filter((o) => o.ts_ms >= from && o.ts_ms < to && (!set || set.has(o.ticker))),
    abnormalTradesBetween: (_session, from, to, set) =>
      m.trades.filter((t) => {
        const ts = Date.parse(t.timestamp);
        return ts >= from && ts < to && (!set || set.has(t.ticker));
      }),
    dailyBars: () => [],
    minuteBars: () => [],
    spotAt: () => null,
    impliedVol: () => null,
    atmIv30: () => null,
    expirations: () => [],
    chainSnapshot: (ticker, session, slot) => ({
      ticker,
      session,
      slot,
      asOf: 0,
      spot: byTicker.get(ticker)?.referencePrice ?? 0,
      rate: 0,
      expirations: [],
      contracts: [],
    }),
    contractFromOcc: () => undefined,
    sessionOrders: (ticker) => m.orders.filter((o) => o.ticker === ticker),
    p99Size: () => Number.POSITIVE_INFINITY,
  };
  return m;
}

/** A complete flow order at `tsMs` (IV and delta may be null: not observed). */
export function fakeOrder(ticker: string, tsMs: number, eventId: string, iv: number | null = 0.25): FlowOrder {
  return {
    ticker,
    event_id: eventId,
    session_date: new Date(tsMs).toISOString().slice(0, 10),
    ts_ms: tsMs,
    order: {
      timestamp: new Date(tsMs).toISOString(),
      option_ticker: `O:${ticker}261120C00100000`,
      option_type: 'call',
      strike: 100,
      expiration: '2026-11-20',
      total_contracts: 150,
      premium: 37_500,
      total_notional: 37_500,
      avg_price: 2.5,
      avg_bid: 2.45,
      avg_ask: 2.55,
      direction: 'buy',
      direction_confidence: 0.8,
      order_type: 'sweep',
      spot_price: 101,
      implied_volatility: iv,
      delta: iv === null ? null : 0.45,
      trade_count: 3,
      exchange_count: 2,
      time_span_ms: 40,
      enrich_status: 'complete',
    },
  };
}
