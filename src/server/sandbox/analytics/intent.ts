/**
 * Intent flow: per-order dollar greeks by the reference's formula (part-a, Flow ranking row),
 * 5-minute clusters, per-ticker rankings and detail.
 *
 * delta_$ = option_delta × spot × contracts × 100 × dir_score × close_mult × dte_mult
 * gamma_$ = gamma × spot² × contracts × 100 × (same three factors)   [$ per (1 $ move)²]
 * vega_$  = vega × contracts × 100 × (same)                          [$ per 1.00 of vol]
 * theta_$ = theta × contracts × 100 × (same)                         [$ per calendar day]
 * A greek that is null (unobserved IV or delta) gives a null dollar figure; sums skip it and stay
 * null only when every order of the sum is null.
 */
import type { FlowOrder } from '../../../api/types';

export const CLUSTER_MS = 5 * 60_000;
export const SHARES_PER_CONTRACT = 100;

export type CloseLikelihood = 'likely_closing' | 'uncertain' | 'default';

export function dirScore(direction: FlowOrder['order']['direction'], confidence: number): number {
  if (direction === 'buy') return confidence;
  if (direction === 'sell') return -confidence;
  return confidence * 0.25;
}

export function closeMult(c: CloseLikelihood): number {
  return c === 'likely_closing' ? 0.4 : c === 'uncertain' ? 0.7 : 1;
}

export function dteMult(dte: number): number {
  if (dte <= 1) return 0.6;
  if (dte <= 5) return 0.85;
  return 1;
}

/** FNV-1a of a string, 0..1: a stable pseudo-random draw per order. */
function unit(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 0x1_0000_0000;
}

/**
 * Whether an order likely closes a position. An order larger than the open interest standing
 * before it cannot be closing; otherwise the sandbox draws a stable flag from the event_id
 * (about 15% likely closing, 20% uncertain), so the same order always gets the same factor.
 */
export function closeLikelihood(order: FlowOrder, openInterest: number | null): CloseLikelihood {
  if (openInterest !== null && order.order.total_contracts > openInterest) return 'default';
  const u = unit(order.event_id);
  if (u < 0.15) return 'likely_closing';
  if (u < 0.35) return 'uncertain';
  return 'default';
}

export interface OrderGreeks {
  readonly delta: number | null;
  readonly gamma: number | null;
  readonly vega: number | null;
  readonly theta: number | null;
}

export interface IntentOrder {
  readonly order: FlowOrder;
  /** Greeks per share at the print (delta is the order's own when it has one). */
  readonly greeks: OrderGreeks;
  /** Trading-day DTE of the contract at the print. */
  readonly dte: number;
  readonly closing: CloseLikelihood;
}

export interface DollarGreeks {
  readonly delta_usd: number | null;
  readonly gamma_usd: number | null;
  readonly vega_usd: number | null;
  readonly theta_usd: number | null;
}

export function dollarGreeks(o: IntentOrder): DollarGreeks {
  const { order } = o.order;
  const spot = order.spot_price;
  const factor =
    order.total_contracts *
    SHARES_PER_CONTRACT *
    dirScore(order.direction, order.direction_confidence) *
    closeMult(o.closing) *
    dteMult(o.dte);
  const g = o.greeks;
  return {
    delta_usd: g.delta === null || spot === null ? null : g.delta * spot * factor,
    gamma_usd: g.gamma === null || spot === null ? null : g.gamma * spot * spot * factor,
    vega_usd: g.vega === null ? null : g.vega * factor,
    theta_usd: g.theta === null ? null : g.theta * factor,
  };
}

/** Sum of nullable numbers: null only when every term is null. */
export function sumNullable(values: readonly (number | null)[]): number | null {
  let out: number | null = null;
  for (const v of values) if (v !== null) out = (out ?? 0) + v;
  return out;
}

/** Signed premium following the aggressor: buy +, sell −, neutral 0. */
export function signedPremium(order: FlowOrder): number {
  const d = order.order.direction;
  return d === 'buy' ? order.order.premium : d === 'sell' ? -order.order.premium : 0;
}

export interface Cluster {
  readonly start: string;
  readonly end: string;
  readonly start_ms: number;
  readonly orders: number;
  readonly net_premium: number;
  readonly net_delta: number | null;
  readonly net_gamma: number | null;
  readonly net_vega: number | null;
  readonly net_theta: number | null;
}

/** 5-minute clusters (wall-clock aligned), ascending. */
export function clusters(orders: readonly IntentOrder[]): Cluster[] {
  const groups = new Map<number, IntentOrder[]>();
  for (const o of orders) {
    const start = Math.floor(o.order.ts_ms / CLUSTER_MS) * CLUSTER_MS;
    const g = groups.get(start);
    if (g) g.push(o);
    else groups.set(start, [o]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, group]) => {
      const d = group.map(dollarGreeks);
      return {
        start: new Date(start).toISOString(),
        end: new Date(start + CLUSTER_MS).toISOString(),
        start_ms: start,
        orders: group.length,
        net_premium: group.reduce((s, o) => s + signedPremium(o.order), 0),
        net_delta: sumNullable(d.map((x) => x.delta_usd)),
        net_gamma: sumNullable(d.map((x) => x.gamma_usd)),
        net_vega: sumNullable(d.map((x) => x.vega_usd)),
        net_theta: sumNullable(d.map((x) => x.theta_usd)),
      };
    });
}

export interface IntentSummary {
  readonly ticker: string;
  readonly score: number | null;
  readonly direction: 'bullish' | 'bearish' | 'neutral';
  readonly net_premium: number;
  readonly orders: number;
  readonly net_delta_session: number | null;
  readonly net_delta_last: number | null;
  readonly net_gamma_last: number | null;
  readonly net_vega_last: number | null;
  readonly net_theta_last: number | null;
  readonly last_cluster_at: string | null;
}

/**
 * One ticker's intent. Score (sandbox methodology, uncalibrated): |session net delta_$| in $ millions,
 * scaled by how one-sided it is (net / gross), so that a large, consistent push ranks first.
 * Direction: bullish / bearish when net delta_$ is at least 10% of gross, else neutral.
 */
export function intentSummary(ticker: string, orders: readonly IntentOrder[]): IntentSummary {
  const cs = clusters(orders);
  const last = cs.at(-1) ?? null;
  const deltas = orders.map((o) => dollarGreeks(o).delta_usd);
  const net = sumNullable(deltas);
  const gross = deltas.reduce<number>((s, v) => s + (v === null ? 0 : Math.abs(v)), 0);
  const ratio = net === null || gross === 0 ? null : net / gross;
  const direction = ratio === null || Math.abs(ratio) < 0.1 ? 'neutral' : ratio > 0 ? 'bullish' : 'bearish';
  return {
    ticker,
    score: net === null || ratio === null ? null : (Math.abs(net) / 1e6) * Math.abs(ratio),
    direction,
    net_premium: orders.reduce((s, o) => s + signedPremium(o.order), 0),
    orders: orders.length,
    net_delta_session: net,
    net_delta_last: last?.net_delta ?? null,
    net_gamma_last: last?.net_gamma ?? null,
    net_vega_last: last?.net_vega ?? null,
    net_theta_last: last?.net_theta ?? null,
    last_cluster_at: last?.start ?? null,
  };
}

/** Rankings: highest score first, null scores last, ties by ticker; `rank` from 1. */
export function intentRankings(
  byTicker: ReadonlyMap<string, readonly IntentOrder[]>,
): (IntentSummary & { rank: number })[] {
  const rows = [...byTicker.entries()].filter(([, o]) => o.length > 0).map(([t, o]) => intentSummary(t, o));
  rows.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.ticker.localeCompare(b.ticker));
  return rows.map((r, i) => ({ ...r, rank: i + 1 }));
}

export interface IntentPoint {
  readonly t: string;
  readonly cum_net_delta: number | null;
  readonly cum_net_premium: number;
  readonly orders: number;
}

/** Cumulative time series over the clusters. */
export function intentSeries(cs: readonly Cluster[]): IntentPoint[] {
  let delta: number | null = null;
  let premium = 0;
  let n = 0;
  return cs.map((c) => {
    if (c.net_delta !== null) delta = (delta ?? 0) + c.net_delta;
    premium += c.net_premium;
    n += c.orders;
    return { t: c.end, cum_net_delta: delta, cum_net_premium: premium, orders: n };
  });
}
