/**
 * Implied volatility surface per ticker and session (the session's closing surface), calibrated to
 * the stylised facts in docs/calibration.md:
 * - ATM level = the volatility the price path is drawn with, mean-reverting over the term (short end
 *   above the long end when the market is stressed, below it when calm), times a variance risk
 *   premium (implied above realized most days, more so for index funds);
 * - falls lift the short end further (fear), rallies press it (complacency);
 * - a put skew and a smile in standardised moneyness, so that per unit of log-moneyness the skew
 *   steepens as expiry nears; the wings keep rising (no flat cap on short-dated smiles).
 * IV is a decimal.
 */
import type { TickerInfo } from '../market';
import { Lru } from '../../lru';
import { rng } from './random';
import type { SpotModel } from './spot-path';
import { tickerInfo } from './universe';

export interface VolSurface {
  /** IV (decimal) at log-moneyness ln(K/S) and calendar days to expiry; NaN for unknown tickers. */
  impliedVol(ticker: string, session: string, moneyness: number, calendarDte: number): number;
  /** impliedVol of one (ticker, session) as a function, its parameters looked up once (chains, flow). */
  smile(ticker: string, session: string): (moneyness: number, calendarDte: number) => number;
  /** 30-calendar-day ATM IV (decimal). */
  atmIv30(ticker: string, session: string): number;
}

interface SurfaceParams {
  /** Annual variance of the path now and in the long run (before the premium). */
  readonly varNow: number;
  readonly varLong: number;
  /** Implied over expected realized volatility (the variance risk premium as a vol ratio). */
  readonly premium: number;
  /** Extra short-end multiplier from recent moves (fear after falls), decaying over TERM_DAYS. */
  readonly fear: number;
  readonly skew: number;
  readonly curvature: number;
}

/** Calendar days over which a volatility shock is expected to fade (the path's regime persistence). */
const REVERSION_DAYS = 30;
/** Term-structure decay of the fear premium, calendar days. */
const TERM_DAYS = 20;
/** The path's long-run volatility over its nominal level (regime clustering lifts the mean). */
const LONG_RUN_RATIO = 1.15;
/** IV / expected RV: index funds carry the largest premium (portfolio insurance demand). */
const PREMIUM = { index: 1.2, etf: 1.12, stock: 1.07 } as const;

export function createVolSurface(seed: string, spot: SpotModel): VolSurface {
  const cache = new Lru<string, SurfaceParams>(4096);

  const params = (info: TickerInfo, session: string): SurfaceParams =>
    cache.getOrCreate(`${info.ticker}|${session}`, () => {
      const sigma = info.volatility;
      const sd20 = sigma * Math.sqrt(20 / 252);
      const sd5 = sigma * Math.sqrt(5 / 252);
      const z20 = spot.trailingReturn(info.ticker, session, 20) / sd20;
      const z5 = spot.trailingReturn(info.ticker, session, 5) / sd5;
      const mkt20 = spot.trailingReturn('SPY', session, 20) / (0.15 * Math.sqrt(20 / 252));
      const noise = rng(`${seed}|iv-level|${info.ticker}|${session}`).normal();
      const isIndex = info.isEtf && info.sector === 'index';
      const now = spot.annualVol(info.ticker, session);
      const long = sigma * LONG_RUN_RATIO;
      return {
        varNow: now * now,
        varLong: long * long,
        premium: (isIndex ? PREMIUM.index : info.isEtf ? PREMIUM.etf : PREMIUM.stock) * (1 + 0.02 * noise),
        fear: Math.max(0.65, Math.min(1.5, Math.exp(-0.08 * z20 - 0.05 * z5 - 0.03 * mkt20))),
        skew: isIndex ? -0.11 : info.isEtf ? -0.08 : -0.05,
        curvature: isIndex ? 0.025 : 0.035,
      };
    });

  const smile = (ticker: string, session: string): ((moneyness: number, calendarDte: number) => number) => {
    const info = tickerInfo(ticker);
    if (!info) return () => NaN;
    const p = params(info, session);
    return (moneyness, calendarDte) => {
      if (!Number.isFinite(moneyness) || !Number.isFinite(calendarDte)) return NaN;
      const days = Math.max(calendarDte, 0.5);
      // Expected variance to expiry: today's, fading to the long run (mean reversion of the regime).
      const fade = (1 - Math.exp(-days / REVERSION_DAYS)) / (days / REVERSION_DAYS);
      const expected = Math.sqrt(p.varLong + (p.varNow - p.varLong) * fade);
      // Long-dated options carry a little more premium (the average term structure slopes up).
      const termPremium = 1 + 0.08 * (1 - Math.exp(-days / 120));
      const atm = expected * p.premium * termPremium * (1 + (p.fear - 1) * Math.exp(-days / TERM_DAYS));
      // Moneyness in standard deviations to expiry; the quadratic term grows only linearly beyond a
      // few sd, so short-dated wings keep rising without exploding.
      const x = moneyness / (atm * Math.sqrt(days / 365));
      const shape = 1 + p.skew * x + (p.curvature * x * x) / (1 + Math.abs(x) / 8);
      const iv = atm * Math.min(6, Math.max(0.6, shape));
      return Math.round(Math.max(0.03, iv) * 1e5) / 1e5;
    };
  };
  // The last (ticker, session) asked: callers loop over one chain or one session at a time.
  let last = { ticker: '', session: '', at: (() => NaN) as (moneyness: number, calendarDte: number) => number };
  const impliedVol = (ticker: string, session: string, moneyness: number, calendarDte: number): number => {
    if (ticker !== last.ticker || session !== last.session) last = { ticker, session, at: smile(ticker, session) };
    return last.at(moneyness, calendarDte);
  };

  return {
    impliedVol,
    smile,
    atmIv30: (ticker, session) => impliedVol(ticker, session, 0, 30),
  };
}
