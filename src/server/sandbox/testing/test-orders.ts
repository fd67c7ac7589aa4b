/** Hand-made flow orders for the analytics tests (not used by the server). */
import type { Direction, FlowOrder } from '../../../api/types';

let counter = 0;

export function order(p: {
  ticker?: string;
  type: 'call' | 'put';
  direction: Direction;
  premium: number;
  contracts?: number;
  strike?: number;
  expiration?: string;
  ts_ms?: number;
  spot?: number | null;
  delta?: number | null;
  iv?: number | null;
  confidence?: number;
  order_type?: string;
}): FlowOrder {
  counter += 1;
  const ts = p.ts_ms ?? Date.UTC(2026, 10, 20, 15, 0);
  return {
    ticker: p.ticker ?? 'SPY',
    event_id: `t-${counter}`,
    session_date: '2026-11-20',
    ts_ms: ts,
    order: {
      timestamp: new Date(ts).toISOString(),
      option_ticker: 'O:SPY261218C00600000',
      option_type: p.type,
      strike: p.strike ?? 600,
      expiration: p.expiration ?? '2026-12-18',
      total_contracts: p.contracts ?? 100,
      premium: p.premium,
      total_notional: p.premium,
      avg_price: null,
      avg_bid: null,
      avg_ask: null,
      direction: p.direction,
      direction_confidence: p.confidence ?? 1,
      order_type: p.order_type ?? 'sweep',
      spot_price: p.spot === undefined ? 600 : p.spot,
      implied_volatility: p.iv === undefined ? 0.2 : p.iv,
      delta: p.delta === undefined ? 0.5 : p.delta,
      trade_count: 1,
      exchange_count: 1,
      time_span_ms: 0,
      enrich_status: 'complete',
    },
  };
}
