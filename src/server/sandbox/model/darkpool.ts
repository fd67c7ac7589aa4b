/**
 * Simulated off-exchange (TRF) prints: pure and deterministic from seed + ticker + session, memoized.
 * Prints land inside the minute bar's range, in proportion to the bar's volume; sizes are log-normal,
 * scaled so the session's off-exchange shares are a plausible share of the consolidated volume. Each
 * print carries its NBBO context; about 2% have an unknown quote (bid, ask and the flags null).
 */
import { previousTradingDay } from '../../../api/calendar';
import type { NbboLabel } from '../../../api/nbbo-labels';
import type { TickerInfo } from '../market';
import { Lru } from '../../lru';
import { rng } from './random';
import type { DailyBar, MinuteBar } from './types';

/** Sessions from this date carry the away-from-quote adjustment (`*_ex_away`); older ones do not. */
export const EX_AWAY_FROM = '2026-09-01';
/** Block floor in dollars: a block is at least this and at least the ticker's rolling P99.5. */
export const BLOCK_FLOOR = 1_000_000;
/** Sessions in the rolling baseline (the prior sessions, so a session's threshold never moves intraday). */
export const BASELINE_SESSIONS = 5;
/** Sessions in the average daily volume. */
export const ADV_SESSIONS = 20;

export interface DarkPrint {
  readonly ticker: string;
  readonly session: string;
  /** Sequence number within the (ticker, session), in time order: ids are `${ticker}-${session}-${seq}`. */
  readonly seq: number;
  readonly ts_ms: number;
  readonly price: number;
  readonly size: number;
  /** price × size, dollars. */
  readonly premium: number;
  readonly bid: number | null;
  readonly ask: number | null;
  readonly nbbo_label: NbboLabel;
  /** Beyond the quote; null when the quote is unknown. */
  readonly outside_nbbo: boolean | null;
  /** More than 0.1% and 2 cents outside the quote; null when the quote is unknown. */
  readonly away_from_quote: boolean | null;
}

/** Per (ticker, session) figures of the whole session, kept small so many can be memoized. */
export interface DarkSessionStats {
  readonly prints: number;
  readonly shares: number;
  readonly notional: number;
  readonly p95: number | null;
  readonly p99: number | null;
  readonly p995: number | null;
}

export interface DarkBaseline {
  readonly p95: number | null;
  readonly p99: number | null;
  readonly p995: number | null;
  /** max(BLOCK_FLOOR, p995). */
  readonly threshold: number;
  readonly n: number;
  readonly from: string;
  readonly to: string;
}

export interface DarkPoolSpot {
  readonly seed: string;
  minuteBars(ticker: string, session: string): readonly MinuteBar[];
  dailyBars(ticker: string, toSession: string, count: number): readonly DailyBar[];
  tickerInfo(ticker: string): TickerInfo | undefined;
}

export interface DarkPoolModel {
  /** Every print of the whole session, ascending by ts_ms (callers cut at their delay). */
  sessionPrints(ticker: string, session: string): readonly DarkPrint[];
  sessionStats(ticker: string, session: string): DarkSessionStats;
  /**
   * The session's off-exchange shares and an estimate of its notional (shares × the daily typical
   * price) from the daily bar alone: within about 1% of the prints' sum, for history-wide answers.
   */
  sessionTotal(ticker: string, session: string): { shares: number; notional: number } | null;
  /** Rolling baseline from the BASELINE_SESSIONS sessions before `session`. */
  baseline(ticker: string, session: string): DarkBaseline;
  /** Average daily share volume of the ADV_SESSIONS sessions before `session`; null without bars. */
  adv(ticker: string, session: string): number | null;
  isBlock(p: DarkPrint): boolean;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export function isAway(price: number, bid: number, ask: number): boolean {
  const beyond = price > ask ? price - ask : price < bid ? bid - price : 0;
  return beyond > 0.001 * price && beyond > 0.02 + 1e-9;
}

/** Quantile (type 7) of an ascending array. */
function sortedQuantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Log-normal spread of print sizes. */
const SIZE_SIGMA = 1.15;
/** Standard normal quantiles of the baseline percentiles. */
const Z = { p95: 1.6449, p99: 2.3263, p995: 2.5758 } as const;

/** How many prints a session has and their size law, from the session's consolidated share volume. */
function sessionParams(seed: string, info: TickerInfo, session: string, volume: number) {
  const r = rng(`${seed}|darkpool-params|${info.ticker}|${session}`);
  const count = Math.round((40 + 1400 * info.liquidity ** 1.6) * (0.8 + 0.4 * r.next()));
  // Off-exchange share of consolidated volume this session (Nasdaq-reported TRF venues only).
  const share = 0.22 + 0.16 * r.next();
  // E[size] = exp(mu + sigma²/2) = share × volume / count.
  const mu = Math.log(Math.max(1, (share * volume) / count)) - (SIZE_SIGMA * SIZE_SIGMA) / 2;
  return { count, mu, shares: share * volume };
}

function generate(seed: string, spot: DarkPoolSpot, ticker: string, session: string): DarkPrint[] {
  const info = spot.tickerInfo(ticker);
  const bars = spot.minuteBars(ticker, session);
  if (!info || bars.length === 0) return [];
  const r = rng(`${seed}|darkpool|${ticker}|${session}`);
  const liq = info.liquidity;
  const volume = bars.reduce((s, b) => s + b.volume, 0);
  const { count, mu, shares } = sessionParams(seed, info, session, volume);
  const sigma = SIZE_SIGMA;
  const cum: number[] = [];
  let acc = 0;
  for (const b of bars) cum.push((acc += b.volume + 1));
  const raw: { -readonly [K in keyof DarkPrint]: DarkPrint[K] }[] = [];
  for (let i = 0; i < count; i++) {
    const u = r.next() * acc;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (cum[m]! < u) lo = m + 1;
      else hi = m;
    }
    const bar = bars[lo]!;
    const ts = bar.t + Math.floor(r.next() * 60_000);
    const q = bar.low + (bar.high - bar.low) * r.next();
    const half = Math.max(0.005, q * 0.00008 * (1 + 2 * (1 - liq)) * (0.5 + r.next()));
    const bid = round2(q - half);
    const ask = Math.max(round2(q + half), bid + 0.01);
    const size = Math.exp(mu + sigma * r.normal());
    const draw = r.next();
    let label: NbboLabel;
    let price: number;
    if (draw < 0.02) {
      label = 'unknown';
      price = round4(q);
    } else if (draw < 0.06) {
      label = 'above_ask';
      // About a third of the outside prints are far enough to count as away from the quote.
      price = round4(ask + (r.next() < 0.35 ? Math.max(0.03, ask * 0.0015) * (1 + r.next()) : 0.01 * r.int(1, 2)));
    } else if (draw < 0.1) {
      label = 'below_bid';
      price = round4(bid - (r.next() < 0.35 ? Math.max(0.03, bid * 0.0015) * (1 + r.next()) : 0.01 * r.int(1, 2)));
    } else if (draw < 0.35) {
      label = 'at_ask';
      price = ask;
    } else if (draw < 0.6) {
      label = 'at_bid';
      price = bid;
    } else {
      label = 'mid';
      price = round4((bid + ask) / 2);
    }
    const known = label !== 'unknown';
    raw.push({
      ticker,
      session,
      seq: 0,
      ts_ms: ts,
      price,
      size,
      premium: round2(price * size),
      bid: known ? bid : null,
      ask: known ? ask : null,
      nbbo_label: label,
      outside_nbbo: known ? price > ask || price < bid : null,
      away_from_quote: known ? isAway(price, bid, ask) : null,
    });
  }
  // Scale the drawn sizes to the session's off-exchange share exactly, so daily totals follow the
  // daily bars (sessionTotal) and history-wide answers need no print generation.
  const drawn = raw.reduce((s, p) => s + p.size, 0);
  for (const p of raw) {
    p.size = Math.max(1, Math.round((p.size * shares) / drawn));
    p.premium = round2(p.price * p.size);
  }
  raw.sort((a, b) => a.ts_ms - b.ts_ms);
  raw.forEach((p, seq) => (p.seq = seq));
  return raw;
}

export function createDarkPoolModel(spot: DarkPoolSpot): DarkPoolModel {
  const prints = new Lru<string, readonly DarkPrint[]>(800);
  const stats = new Lru<string, DarkSessionStats>(40_000);
  const baselines = new Lru<string, DarkBaseline>(4_000);

  const sessionPrints = (ticker: string, session: string): readonly DarkPrint[] =>
    prints.getOrCreate(`${ticker}|${session}`, () => Object.freeze(generate(spot.seed, spot, ticker, session)));

  const sessionStats = (ticker: string, session: string): DarkSessionStats =>
    stats.getOrCreate(`${ticker}|${session}`, () => {
      const list = sessionPrints(ticker, session);
      const sorted = list.map((p) => p.premium).sort((a, b) => a - b);
      return {
        prints: list.length,
        shares: list.reduce((s, p) => s + p.size, 0),
        notional: sorted.reduce((s, x) => s + x, 0),
        p95: sortedQuantile(sorted, 0.95),
        p99: sortedQuantile(sorted, 0.99),
        p995: sortedQuantile(sorted, 0.995),
      };
    });

  const baseline = (ticker: string, session: string): DarkBaseline =>
    baselines.getOrCreate(`${ticker}|${session}`, () => {
      const info = spot.tickerInfo(ticker);
      const bars = info ? spot.dailyBars(ticker, previousTradingDay(session), BASELINE_SESSIONS) : [];
      // Each prior session's percentile of print notional under the law its prints are drawn from
      // (typical price × log-normal size): exact for the model and cheap, where the sample
      // percentile would need every print of every ticker of five sessions generated.
      const daily = bars.map((b) => {
        const { mu } = sessionParams(spot.seed, info!, b.session, b.volume);
        const typical = (b.high + b.low + b.close) / 3;
        const at = (z: number) => typical * Math.exp(mu + SIZE_SIGMA * z);
        return { p95: at(Z.p95), p99: at(Z.p99), p995: at(Z.p995) };
      });
      const avg = (k: keyof typeof Z) =>
        daily.length === 0 ? null : round2(daily.reduce((s, d) => s + d[k], 0) / daily.length);
      const p995 = avg('p995');
      return {
        p95: avg('p95'),
        p99: avg('p99'),
        p995,
        threshold: Math.max(BLOCK_FLOOR, p995 ?? 0),
        n: daily.length,
        from: bars[0]?.session ?? previousTradingDay(session),
        to: bars.at(-1)?.session ?? previousTradingDay(session),
      };
    });

  const adv = (ticker: string, session: string): number | null => {
    const bars = spot.dailyBars(ticker, previousTradingDay(session), ADV_SESSIONS);
    return bars.length === 0 ? null : Math.round(bars.reduce((s, b) => s + b.volume, 0) / bars.length);
  };

  const sessionTotal = (ticker: string, session: string) => {
    const info = spot.tickerInfo(ticker);
    const bar = spot.dailyBars(ticker, session, 1)[0];
    if (!info || !bar || bar.session !== session) return null;
    const { shares } = sessionParams(spot.seed, info, session, bar.volume);
    return { shares: Math.round(shares), notional: round2((shares * (bar.high + bar.low + bar.close)) / 3) };
  };

  return {
    sessionPrints,
    sessionStats,
    sessionTotal,
    baseline,
    adv,
    isBlock: (p) => p.premium >= baseline(p.ticker, p.session).threshold,
  };
}
