/**
 * What one ticker's recorded orders add up to: premium by side and type, the dealer-facing greeks the
 * aggressors took on, premium by strike and a scatter of the orders. Signed by the aggressor (buy +,
 * sell −, neutral 0), as the reference's signed-premium convention says.
 */
import type { FlowOrder } from '../../../api/types';
import { RISK_FREE_RATE } from '../model/chain';
import { greeksOf } from '../model/chain-greeks';
import { cachedTradingDte } from '../model/trading-dte';

const CONTRACT_SIZE = 100;

const sign = (o: FlowOrder) => (o.order.direction === 'buy' ? 1 : o.order.direction === 'sell' ? -1 : 0);

export function flowSummary(list: readonly FlowOrder[]) {
  let call = 0;
  let put = 0;
  let net = 0;
  let contracts = 0;
  for (const o of list) {
    if (o.order.option_type === 'call') call += o.order.premium;
    else put += o.order.premium;
    net += sign(o) * o.order.premium;
    contracts += o.order.total_contracts;
  }
  return {
    orders: list.length,
    contracts,
    total_premium: call + put,
    call_premium: call,
    put_premium: put,
    net_premium: net,
    put_call_premium_ratio: call > 0 ? put / call : null,
    last_ts_ms: list.length > 0 ? Math.max(...list.map((o) => o.ts_ms)) : null,
  };
}

/** Net position greeks taken by the aggressors (per share × 100 × contracts); null when no order had inputs. */
export function flowGreeks(list: readonly FlowOrder[]) {
  const sums = { delta: 0, gamma: 0, vega: 0, theta: 0 };
  let priced = 0;
  for (const o of list) {
    const b = o.order;
    const g = greeksOf(
      b.option_type,
      b.strike,
      b.expiration,
      b.implied_volatility,
      b.spot_price,
      RISK_FREE_RATE,
      o.ts_ms,
    );
    if (g.delta === null || g.gamma === null || g.vega === null || g.theta === null) continue;
    const w = sign(o) * b.total_contracts * CONTRACT_SIZE;
    sums.delta += w * g.delta;
    sums.gamma += w * g.gamma;
    sums.vega += w * g.vega;
    sums.theta += w * g.theta;
    priced++;
  }
  const or = (x: number) => (priced === 0 ? null : x);
  return {
    net_delta: or(sums.delta),
    net_gamma: or(sums.gamma),
    net_vega: or(sums.vega),
    net_theta: or(sums.theta),
    orders_priced: priced,
    orders_unpriced: list.length - priced,
  };
}

/** Premium and contracts per strike, ascending by strike. */
export function strikeAnalysis(list: readonly FlowOrder[]) {
  const by = new Map<
    number,
    { call_premium: number; put_premium: number; net_premium: number; contracts: number; orders: number }
  >();
  for (const o of list) {
    const b = o.order;
    const s = by.get(b.strike) ?? { call_premium: 0, put_premium: 0, net_premium: 0, contracts: 0, orders: 0 };
    if (b.option_type === 'call') s.call_premium += b.premium;
    else s.put_premium += b.premium;
    s.net_premium += sign(o) * b.premium;
    s.contracts += b.total_contracts;
    s.orders++;
    by.set(b.strike, s);
  }
  return [...by.entries()].sort(([a], [b]) => a - b).map(([strike, s]) => ({ strike, ...s }));
}

/** One point per order: when, where (strike, trading DTE), how big and which way. */
export function orderScatter(list: readonly FlowOrder[]) {
  return list.map((o) => ({
    event_id: o.event_id,
    ts_ms: o.ts_ms,
    strike: o.order.strike,
    dte: cachedTradingDte(o.session_date, o.order.expiration),
    option_type: o.order.option_type,
    premium: o.order.premium,
    contracts: o.order.total_contracts,
    direction: o.order.direction,
    implied_volatility: o.order.implied_volatility,
  }));
}
