/**
 * Black-Scholes-Merton prices and greeks of European options with a continuous dividend yield.
 * Units: vega and vanna per 1.00 of volatility (divide by 100 for per vol point), theta and charm per
 * calendar day (time passing, so a long option's theta is usually negative). Missing or
 * non-positive inputs give every field null: the model never invents a volatility or a price.
 */
import type { Greeks, OptionType } from './types';

export interface BsInput {
  readonly type: OptionType;
  readonly spot: number | null;
  readonly strike: number | null;
  /** Time to expiry in years (calendar days / 365). */
  readonly years: number | null;
  /** Volatility, decimal. */
  readonly vol: number | null;
  /** Continuously compounded risk-free rate, decimal (may be zero or negative). */
  readonly rate: number | null;
  readonly dividendYield?: number | null;
}

const DAYS_PER_YEAR = 365;

export const NULL_GREEKS: Greeks = Object.freeze({
  price: null,
  delta: null,
  gamma: null,
  vega: null,
  theta: null,
  charm: null,
  vanna: null,
});

/** Standard normal density. */
export function normPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** Standard normal CDF, Hart (1968) as given by West (2005): double precision accuracy. */
export function normCdf(x: number): number {
  const z = Math.abs(x);
  let c: number;
  if (z > 37) c = 0;
  else {
    const e = Math.exp((-z * z) / 2);
    if (z < 7.07106781186547) {
      let n = 3.52624965998911e-2 * z + 0.700383064443688;
      n = n * z + 6.37396220353165;
      n = n * z + 33.912866078383;
      n = n * z + 112.079291497871;
      n = n * z + 221.213596169931;
      n = n * z + 220.206867912376;
      let d = 8.83883476483184e-2 * z + 1.75566716318264;
      d = d * z + 16.064177579207;
      d = d * z + 86.7807322029461;
      d = d * z + 296.564248779674;
      d = d * z + 637.333633378831;
      d = d * z + 793.826512519948;
      d = d * z + 440.413735824752;
      c = (e * n) / d;
    } else {
      let f = z + 0.65;
      f = z + 4 / f;
      f = z + 3 / f;
      f = z + 2 / f;
      f = z + 1 / f;
      c = e / f / 2.506628274631;
    }
  }
  return x <= 0 ? c : 1 - c;
}

function positive(x: number | null | undefined): x is number {
  return typeof x === 'number' && Number.isFinite(x) && x > 0;
}

export function bsGreeks(input: BsInput): Greeks {
  const { type, spot: S, strike: K, years: T, vol: v, rate: r } = input;
  const q = input.dividendYield ?? 0;
  if (!positive(S) || !positive(K) || !positive(T) || !positive(v)) return NULL_GREEKS;
  if (typeof r !== 'number' || !Number.isFinite(r) || !Number.isFinite(q)) return NULL_GREEKS;

  const sqrtT = Math.sqrt(T);
  const volT = v * sqrtT;
  const d1 = (Math.log(S / K) + (r - q + (v * v) / 2) * T) / volT;
  const d2 = d1 - volT;
  const dfq = Math.exp(-q * T);
  const dfr = Math.exp(-r * T);
  const pdf1 = normPdf(d1);
  const nd1 = normCdf(d1);
  const nd2 = normCdf(d2);

  const gamma = (dfq * pdf1) / (S * volT);
  const vega = S * dfq * pdf1 * sqrtT;
  const vanna = (-dfq * pdf1 * d2) / v;
  // d(delta)/dT shared part; charm is the change as time passes, hence the minus below.
  const charmCore = (dfq * pdf1 * (2 * (r - q) * T - d2 * volT)) / (2 * T * volT);
  const decay = -(S * dfq * pdf1 * v) / (2 * sqrtT);

  let price: number;
  let delta: number;
  let thetaYear: number;
  let charmYear: number;
  if (type === 'call') {
    price = S * dfq * nd1 - K * dfr * nd2;
    delta = dfq * nd1;
    thetaYear = decay - r * K * dfr * nd2 + q * S * dfq * nd1;
    charmYear = q * dfq * nd1 - charmCore;
  } else {
    price = K * dfr * normCdf(-d2) - S * dfq * normCdf(-d1);
    delta = dfq * (nd1 - 1);
    thetaYear = decay + r * K * dfr * normCdf(-d2) - q * S * dfq * normCdf(-d1);
    charmYear = -q * dfq * normCdf(-d1) - charmCore;
  }
  return {
    price,
    delta,
    gamma,
    vega,
    theta: thetaYear / DAYS_PER_YEAR,
    charm: charmYear / DAYS_PER_YEAR,
    vanna,
  };
}
