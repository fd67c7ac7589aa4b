/**
 * Momentum (sandbox methodology, descriptive, uncalibrated): price move of the session in units of
 * the ticker's daily volatility, blended with how one-sided its large-order premium flow is.
 *   z      = (last / open − 1) / (annual vol / √252)
 *   flow   = signed premium / gross premium   (−1..+1; null without orders)
 *   score  = 0.6 × tanh(z / 2) + 0.4 × flow   (flow counted as 0 when null)  range −1..+1
 */
export interface MomentumInput {
  readonly ticker: string;
  readonly session: string;
  readonly open: number | null;
  readonly last: number | null;
  /** Annualised volatility, decimal. */
  readonly volatility: number;
  readonly signedPremium: number;
  readonly grossPremium: number;
  readonly orders: number;
}

export interface MomentumRow {
  readonly ticker: string;
  readonly session: string;
  readonly score: number | null;
  readonly direction: 'bullish' | 'bearish' | 'neutral';
  readonly return_pct: number | null;
  readonly return_z: number | null;
  readonly flow_ratio: number | null;
  readonly net_premium: number;
  readonly orders: number;
  readonly last: number | null;
}

export function momentum(i: MomentumInput): MomentumRow {
  const ret = i.open !== null && i.last !== null && i.open > 0 ? i.last / i.open - 1 : null;
  const daily = i.volatility / Math.sqrt(252);
  const z = ret === null || daily <= 0 ? null : ret / daily;
  const flow = i.grossPremium > 0 ? i.signedPremium / i.grossPremium : null;
  const score = z === null && flow === null ? null : 0.6 * Math.tanh((z ?? 0) / 2) + 0.4 * (flow ?? 0);
  const direction = score === null || Math.abs(score) < 0.1 ? 'neutral' : score > 0 ? 'bullish' : 'bearish';
  return {
    ticker: i.ticker,
    session: i.session,
    score,
    direction,
    return_pct: ret === null ? null : ret * 100,
    return_z: z,
    flow_ratio: flow,
    net_premium: i.signedPremium,
    orders: i.orders,
    last: i.last,
  };
}

/** Strongest momentum first by |score| (either side), null scores last, ties by ticker; rank from 1. */
export function momentumRankings(inputs: readonly MomentumInput[]): (MomentumRow & { rank: number })[] {
  return inputs
    .map(momentum)
    .sort((a, b) => Math.abs(b.score ?? -2) - Math.abs(a.score ?? -2) || a.ticker.localeCompare(b.ticker))
    .map((r, i) => ({ ...r, rank: i + 1 }));
}
