/**
 * Large-order flow of a session: orders of 100+ contracts arriving in bursts (a Poisson number of
 * clusters, each a few orders seconds apart on one idea), typed as sweeps, blocks, multi-leg legs or
 * single prints, with the aggressor read from where the price sits in the quote. Prices come from
 * Black-Scholes on the minute spot path and the IV surface; premiums are dollars.
 */
import { calendarDte, isTradingDay, monthlyExpiry, sessionHours } from '../../../api/calendar';
import { formatOcc } from '../../../api/occ';
import type { AbnormalTrade, Direction, FlowOrder, FlowOrderBody } from '../../../api/types';
import type { TickerInfo } from '../market';
import { bsGreeks } from './black-scholes';
import { RISK_FREE_RATE, yearsToExpiry, type ChainModel } from './chain';
import { Lru } from '../../lru';
import { hashHex, rng, uniforms4, type Rng } from './random';
import { round2, type SpotModel } from './spot-path';
import type { OptionType } from './types';
import { tickerInfo, UNIVERSE } from './universe';
import type { VolSurface } from './vol-surface';

export type OrderType = 'sweep' | 'block' | 'multi_leg' | 'single';

export interface FlowModel {
  /** All orders of a ticker's session, ascending by ts_ms ([] for unknown tickers and closed days). */
  sessionOrders(ticker: string, session: string): readonly FlowOrder[];
  /** The ticker's 99th-percentile order size, contracts. */
  p99Size(ticker: string): number;
  isAbnormal(order: FlowOrder): boolean;
  /** Contracts printed per OCC symbol in the ticker's session. */
  contractsByOcc(ticker: string, session: string): ReadonlyMap<string, number>;
  /** Positions the session's orders opened less those they closed, per OCC symbol. */
  openedByOcc(ticker: string, session: string): ReadonlyMap<string, number>;
}

/**
 * How an order changes open interest: it opens positions (OI rises by its size), closes them (falls),
 * or passes them from one holder to another (no change). Large orders mostly open; drawn per order.
 */
const OPENS = 0.6;
const CLOSES = 0.25;

const ORDER_MIX: readonly [OrderType, number][] = [
  ['sweep', 0.35],
  ['block', 0.1],
  ['multi_leg', 0.1],
  ['single', 0.45],
];

/** Expected orders per session: thousands for SPY/QQQ, tens for thin names. */
export function expectedOrders(info: TickerInfo): number {
  return 20 + 4000 * info.liquidity ** 4;
}

export function pickOrderType(r: Rng): OrderType {
  let u = r.next();
  for (const [t, w] of ORDER_MIX) {
    if (u < w) return t;
    u -= w;
  }
  return 'single';
}

/** Pareto-tailed size above 100 contracts; liquid names trade larger; blocks are bigger. */
export function sampleSize(r: Rng, info: TickerInfo, type: OrderType): number {
  const tail = 2 - 0.6 * info.liquidity;
  let size = 100 * Math.exp(-Math.log(1 - r.next()) / tail);
  if (type === 'block') size *= 2 + 3 * r.next();
  size = Math.min(size, 75_000);
  return type === 'block' ? Math.max(100, Math.round(size / 50) * 50) : Math.max(100, Math.floor(size));
}

const BLOCK_SHARE = ORDER_MIX.find(([t]) => t === 'block')?.[1] ?? 0;
const MAX_SIZE = 75_000;

/**
 * P(size > x) of sampleSize for an integer x >= 100, exactly: non-blocks are floor(Pareto), blocks
 * round(Pareto x (2 + 3u)) to 50 (u uniform, integrated numerically), both capped at 75,000.
 */
export function sizeSurvival(info: TickerInfo, x: number): number {
  const tail = 2 - 0.6 * info.liquidity;
  const pareto = (y: number) => (y <= 100 ? 1 : y > MAX_SIZE ? 0 : Math.pow(y / 100, -tail));
  const single = pareto(x + 1);
  // A block exceeds x once its raw size reaches the rounding midpoint above the last multiple of 50 <= x.
  const y = 50 * (Math.floor(x / 50) + 1) - 25;
  let block = 0;
  const steps = 256;
  for (let k = 0; k < steps; k++) block += y > MAX_SIZE ? 0 : pareto(y / (2 + (3 * (k + 0.5)) / steps));
  return (1 - BLOCK_SHARE) * single + (BLOCK_SHARE * block) / steps;
}

/** The q-quantile of a ticker's order size, contracts: the least x with P(size > x) <= 1 - q. */
export function sizeQuantile(info: TickerInfo, q: number): number {
  let lo = 100;
  let hi = MAX_SIZE;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sizeSurvival(info, mid) <= 1 - q) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function poisson(r: Rng, mean: number): number {
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * r.normal()));
  const l = Math.exp(-mean);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= r.next();
  } while (p > l);
  return k - 1;
}

/** The aggressor read from where the price sits between bid (0) and ask (1). */
export function classify(position: number): { direction: Direction; confidence: number } {
  const confidence = Math.round(Math.min(1, Math.abs(position - 0.5) * 2) * 100) / 100;
  if (position >= 0.6) return { direction: 'buy', confidence };
  if (position <= 0.4) return { direction: 'sell', confidence };
  return { direction: 'neutral', confidence };
}

export function toAbnormalTrade(o: FlowOrder, p99: number): AbnormalTrade {
  return {
    event_id: o.event_id,
    ticker: o.ticker,
    side: o.order.direction,
    premium: o.order.premium,
    timestamp: o.order.timestamp,
    option_symbol: o.order.option_ticker,
    option_type: o.order.option_type,
    strike: o.order.strike,
    expiration: o.order.expiration,
    contracts: o.order.total_contracts,
    p99_threshold: p99,
    spot: o.order.spot_price,
    implied_volatility: o.order.implied_volatility,
  };
}

interface Leg {
  readonly type: OptionType;
  readonly expiration: string;
  readonly strike: number;
  /** +1 bought by the aggressor, -1 sold, 0 at the mid. */
  readonly side: 1 | -1 | 0;
}

/** One (ticker, session) of the generator: spot and IV as functions, calendar DTE per listed expiry. */
interface SessionView {
  readonly spotAt: (epochMs: number) => number;
  readonly ivAt: (moneyness: number, calendarDte: number) => number;
  readonly dte: ReadonlyMap<string, number>;
}

export function createFlowModel(seed: string, spot: SpotModel, vol: VolSurface, chain: ChainModel): FlowModel {
  const orderCache = new Lru<string, readonly FlowOrder[]>(1024);
  const volumeCache = new Lru<string, ReadonlyMap<string, number>>(512);
  const p99Cache = new Map<string, number>();

  const p99Size = (ticker: string): number => {
    const info = tickerInfo(ticker);
    if (!info) return NaN;
    let v = p99Cache.get(info.ticker);
    if (v === undefined) p99Cache.set(info.ticker, (v = sizeQuantile(info, 0.99)));
    return v;
  };

  const generate = (info: TickerInfo, session: string): FlowOrder[] => {
    if (!isTradingDay(session)) return [];
    const r = rng(`${seed}|flow|${info.ticker}|${session}`);
    const { openMs, closeMs } = sessionHours(session);
    const span = closeMs - openMs;
    const exps = chain.expirations(info.ticker, session);
    if (exps.length === 0) return [];
    // Per-session lookups done once: orders ask them thousands of times.
    const view: SessionView = {
      spotAt: spot.sessionSpot(info.ticker, session),
      ivAt: vol.smile(info.ticker, session),
      dte: new Map(exps.map((e) => [e, calendarDte(session, e)])),
    };
    const strikesOf = new Map<string, readonly number[]>();
    const dayMove = Math.abs(spot.trailingReturn(info.ticker, session, 1)) / (info.volatility / Math.sqrt(252));
    const target = expectedOrders(info) * Math.exp(0.2 * r.normal()) * (0.85 + 0.2 * Math.min(dayMove, 3));
    const clusters = poisson(r, target / 2.5);
    // Expiry weights: short-dated dominates, monthlies get extra interest.
    const weights = exps.map((e) => {
      const d = calendarDte(session, e);
      const monthly = e === monthlyExpiry(Number(e.slice(0, 4)), Number(e.slice(5, 7)));
      return (Math.exp(-d / 12) + 0.015) * (monthly ? 1.6 : 1);
    });
    const totalW = weights.reduce((a, b) => a + b, 0);
    const pickExpiry = (): string => {
      let u = r.next() * totalW;
      for (let i = 0; i < exps.length; i++) {
        u -= weights[i] as number;
        if (u <= 0) return exps[i] as string;
      }
      return exps[exps.length - 1] as string;
    };
    const snapStrike = (expiration: string, target: number, offset = 0): number | undefined => {
      let ks = strikesOf.get(expiration);
      if (!ks) strikesOf.set(expiration, (ks = chain.strikes(info.ticker, session, expiration)));
      if (ks.length === 0) return undefined;
      let lo = 0;
      let hi = ks.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((ks[mid] as number) < target) lo = mid + 1;
        else hi = mid;
      }
      if (lo > 0 && Math.abs((ks[lo - 1] as number) - target) < Math.abs((ks[lo] as number) - target)) lo--;
      return ks[Math.max(0, Math.min(ks.length - 1, lo + offset))];
    };

    const raw: { ts: number; body: FlowOrderBody }[] = [];
    for (let c = 0; c < clusters; c++) {
      // Arrival: heavier in the first and last half hour.
      const u = r.next();
      const frac = u < 0.2 ? r.next() * (30 / 390) : u < 0.32 ? 1 - r.next() * (30 / 390) : r.next();
      let ts = openMs + Math.floor(frac * (span - 60_000));
      const s0 = view.spotAt(ts);
      const bullish = r.next() < 0.52;
      const kind = pickOrderType(r);
      const expiration = pickExpiry();
      const days = Math.max(view.dte.get(expiration) ?? calendarDte(session, expiration), 0.5);
      const atm = view.ivAt(0, days);
      // Mostly near the money, leaning out of the money in the direction of the idea.
      const useCall = r.next() < (bullish ? 0.7 : 0.3);
      const z = 0.35 * (useCall ? 1 : -1) + 0.8 * r.normal();
      const strike = snapStrike(expiration, s0 * Math.exp(z * atm * Math.sqrt(days / 365)));
      if (strike === undefined) continue;
      const type: OptionType = useCall ? 'call' : 'put';
      const buying = useCall === bullish ? 1 : -1;
      const legsOf = (): Leg[][] => {
        if (kind !== 'multi_leg') {
          const n = 1 + poisson(r, 1.6);
          const legs: Leg[][] = [];
          for (let i = 0; i < n; i++) {
            const k = r.next() < 0.75 ? strike : (snapStrike(expiration, strike, r.next() < 0.5 ? -1 : 1) ?? strike);
            const side = r.next() < 0.12 ? 0 : r.next() < 0.85 ? buying : (-buying as 1 | -1);
            legs.push([{ type, expiration, strike: k, side: side as 1 | -1 | 0 }]);
          }
          return legs;
        }
        const shape = r.next();
        if (shape < 0.5) {
          // Vertical: buy one strike, sell the next further out.
          const far = snapStrike(expiration, strike, type === 'call' ? 2 : -2) ?? strike;
          return [
            [
              { type, expiration, strike, side: buying },
              { type, expiration, strike: far, side: -buying as 1 | -1 },
            ],
          ];
        }
        if (shape < 0.8) {
          const side = r.next() < 0.6 ? 1 : -1;
          return [
            [
              { type: 'call', expiration, strike, side },
              { type: 'put', expiration, strike, side },
            ],
          ];
        }
        const later = exps[Math.min(exps.length - 1, exps.indexOf(expiration) + 1 + r.int(0, 2))] as string;
        const laterStrike = snapStrike(later, strike) ?? strike;
        return [
          [
            { type, expiration, strike, side: -buying as 1 | -1 },
            { type, expiration: later, strike: laterStrike, side: buying },
          ],
        ];
      };
      for (const group of legsOf()) {
        ts += Math.floor(150 + 1500 * -Math.log(1 - r.next()));
        if (ts >= closeMs) ts = closeMs - 1 - r.int(0, 999);
        const size = sampleSize(r, info, kind);
        for (const leg of group) raw.push({ ts, body: makeBody(r, info, view, ts, kind, leg, size) });
      }
    }
    raw.sort((a, b) => a.ts - b.ts);
    return raw.map((o, i) => ({
      ticker: info.ticker,
      event_id: hashHex(`${seed}|${session}|${info.ticker}|${i}`),
      session_date: session,
      ts_ms: o.ts,
      order: o.body,
    }));
  };

  const makeBody = (
    r: Rng,
    info: TickerInfo,
    view: SessionView,
    ts: number,
    kind: OrderType,
    leg: Leg,
    size: number,
  ): FlowOrderBody => {
    const s = view.spotAt(ts);
    const days = view.dte.get(leg.expiration) as number;
    const years = yearsToExpiry(ts, leg.expiration);
    const iv = view.ivAt(Math.log(leg.strike / s), days);
    const g = bsGreeks({ type: leg.type, spot: s, strike: leg.strike, years, vol: iv, rate: RISK_FREE_RATE });
    const theo = Math.max(0.01, g.price ?? 0.01);
    const halfSpread = Math.max(0.005, theo * (0.01 + 0.04 * (1 - info.liquidity)));
    const bid = Math.max(0, round2(theo - halfSpread));
    const ask = Math.max(bid + 0.01, round2(theo + halfSpread));
    // Where the print lands in the quote: sweeps lift the ask or hit the bid hardest.
    const aggression = kind === 'sweep' ? 0.9 + 0.1 * r.next() : 0.62 + 0.38 * r.next();
    const position = leg.side === 0 ? 0.4 + 0.2 * r.next() : leg.side > 0 ? aggression : 1 - aggression;
    const price = Math.max(0.01, round2(bid + position * (ask - bid)));
    const { direction, confidence } = classify(ask > bid ? (price - bid) / (ask - bid) : 0.5);
    const ivMissing = r.next() < 0.05;
    let tradeCount = 1;
    let exchangeCount = 1;
    let timeSpan = 0;
    if (kind === 'sweep') {
      exchangeCount = r.int(2, 8);
      tradeCount = exchangeCount + r.int(0, 6);
      timeSpan = r.int(5, 900);
    } else if (kind === 'single') {
      tradeCount = r.int(1, 4);
      exchangeCount = Math.min(tradeCount, r.int(1, 2));
      timeSpan = tradeCount > 1 ? r.int(50, 2000) : 0;
    } else if (kind === 'multi_leg') {
      tradeCount = r.int(1, 2);
      timeSpan = tradeCount > 1 ? r.int(1, 50) : 0;
    }
    return {
      timestamp: new Date(ts).toISOString().replace('Z', '+00:00'),
      option_ticker: formatOcc({
        underlying: info.ticker,
        expiration: leg.expiration,
        type: leg.type,
        strike: leg.strike,
      }),
      option_type: leg.type,
      strike: leg.strike,
      expiration: leg.expiration,
      total_contracts: size,
      premium: round2(size * price * 100),
      total_notional: round2(size * 100 * s),
      avg_price: price,
      avg_bid: bid,
      avg_ask: ask,
      direction,
      direction_confidence: confidence,
      order_type: kind,
      spot_price: s,
      implied_volatility: ivMissing ? null : Math.round(iv * (1 + 0.01 * r.normal()) * 1e4) / 1e4,
      delta: ivMissing || g.delta === null ? null : Math.round(g.delta * 1e4) / 1e4,
      trade_count: tradeCount,
      exchange_count: exchangeCount,
      time_span_ms: timeSpan,
      enrich_status: 'complete',
    };
  };

  const sessionOrders = (ticker: string, session: string): readonly FlowOrder[] => {
    const info = tickerInfo(ticker);
    if (!info) return [];
    return orderCache.getOrCreate(`${info.ticker}|${session}`, () => Object.freeze(generate(info, session)));
  };

  const openedCache = new Lru<string, ReadonlyMap<string, number>>(512);

  return {
    sessionOrders,
    p99Size,
    isAbnormal: (o) => o.order.total_contracts > p99Size(o.ticker),
    contractsByOcc: (ticker, session) =>
      volumeCache.getOrCreate(`${ticker.toUpperCase()}|${session}`, () => {
        const m = new Map<string, number>();
        for (const o of sessionOrders(ticker, session)) {
          m.set(o.order.option_ticker, (m.get(o.order.option_ticker) ?? 0) + o.order.total_contracts);
        }
        return m;
      }),
    openedByOcc: (ticker, session) =>
      openedCache.getOrCreate(`${ticker.toUpperCase()}|${session}`, () => {
        const m = new Map<string, number>();
        for (const o of sessionOrders(ticker, session)) {
          const [u] = uniforms4(`${seed}|opens|${o.event_id}`);
          const sign = u < OPENS ? 1 : u < OPENS + CLOSES ? -1 : 0;
          if (sign !== 0)
            m.set(o.order.option_ticker, (m.get(o.order.option_ticker) ?? 0) + sign * o.order.total_contracts);
        }
        return m;
      }),
  };
}

/** Every ticker of the universe, for whole-market generation. */
export const ALL_TICKERS: readonly string[] = UNIVERSE.map((t) => t.ticker);
