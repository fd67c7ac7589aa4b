/**
 * Fixed shapes of the price paths: each ticker's beta to the market factor, and the intraday
 * U-shapes of variance and volume (busy open and close, quiet midday).
 */
import type { TickerInfo } from '../market';

/** Funds whose market beta is not the generic one: bonds, gold, country funds. */
const BETA_OVERRIDES: Readonly<Record<string, number>> = {
  SPY: 1,
  QQQ: 1.2,
  IWM: 1.15,
  DIA: 0.9,
  TLT: -0.25,
  GLD: 0.05,
  SLV: 0.3,
  HYG: 0.3,
  EEM: 0.8,
  EFA: 0.85,
  FXI: 0.7,
  USO: 0.4,
  GDX: 0.4,
};
const DEFENSIVE = new Set(['utilities', 'consumer_staples', 'real_estate', 'health_care']);

export function betaOf(info: TickerInfo): number {
  const o = BETA_OVERRIDES[info.ticker];
  if (o !== undefined) return o;
  const base = info.isEtf ? 0.95 : 0.45 + 1.3 * info.volatility;
  return Math.min(2.2, base * (DEFENSIVE.has(info.sector) ? 0.65 : 1));
}

/** Intraday weights (U-shape) for variance or volume, normalised to sum to n. */
export function uShape(n: number, openBoost: number, closeBoost: number): Float64Array {
  const w = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    const v = 1 + openBoost * Math.exp(-k / 20) + closeBoost * Math.exp(-(n - 1 - k) / 25);
    w[k] = v;
    sum += v;
  }
  for (let k = 0; k < n; k++) w[k] = ((w[k] as number) * n) / sum;
  return w;
}
/** Per-minute share of the intraday standard deviation: sqrt(variance weight / n). */
export function stepWeights(n: number): Float64Array {
  return uShape(n, 1.5, 0.6).map((w) => Math.sqrt(w / n));
}
