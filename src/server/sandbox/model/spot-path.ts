/**
 * Underlying prices: a daily path per ticker from a shared market factor (SPY-like, with volatility
 * clustering), a sector factor and an idiosyncratic part, mean-reverting slowly to the reference
 * price; and for each session a minute path bridged from the open to the daily close, so that minute
 * and daily bars agree (same open, close, high, low and volume).
 */
import {
  isEarlyClose,
  isTradingDay,
  previousTradingDay,
  sessionHours,
  tradingDaysBetween,
} from '../../../api/calendar';
import type { TickerInfo } from '../market';
import { Lru } from '../../lru';
import { rng } from './random';
import type { DailyBar, MinuteBar } from './types';
import { betaOf, stepWeights, uShape } from './spot-path-shapes';
import type { SpotModel } from './spot-model';
import { tickerInfo } from './universe';

/** First and last sessions the model can simulate (sessions before 2024 are plain weekdays). */
export const PATH_FIRST_SESSION = '2022-01-03';
export const PATH_LAST_SESSION = '2028-12-29';

const TRADING_DAYS_PER_YEAR = 252;
const MARKET_VOL = 0.15;
const SECTOR_VOL = 0.08;
/** Daily pull of log price towards the reference (half-life about 350 sessions). */
const MEAN_REVERSION = 0.002;

export type { SpotModel } from './spot-model';

interface TickerPath {
  readonly info: TickerInfo;
  readonly beta: number;
  readonly sectorLoading: number;
  readonly logOpen: Float64Array;
  readonly logClose: Float64Array;
  /** Daily standard deviation of the log return at each session (regime-scaled). */
  readonly daySd: Float64Array;
  /** Daily share volume level before intraday noise. */
  readonly volumeLevel: Float64Array;
  readonly corrWithMarket: number;
  readonly daily: (DailyBar | undefined)[];
}

interface DayAggregate {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

interface MinuteArrays {
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
}

const SESSIONS: readonly string[] = tradingDaysBetween(PATH_FIRST_SESSION, PATH_LAST_SESSION);
const SESSION_INDEX: ReadonlyMap<string, number> = new Map(SESSIONS.map((s, i) => [s, i]));

export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Index of a session in the model's range, or -1. */
export function sessionIndex(session: string): number {
  return SESSION_INDEX.get(session) ?? -1;
}

/** The session itself when it trades, else the last trading day before it. */
export function tradingSessionAtOrBefore(session: string): string {
  return isTradingDay(session) ? session : previousTradingDay(session);
}

const STEP_WEIGHTS = { 390: stepWeights(390), 210: stepWeights(210) } as const;
const TABLE_SIZE = 1 << 18;
const TABLE_MASK = TABLE_SIZE - 1;
const VOL_WEIGHTS = { 390: uShape(390, 3, 2.5), 210: uShape(210, 3, 2.5) } as const;

export function createSpotModel(seed: string): SpotModel {
  const n = SESSIONS.length;

  // Shared market factor with log-volatility clustering and rare down shocks.
  const marketRet = new Float64Array(n);
  const regimeArr = new Float64Array(n);
  {
    const r = rng(`${seed}|market-daily`);
    let h = 0;
    for (let i = 0; i < n; i++) {
      h = Math.max(-0.6, Math.min(1.3, 0.97 * h + 0.11 * r.normal()));
      const sd = (MARKET_VOL * Math.exp(h)) / Math.sqrt(TRADING_DAYS_PER_YEAR);
      let ret = 0.07 / TRADING_DAYS_PER_YEAR + sd * r.normal();
      if (r.next() < 0.004) {
        ret -= 0.02 + 0.03 * r.next();
        h = Math.min(1.3, h + 0.5); // a shock lifts volatility
      }
      marketRet[i] = ret;
      regimeArr[i] = Math.exp(h);
    }
  }

  const sectorCache = new Map<string, Float64Array>();
  const sectorFactor = (sector: string): Float64Array => {
    let f = sectorCache.get(sector);
    if (!f) {
      f = new Float64Array(n);
      const r = rng(`${seed}|sector-daily|${sector}`);
      for (let i = 0; i < n; i++) {
        f[i] = ((SECTOR_VOL * Math.sqrt(regimeArr[i] as number)) / Math.sqrt(TRADING_DAYS_PER_YEAR)) * r.normal();
      }
      sectorCache.set(sector, f);
    }
    return f;
  };

  const paths = new Map<string, TickerPath>();
  const pathOf = (ticker: string): TickerPath | undefined => {
    const info = tickerInfo(ticker);
    if (!info) return undefined;
    const hit = paths.get(info.ticker);
    if (hit) return hit;
    const beta = betaOf(info);
    const sectorLoading = info.sector === 'index' ? 0 : 1;
    const sigma = info.volatility;
    const idioVol = Math.sqrt(
      Math.max(sigma * sigma - beta * beta * MARKET_VOL ** 2 - sectorLoading * SECTOR_VOL ** 2, (0.2 * sigma) ** 2),
    );
    const sec = sectorLoading ? sectorFactor(info.sector) : undefined;
    const r = rng(`${seed}|ticker-daily|${info.ticker}`);
    const logRef = Math.log(info.referencePrice);
    const logOpen = new Float64Array(n);
    const logClose = new Float64Array(n);
    const daySd = new Float64Array(n);
    const volumeLevel = new Float64Array(n);
    // Dollar volume rises steeply with liquidity: about $40B a day for SPY, $1B for a 0.3 name.
    const dollarVolume = 2e8 * Math.pow(200, info.liquidity);
    let prev = logRef + 0.15 * sigma * r.normal();
    for (let i = 0; i < n; i++) {
      const reg = regimeArr[i] as number;
      const idioSd = (idioVol * Math.sqrt(reg)) / Math.sqrt(TRADING_DAYS_PER_YEAR);
      const ret =
        beta * (marketRet[i] as number) +
        (sec ? (sec[i] as number) : 0) +
        idioSd * r.normal() -
        MEAN_REVERSION * (prev - logRef);
      const sd = Math.sqrt(
        (beta * MARKET_VOL) ** 2 * reg * reg + sectorLoading * SECTOR_VOL ** 2 * reg + idioVol ** 2 * reg,
      );
      daySd[i] = sd / Math.sqrt(TRADING_DAYS_PER_YEAR);
      const close = prev + ret;
      logOpen[i] = prev + 0.2 * ret + 0.15 * (daySd[i] as number) * r.normal();
      logClose[i] = close;
      const surprise = Math.abs(ret) / (daySd[i] as number);
      volumeLevel[i] = (dollarVolume / Math.exp(close)) * Math.exp(0.25 * r.normal()) * (0.8 + 0.25 * surprise);
      prev = close;
    }
    const corrWithMarket = Math.max(-0.95, Math.min(0.95, (beta * MARKET_VOL) / sigma));
    const p: TickerPath = {
      info,
      beta,
      sectorLoading,
      logOpen,
      logClose,
      daySd,
      volumeLevel,
      corrWithMarket,
      daily: [],
    };
    paths.set(info.ticker, p);
    return p;
  };

  // Minute noise is read from seeded tables at a per-(ticker, session) offset: the same numbers as
  // drawing them one by one, at a fraction of the cost (daily bars need every minute of history).
  const normals = new Float64Array(TABLE_SIZE);
  const uniforms = new Float64Array(TABLE_SIZE);
  {
    const r = rng(`${seed}|minute-tables`);
    for (let i = 0; i < TABLE_SIZE; i++) {
      normals[i] = r.normal();
      uniforms[i] = r.next();
    }
  }

  // The market's minute shocks of a session: a window of the table at a per-session offset.
  const marketOffset = new Int32Array(n);
  {
    const r = rng(`${seed}|market-minute-offsets`);
    for (let i = 0; i < n; i++) marketOffset[i] = r.int(0, TABLE_MASK);
  }

  /**
   * Simulates a session's minutes; fills `out` when given (minute bars), and always returns the
   * day's aggregates (daily bars need only those, so they skip the arrays).
   */
  const simulateMinutes = (p: TickerPath, idx: number, out: MinuteArrays | null): DayAggregate => {
    const session = SESSIONS[idx] as string;
    const count = isEarlyClose(session) ? 210 : 390;
    const stepW = STEP_WEIGHTS[count];
    const volW = VOL_WEIGHTS[count];
    const mOff = marketOffset[idx] as number;
    const r = rng(`${seed}|ticker-minute|${p.info.ticker}|${session}`);
    const nOff = r.int(0, TABLE_MASK);
    const uOff = r.int(0, TABLE_MASK);
    const lo = Math.log(round2(Math.exp(p.logOpen[idx] as number)));
    const lc = Math.log(round2(Math.exp(p.logClose[idx] as number)));
    const sdIntra = 0.8 * (p.daySd[idx] as number);
    const rho = p.corrWithMarket;
    const idioW = Math.sqrt(1 - rho * rho);
    // Random walk, then a Brownian bridge pinned at the open and the daily close.
    const walk = scratchWalk;
    walk[0] = 0;
    for (let k = 0; k < count; k++) {
      const s = sdIntra * (stepW[k] as number);
      const z =
        rho * (normals[(mOff + k) & TABLE_MASK] as number) + idioW * (normals[(nOff + k) & TABLE_MASK] as number);
      walk[k + 1] = (walk[k] as number) + s * z;
    }
    const drift = lc - lo - (walk[count] as number);
    const level = p.volumeLevel[idx] as number;
    const dayOpen = round2(Math.exp(lo));
    let prevClose = dayOpen;
    let dayHigh = -Infinity;
    let dayLow = Infinity;
    let dayVolume = 0;
    for (let k = 0; k < count; k++) {
      const x = k + 1 === count ? lc : lo + (walk[k + 1] as number) + (drift * (k + 1)) / count;
      const o = prevClose;
      const c = round2(Math.exp(x));
      const wick = 0.7 * sdIntra * (stepW[k] as number);
      const u = 3 * k + uOff;
      const top = o > c ? o : c;
      const bottom = o > c ? c : o;
      // Wicks are small (a fraction of a minute's sd): 1 ± x stands in for exp(±x).
      const high = Math.max(top, round2(top * (1 + wick * (uniforms[u & TABLE_MASK] as number))));
      const low = Math.min(bottom, round2(bottom * (1 - wick * (uniforms[(u + 1) & TABLE_MASK] as number))));
      const v = ((level * (volW[k] as number)) / count) * (0.6 + 0.8 * (uniforms[(u + 2) & TABLE_MASK] as number));
      const volume = v < 1 ? 1 : Math.round(v);
      if (high > dayHigh) dayHigh = high;
      if (low < dayLow) dayLow = low;
      dayVolume += volume;
      if (out) {
        out.open[k] = o;
        out.close[k] = c;
        out.high[k] = high;
        out.low[k] = low;
        out.volume[k] = volume;
      }
      prevClose = c;
    }
    return { open: dayOpen, high: dayHigh, low: dayLow, close: prevClose, volume: dayVolume };
  };
  const scratchWalk = new Float64Array(391);

  const minuteCache = new Lru<string, MinuteArrays>(512);
  const minutesOf = (p: TickerPath, idx: number): MinuteArrays =>
    minuteCache.getOrCreate(`${p.info.ticker}|${idx}`, () => {
      const count = isEarlyClose(SESSIONS[idx] as string) ? 210 : 390;
      const out: MinuteArrays = {
        open: new Float64Array(count),
        high: new Float64Array(count),
        low: new Float64Array(count),
        close: new Float64Array(count),
        volume: new Float64Array(count),
      };
      simulateMinutes(p, idx, out);
      return out;
    });

  const dailyBarAt = (p: TickerPath, idx: number): DailyBar => {
    const hit = p.daily[idx];
    if (hit) return hit;
    // Daily bars come from the minute path so that both agree; no need to keep the minutes.
    const day = simulateMinutes(p, idx, null);
    const bar: DailyBar = { session: SESSIONS[idx] as string, ...day };
    p.daily[idx] = bar;
    return bar;
  };

  const indexOrThrow = (session: string): number => {
    const idx = sessionIndex(tradingSessionAtOrBefore(session));
    if (idx < 0) {
      throw new RangeError(
        `session ${session} is outside the model's range ${PATH_FIRST_SESSION}..${PATH_LAST_SESSION}`,
      );
    }
    return idx;
  };

  const hoursCache = new Lru<string, { openMs: number; closeMs: number }>(256);

  const sessionSpot = (ticker: string, session: string): ((epochMs: number) => number) => {
    const p = pathOf(ticker);
    if (!p) return () => NaN;
    const idx = indexOrThrow(session);
    const close = round2(Math.exp(p.logClose[idx] as number));
    if (!isTradingDay(session)) return () => close;
    const open = round2(Math.exp(p.logOpen[idx] as number));
    const hours = hoursCache.getOrCreate(session, () => sessionHours(session));
    // The minutes are built on first use inside the session (before the open or after the close need none).
    let m: MinuteArrays | undefined;
    return (epochMs) => {
      if (epochMs >= hours.closeMs) return close;
      if (epochMs < hours.openMs) return open;
      m ??= minutesOf(p, idx);
      const done = Math.floor((epochMs - hours.openMs) / 60_000) - 1;
      return done < 0 ? (m.open[0] as number) : (m.close[Math.min(done, m.close.length - 1)] as number);
    };
  };
  // spotAt keeps the last (ticker, session) it served: callers loop over one session at a time.
  let lastSpot: { ticker: string; session: string; at: (epochMs: number) => number } = {
    ticker: '',
    session: '',
    at: () => NaN,
  };

  return {
    dailyBars(ticker, toSession, count) {
      const p = pathOf(ticker);
      if (!p || count <= 0) return [];
      const end = indexOrThrow(toSession);
      const out: DailyBar[] = [];
      for (let i = Math.max(0, end - Math.floor(count) + 1); i <= end; i++) out.push(dailyBarAt(p, i));
      return out;
    },
    minuteBars(ticker, session) {
      const p = pathOf(ticker);
      if (!p || !isTradingDay(session)) return [];
      const idx = indexOrThrow(session);
      const m = minutesOf(p, idx);
      const { openMs } = sessionHours(session);
      const bars: MinuteBar[] = [];
      for (let k = 0; k < m.close.length; k++) {
        bars.push({
          t: openMs + k * 60_000,
          open: m.open[k] as number,
          high: m.high[k] as number,
          low: m.low[k] as number,
          close: m.close[k] as number,
          volume: m.volume[k] as number,
        });
      }
      return bars;
    },
    spotAt(ticker, session, epochMs) {
      if (ticker !== lastSpot.ticker || session !== lastSpot.session) {
        lastSpot = { ticker, session, at: sessionSpot(ticker, session) };
      }
      return lastSpot.at(epochMs);
    },
    sessionSpot,
    dailyClose(ticker, session) {
      const p = pathOf(ticker);
      if (!p) return NaN;
      return round2(Math.exp(p.logClose[indexOrThrow(session)] as number));
    },
    trailingReturn(ticker, session, lookback) {
      const p = pathOf(ticker);
      if (!p) return NaN;
      const idx = indexOrThrow(session);
      const from = Math.max(0, idx - lookback);
      return (p.logClose[idx] as number) - (p.logClose[from] as number);
    },
    regime(session) {
      return regimeArr[indexOrThrow(session)] as number;
    },
    annualVol(ticker, session) {
      const p = pathOf(ticker);
      if (!p) return NaN;
      return (p.daySd[indexOrThrow(session)] as number) * Math.sqrt(TRADING_DAYS_PER_YEAR);
    },
    smoothedClose(ticker, session, halfLife) {
      const p = pathOf(ticker);
      if (!p) return NaN;
      const idx = indexOrThrow(session);
      const decay = Math.pow(0.5, 1 / halfLife);
      let weight = 0;
      let sum = 0;
      let w = 1;
      // Four half-lives hold 94% of the weight: enough, and cheap.
      for (let i = idx; i >= Math.max(0, idx - Math.ceil(4 * halfLife)); i--, w *= decay) {
        sum += w * (p.logClose[i] as number);
        weight += w;
      }
      return Math.exp(sum / weight);
    },
  };
}
