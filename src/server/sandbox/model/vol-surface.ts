/**
 * Implied volatility surface per ticker and session (the session's closing surface): an ATM term
 * structure whose short end rises after the stock (and the market) fell and sits below the long end
 * otherwise (contango), times a skew-and-smile in standardised moneyness. IV is a decimal.
 */
import type { TickerInfo } from '../market';
import { Lru } from './lru';
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
  readonly short: number;
  readonly long: number;
  readonly skew: number;
  readonly curvature: number;
}

/** Term-structure decay of the short-end premium or discount, calendar days. */
const TERM_DAYS = 45;

export function createVolSurface(seed: string, spot: SpotModel): VolSurface {
  const cache = new Lru<string, SurfaceParams>(4096);

  const params = (info: TickerInfo, session: string): SurfaceParams =>
    cache.getOrCreate(`${info.ticker}|${session}`, () => {
      const sigma = info.volatility;
      const reg = spot.regime(session);
      const sd20 = sigma * Math.sqrt(20 / 252);
      const sd5 = sigma * Math.sqrt(5 / 252);
      const z20 = spot.trailingReturn(info.ticker, session, 20) / sd20;
      const z5 = spot.trailingReturn(info.ticker, session, 5) / sd5;
      const mkt20 = spot.trailingReturn('SPY', session, 20) / (0.15 * Math.sqrt(20 / 252));
      const noise = rng(`${seed}|iv-level|${info.ticker}|${session}`).normal();
      // Falls lift the short end (fear), rallies press it (complacency); the market's move counts too.
      const move = Math.exp(-0.07 * z20 - 0.05 * z5 - 0.04 * mkt20);
      const short =
        sigma * (0.5 + 0.45 * Math.pow(reg, info.sector === 'index' ? 1 : 0.6)) * move * (1 + 0.025 * noise);
      const long = sigma * (1.02 + 0.08 * (reg - 1));
      const isIndex = info.isEtf && info.sector === 'index';
      return {
        short: Math.max(0.04, short),
        long: Math.max(0.04, long),
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
      const atm = p.long + (p.short - p.long) * Math.exp(-days / TERM_DAYS);
      // Moneyness in standard deviations to expiry, bounded so the wings stay finite.
      const x = Math.max(-5, Math.min(5, moneyness / (atm * Math.sqrt(days / 365))));
      const iv = atm * (1 + p.skew * x + p.curvature * x * x);
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
