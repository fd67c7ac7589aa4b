/**
 * Directional pressures of a session's large orders (part-a, Directional row). Each pressure is
 * summed premium notional (USD) signed by its directional meaning: call buying +, call selling −,
 * put buying −, put selling +. Neutral prints carry no direction and join no pressure.
 */
import type { DirectionalRow, FlowOrder } from '../../../api/types';

export interface Pressures {
  readonly call_buy_pressure: number;
  readonly call_sell_pressure: number;
  readonly put_buy_pressure: number;
  readonly put_sell_pressure: number;
}

/** Plain sum of the four signed pressures: (call_buy + put_sell) − (call_sell + put_buy) unsigned. */
export function directionalScore(p: Pressures): number {
  return p.call_buy_pressure + p.call_sell_pressure + p.put_buy_pressure + p.put_sell_pressure;
}

/** (|cb| − |pb|) / (|cb| + |pb|), −1..+1: call-versus-put buying concentration; null when both are 0. */
export function imbalanceScore(p: Pressures): number | null {
  const cb = Math.abs(p.call_buy_pressure);
  const pb = Math.abs(p.put_buy_pressure);
  return cb + pb === 0 ? null : (cb - pb) / (cb + pb);
}

/** Signed pressures of a set of orders. */
export function pressures(orders: readonly FlowOrder[]): Pressures {
  let cb = 0;
  let cs = 0;
  let pb = 0;
  let ps = 0;
  for (const { order } of orders) {
    const notional = order.premium;
    if (order.direction === 'neutral') continue;
    if (order.option_type === 'call') {
      if (order.direction === 'buy') cb += notional;
      else cs -= notional;
    } else if (order.direction === 'buy') pb -= notional;
    else ps += notional;
  }
  return { call_buy_pressure: cb, call_sell_pressure: cs, put_buy_pressure: pb, put_sell_pressure: ps };
}

/** One ticker's directional row. */
export function directionalRow(ticker: string, orders: readonly FlowOrder[]): DirectionalRow {
  const p = pressures(orders);
  return {
    ticker,
    ...p,
    directional_score: directionalScore(p),
    imbalance_score: imbalanceScore(p),
    orders: orders.length,
  };
}

/** Rows of every ticker with orders, strongest |directional_score| first (ties by ticker). */
export function directionalRows(ordersByTicker: ReadonlyMap<string, readonly FlowOrder[]>): DirectionalRow[] {
  const rows: DirectionalRow[] = [];
  for (const [ticker, orders] of ordersByTicker) if (orders.length > 0) rows.push(directionalRow(ticker, orders));
  return rows.sort(
    (a, b) => Math.abs(b.directional_score) - Math.abs(a.directional_score) || a.ticker.localeCompare(b.ticker),
  );
}
