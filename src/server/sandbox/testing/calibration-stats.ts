/**
 * The figures docs/calibration.md holds the simulated market to: gamma flip distance and regime
 * (read exactly as /v1/gex reads them: AM snapshot, greeks at the snapshot spot, dte_filter all),
 * open-interest shape, put/call ratios, implied against realized volatility and the skew by expiry.
 */
import { monthlyExpiry } from '../../../api/calendar';
import { gammaFlip } from '../analytics/gex';
import { exposureByStrike } from '../analytics/gex-exposure';
import { contractGreeks } from '../model/chain-greeks';
import type { createMarket } from '../model/create-market';
import type { ChainSnapshot } from '../model/types';
import type { Market } from '../market';

export interface GexReading {
  readonly ticker: string;
  readonly session: string;
  readonly spot: number;
  /** |global flip − spot| / spot; null when the cumulative curve never crosses zero. */
  readonly flipDistance: number | null;
  /** |gamma_flip − spot| / spot whatever its type (global, else the local fallback). */
  readonly headlineDistance: number | null;
  /** Total net GEX at spot, $ per 1% move. */
  readonly netGex: number;
}

/** GEX levels of one session's AM snapshot, as the GEX routes compute them. */
export function gexReading(market: Market, ticker: string, session: string): GexReading {
  const snap = market.chainSnapshot(ticker, session, 'AM');
  const contracts = snap.contracts.map((c) => {
    const g = contractGreeks(c, snap.spot, snap.rate, snap.asOf);
    return { ...c, gamma: g.gamma, charm: null, vanna: null };
  });
  const rows = exposureByStrike(contracts, snap.spot);
  const flip = gammaFlip(rows, snap.spot);
  const distance = (level: number | null) => (level === null ? null : Math.abs(level - snap.spot) / snap.spot);
  return {
    ticker,
    session,
    spot: snap.spot,
    flipDistance: distance(flip.global_gamma_flip),
    headlineDistance: distance(flip.gamma_flip),
    netGex: rows.reduce((s, r) => s + r.net_gex, 0),
  };
}

/** Median of distances, a missing flip counted as infinitely far (it cannot help the target). */
export function medianDistance(distances: readonly (number | null)[]): number {
  const xs = distances.map((d) => d ?? Infinity).sort((a, b) => a - b);
  if (xs.length === 0) return NaN;
  const mid = xs.length >> 1;
  return xs.length % 2 ? (xs[mid] as number) : ((xs[mid - 1] as number) + (xs[mid] as number)) / 2;
}

export interface OiShape {
  readonly putCallRatio: number;
  /** Share of all OI within ±5% of spot. */
  readonly nearMoneyShare: number;
  /** Expiries within 60 days: OI per contract within ±5% of spot over OI per call struck 15%+ above. */
  readonly nearMoneyLift: number;
  /** Share of OI in monthly expiries. */
  readonly monthlyShare: number;
  /** OI per contract at strikes that are multiples of the ticker's round step, over the others. */
  readonly roundStrikeLift: number;
  /** Share of put OI struck below spot, and of call OI struck above spot. */
  readonly putsBelowSpot: number;
  readonly callsAboveSpot: number;
}

export function oiShape(snap: ChainSnapshot, roundStep: number): OiShape {
  let call = 0;
  let put = 0;
  let near = 0;
  let nearFront = 0;
  let nearCount = 0;
  let far = 0;
  let farCount = 0;
  let monthly = 0;
  let putBelow = 0;
  let callAbove = 0;
  const round = { oi: 0, n: 0 };
  const other = { oi: 0, n: 0 };
  for (const c of snap.contracts) {
    const oi = c.openInterest;
    if (c.type === 'call') {
      call += oi;
      if (c.strike > snap.spot) callAbove += oi;
    } else {
      put += oi;
      if (c.strike < snap.spot) putBelow += oi;
    }
    const distance = Math.abs(c.strike / snap.spot - 1);
    if (distance <= 0.05) near += oi;
    if (c.calendarDte <= 60 && distance <= 0.05) {
      nearFront += oi;
      nearCount++;
    } else if (c.calendarDte <= 60 && c.type === 'call' && c.strike > snap.spot * 1.15) {
      far += oi;
      farCount++;
    }
    if (c.expiration === monthlyExpiry(Number(c.expiration.slice(0, 4)), Number(c.expiration.slice(5, 7))))
      monthly += oi;
    // Compared only where both kinds are listed (near the money), so the strike grid does not bias it.
    if (Math.abs(c.strike / snap.spot - 1) <= 0.08) {
      const bucket = Math.abs(c.strike / roundStep - Math.round(c.strike / roundStep)) < 1e-9 ? round : other;
      bucket.oi += oi;
      bucket.n += 1;
    }
  }
  const total = call + put;
  return {
    putCallRatio: put / call,
    nearMoneyShare: near / total,
    nearMoneyLift: nearFront / nearCount / (far / farCount),
    monthlyShare: monthly / total,
    roundStrikeLift: round.n && other.n ? round.oi / round.n / (other.oi / other.n) : NaN,
    putsBelowSpot: putBelow / put,
    callsAboveSpot: callAbove / call,
  };
}

/** Annualised close-to-close volatility of the `days` sessions ending at `session`. */
export function realizedVol(market: Market, ticker: string, session: string, days: number): number {
  const bars = market.dailyBars(ticker, session, days + 1);
  const rets: number[] = [];
  for (let i = 1; i < bars.length; i++) rets.push(Math.log(bars[i]!.close / bars[i - 1]!.close));
  const mean = rets.reduce((s, r) => s + r, 0) / rets.length;
  const variance = rets.reduce((s, r) => s + (r - mean) ** 2, 0) / (rets.length - 1);
  return Math.sqrt(variance * 252);
}

/** IV 10% below the money over ATM IV, minus one: the put skew of one expiry. */
export function putSkew(
  market: ReturnType<typeof createMarket>,
  ticker: string,
  session: string,
  calendarDte: number,
): number {
  const atm = market.impliedVol(ticker, session, 0, calendarDte);
  return market.impliedVol(ticker, session, Math.log(0.95), calendarDte) / atm - 1;
}
