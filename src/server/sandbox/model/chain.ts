/**
 * Listed option chains: expiries (dailies for SPY/QQQ/IWM, weeklies for liquid names, monthlies,
 * quarterlies and January LEAPS out to two years), strikes spaced as exchanges list them, and two
 * open-interest snapshots per session (AM 08:30 ET before the open = the prior session's PM; PM
 * 16:30 ET after the close, changed by the day's opening and closing trades; volume null at AM, not
 * yet observed). The strike listing of a session is anchored at the prior close, so AM and PM list
 * the same contracts. The OI level itself is open-interest-profile.ts.
 */
import {
  addCalendarDays,
  calendarDte,
  easternToEpochMs,
  isTradingDay,
  monthlyExpiry,
  previousTradingDay,
  sessionHours,
  tradingDaysBetween,
  weekday,
} from '../../../api/calendar';
import { formatOcc, parseOcc } from '../../../api/occ';
import type { TickerInfo } from '../market';
import { Lru } from '../../lru';
import { normalFrom, uniforms4 } from './random';
import type { SpotModel } from './spot-path';
import {
  callLean,
  expiryWeight,
  oiCenterHalfLife,
  openInterestLevel,
  type ExpiryOiContext,
} from './open-interest-profile';
import type { ChainContract, ChainSnapshot, OiSlot } from './types';
import { tradingDte } from './trading-days';
import { tickerInfo } from './universe';
import type { VolSurface } from './vol-surface';

/** Risk-free rate of the sandbox, decimal (continuously compounded). */
export const RISK_FREE_RATE = 0.04;

const MS_PER_YEAR = 365 * 86_400_000;
const expiryCloseCache = new Map<string, number>();

/**
 * Years from an instant to an expiry's close (16:00 ET, 13:00 on early closes), for Black-Scholes:
 * a 0DTE contract seen at the 08:30 snapshot still has 7.5 hours; zero or negative once expired
 * (bsGreeks then answers null).
 */
export function yearsToExpiry(fromMs: number, expiration: string): number {
  let close = expiryCloseCache.get(expiration);
  if (close === undefined) {
    close = sessionHours(expiration).closeMs;
    expiryCloseCache.set(expiration, close);
  }
  return (close - fromMs) / MS_PER_YEAR;
}

/** When a snapshot prints: AM 08:30 ET, PM 16:30 ET of the session (no chain needs building to know it). */
export function snapshotAsOf(session: string, slot: OiSlot): number {
  return easternToEpochMs(session, slot === 'AM' ? AM_MINUTE : PM_MINUTE);
}

const DAILY_EXPIRY_TICKERS = new Set(['SPY', 'QQQ', 'IWM']);
const AM_MINUTE = 8 * 60 + 30;
const PM_MINUTE = 16 * 60 + 30;
const MAX_DAYS = 731;

export interface ChainModel {
  expirations(ticker: string, session: string): string[];
  chainSnapshot(ticker: string, session: string, slot: OiSlot): ChainSnapshot;
  contractFromOcc(occ: string, session: string, slot: OiSlot): ChainContract | undefined;
  /** Listed strikes of one expiry at a session, ascending ([] when not listed). */
  strikes(ticker: string, session: string, expiration: string): readonly number[];
  /** The spot the session's listing is anchored at (the prior close). */
  listingSpot(ticker: string, session: string): number;
}

/** What the chain takes from the flow model: per OCC symbol of a session's large orders. */
export interface SessionFlowSource {
  /** Contracts traded. */
  traded(ticker: string, session: string): ReadonlyMap<string, number>;
  /** Positions opened less positions closed. */
  opened(ticker: string, session: string): ReadonlyMap<string, number>;
}

const LADDER = [0.5, 1, 2.5, 5, 10, 25, 50, 100] as const;
const COARSER: Readonly<Record<number, number>> = { 0.5: 1, 1: 5, 2.5: 5, 5: 10, 10: 25, 25: 50, 50: 100, 100: 100 };

function nearIncrement(spot: number, info: TickerInfo): number {
  if (DAILY_EXPIRY_TICKERS.has(info.ticker) || (info.isEtf && spot < 700)) return spot < 25 ? 0.5 : 1;
  let inc: number;
  if (spot < 25) inc = 0.5;
  else if (spot < 75) inc = 1;
  else if (spot < 200) inc = 2.5;
  else if (spot < 500) inc = 5;
  else if (spot < 1000) inc = 10;
  else if (spot < 3000) inc = 25;
  else inc = 50;
  // Heavily traded names list a finer grid near the money.
  if (info.liquidity >= 0.6 && inc > 0.5) inc = LADDER[LADDER.indexOf(inc as (typeof LADDER)[number]) - 1] ?? inc;
  return inc;
}

/** Strikes from spot for an expiry `days` away: fine near the money, coarser beyond 8% and 18%. */
export function listStrikes(spot: number, info: TickerInfo, days: number): number[] {
  const reach = Math.min(0.6, 0.3 * Math.max(1, Math.sqrt(days / 60)));
  let inc = nearIncrement(spot, info);
  if (days > 90) inc = COARSER[inc] ?? inc;
  // Far strikes widen, but never beyond about 5% of spot (a $9 stock keeps its 50-cent grid).
  const cap = Math.max(inc, [...LADDER].reverse().find((x) => x <= spot * 0.05) ?? inc);
  const mid = Math.min(COARSER[inc] ?? inc, cap);
  const bands: [number, number][] = [
    [0.08, inc],
    [0.18, mid],
    [reach, Math.min(COARSER[mid] ?? mid, cap)],
  ];
  const out = new Set<number>();
  let inner = -1;
  for (const [outer, step] of bands) {
    const hi = Math.min(outer, reach);
    if (hi <= inner) continue;
    const from = Math.ceil((spot * (1 - hi)) / step);
    const to = Math.floor((spot * (1 + hi)) / step);
    for (let k = from; k <= to; k++) {
      const strike = Math.round(k * step * 1000) / 1000;
      const dist = Math.abs(strike / spot - 1);
      // Each band lists its own step only beyond the finer band inside it.
      if (strike > 0 && dist > inner && dist <= hi) out.add(strike);
    }
    inner = hi;
  }
  return [...out].sort((a, b) => a - b);
}

/** Expiry of the week containing a day: its Friday, or the trading day before when Friday is a holiday. */
function weeklyExpiry(friday: string): string {
  return isTradingDay(friday) ? friday : previousTradingDay(friday);
}

export function listExpirations(info: TickerInfo, session: string): string[] {
  const out = new Set<string>();
  const last = addCalendarDays(session, MAX_DAYS);
  if (DAILY_EXPIRY_TICKERS.has(info.ticker))
    for (const d of tradingDaysBetween(session, addCalendarDays(session, 14))) out.add(d);
  if (info.liquidity >= 0.4) {
    const firstFriday = addCalendarDays(session, (5 - weekday(session) + 7) % 7);
    for (let w = 0; w < 8; w++) {
      const e = weeklyExpiry(addCalendarDays(firstFriday, 7 * w));
      if (e >= session) out.add(e);
    }
  }
  const y0 = Number(session.slice(0, 4));
  const m0 = Number(session.slice(5, 7));
  for (let i = 0; i < 26; i++) {
    const y = y0 + Math.floor((m0 - 1 + i) / 12);
    const m = ((m0 - 1 + i) % 12) + 1;
    const e = monthlyExpiry(y, m);
    if (e < session || e > last) continue;
    // Past a year: January LEAPS for every name, quarterlies for the more liquid ones.
    if (i <= 12 || m === 1 || (m % 3 === 0 && info.liquidity >= 0.3)) out.add(e);
  }
  return [...out].sort();
}

// Trading-day DTE walks the calendar day by day: memoize it (session × expiry pairs are few).
const tradingDteCache = new Map<string, number>();
function cachedTradingDte(session: string, expiration: string): number {
  const key = `${session}|${expiration}`;
  let v = tradingDteCache.get(key);
  if (v === undefined) {
    v = tradingDte(session, expiration);
    tradingDteCache.set(key, v);
  }
  return v;
}

export function createChainModel(seed: string, spot: SpotModel, vol: VolSurface, flow: SessionFlowSource): ChainModel {
  const expiryCache = new Lru<string, string[]>(2048);
  const strikeCache = new Lru<string, readonly number[]>(8192);
  const chainCache = new Lru<string, ChainSnapshot>(240);
  const indexCache = new WeakMap<ChainSnapshot, Map<string, ChainContract>>();

  const listingSpot = (ticker: string, session: string): number => spot.dailyClose(ticker, previousTradingDay(session));

  const expirations = (ticker: string, session: string): string[] => {
    const info = tickerInfo(ticker);
    if (!info) return [];
    return [...expiryCache.getOrCreate(`${info.ticker}|${session}`, () => listExpirations(info, session))];
  };

  const strikes = (ticker: string, session: string, expiration: string): readonly number[] => {
    const info = tickerInfo(ticker);
    if (!info) return [];
    return strikeCache.getOrCreate(`${info.ticker}|${session}|${expiration}`, () => {
      if (
        !expiryCache.getOrCreate(`${info.ticker}|${session}`, () => listExpirations(info, session)).includes(expiration)
      ) {
        return [];
      }
      return listStrikes(listingSpot(info.ticker, session), info, calendarDte(session, expiration));
    });
  };

  /**
   * What AM and PM share: the listing and the open interest at the prior close (AM) and at this
   * session's close (PM), from one level function, so this PM is exactly next session's AM. Each close
   * also holds what that session's large orders opened less what they closed, so an OI receipt has
   * something to read; older sessions' positions fold back into the level.
   */
  interface ChainBase {
    readonly anchor: number;
    readonly exps: string[];
    readonly occ: string[];
    readonly isCall: Uint8Array;
    readonly strike: Float64Array;
    readonly expIndex: Uint16Array;
    readonly am: Float64Array;
    readonly pm: Float64Array;
    /** Standardised distance from the anchor, per-session drift and one uniform (IV nulls). */
    readonly x: Float64Array;
    readonly drift: Float64Array;
    readonly d4: Float64Array;
  }
  const baseCache = new Lru<string, ChainBase>(160);

  /** Per-expiry inputs of the OI level at one session's close. */
  const expiryContexts = (info: TickerInfo, day: string, exps: readonly string[]): ExpiryOiContext[] => {
    const atmOf = vol.smile(info.ticker, day);
    const trailingZ = spot.trailingReturn(info.ticker, day, 10) / (info.volatility * Math.sqrt(10 / 252));
    const lean = callLean(info, trailingZ);
    const close = spot.dailyClose(info.ticker, day);
    return exps.map((expiration) => {
      const cDte = Math.max(0, calendarDte(day, expiration));
      const monthly = expiration === monthlyExpiry(Number(expiration.slice(0, 4)), Number(expiration.slice(5, 7)));
      return {
        center: spot.smoothedClose(info.ticker, day, oiCenterHalfLife(cDte)),
        sdMove: atmOf(0, cDte) * Math.sqrt(Math.max(cDte, 3) / 365),
        weight: expiryWeight(cDte, monthly, weekday(expiration) === 5),
        lean,
        close,
      };
    });
  };

  const buildBase = (info: TickerInfo, session: string): ChainBase => {
    const anchor = listingSpot(info.ticker, session);
    const prior = previousTradingDay(session);
    const exps = expirations(info.ticker, session);
    const perExpiry = exps.map((expiration) => strikes(info.ticker, session, expiration));
    const atClose = expiryContexts(info, session, exps);
    const atPriorClose = expiryContexts(info, prior, exps);
    const openedNow = flow.opened(info.ticker, session);
    const openedBefore = flow.opened(info.ticker, prior);
    const n = 2 * perExpiry.reduce((sum, ks) => sum + ks.length, 0);
    const out: ChainBase = {
      anchor,
      exps,
      occ: new Array<string>(n),
      isCall: new Uint8Array(n),
      strike: new Float64Array(n),
      expIndex: new Uint16Array(n),
      am: new Float64Array(n),
      pm: new Float64Array(n),
      x: new Float64Array(n),
      drift: new Float64Array(n),
      d4: new Float64Array(n),
    };
    let i = 0;
    exps.forEach((expiration, e) => {
      const now = atClose[e] as ExpiryOiContext;
      const before = atPriorClose[e] as ExpiryOiContext;
      for (const strike of perExpiry[e] as readonly number[]) {
        const x = Math.log(strike / anchor) / now.sdMove;
        for (const type of ['call', 'put'] as const) {
          const occ = formatOcc({ underlying: info.ticker, expiration, type, strike });
          // Stable per contract (so OI persists across sessions) plus a little per-session drift,
          // drawn under the session's own key: the prior session's draw gives today's AM.
          const [c1, c2] = uniforms4(`${seed}|oi|${occ}`);
          const [d1, d2, , d4] = uniforms4(`${seed}|oi|${occ}|${session}`);
          const [p1, p2] = uniforms4(`${seed}|oi|${occ}|${prior}`);
          const stable = 0.35 * normalFrom(c1, c2);
          const drift = normalFrom(d1, d2);
          out.occ[i] = occ;
          out.isCall[i] = type === 'call' ? 1 : 0;
          out.strike[i] = strike;
          out.expIndex[i] = e;
          out.am[i] = Math.max(
            0,
            Math.round(
              openInterestLevel(info, type, strike, before, Math.exp(stable + 0.1 * normalFrom(p1, p2))) +
                (openedBefore.get(occ) ?? 0),
            ),
          );
          out.pm[i] = Math.max(
            0,
            Math.round(
              openInterestLevel(info, type, strike, now, Math.exp(stable + 0.1 * drift)) + (openedNow.get(occ) ?? 0),
            ),
          );
          out.x[i] = x;
          out.drift[i] = drift;
          out.d4[i] = d4;
          i++;
        }
      }
    });
    return out;
  };

  const build = (info: TickerInfo, session: string, slot: OiSlot): ChainSnapshot => {
    const b = baseCache.getOrCreate(`${info.ticker}|${session}`, () => buildBase(info, session));
    const slotSpot = slot === 'AM' ? b.anchor : spot.dailyClose(info.ticker, session);
    const traded = slot === 'PM' ? flow.traded(info.ticker, session) : undefined;
    const ivAt = vol.smile(info.ticker, session);
    const cDtes = b.exps.map((e) => calendarDte(session, e));
    const tDtes = b.exps.map((e) => cachedTradingDte(session, e));
    const n = b.occ.length;
    const contracts = new Array<ChainContract>(n);
    for (let i = 0; i < n; i++) {
      const e = b.expIndex[i] as number;
      const cDte = cDtes[e] as number;
      const strike = b.strike[i] as number;
      const am = b.am[i] as number;
      const d4 = b.d4[i] as number;
      let openInterest = am;
      // Not observed before the open: null, never 0.
      let volume: number | null = null;
      if (slot === 'PM') {
        const x = b.x[i] as number;
        const turnover =
          0.25 * Math.exp(-0.5 * (x / 1.2) ** 2) * (cDte <= 7 ? 3 : 1) * Math.exp(0.4 * (b.drift[i] as number));
        openInterest = b.pm[i] as number;
        // The day's trades open and close positions: at least the net change of OI traded.
        volume =
          Math.max(Math.round(am * turnover), Math.abs(openInterest - am)) + (traded?.get(b.occ[i] as string) ?? 0);
      }
      // About 1% of IVs unobserved at each snapshot (different draws for AM and PM).
      const ivNull = slot === 'AM' ? d4 < 0.01 : d4 >= 0.5 && d4 < 0.51;
      contracts[i] = {
        occ: b.occ[i] as string,
        type: b.isCall[i] === 1 ? 'call' : 'put',
        strike,
        expiration: b.exps[e] as string,
        tradingDte: tDtes[e] as number,
        calendarDte: cDte,
        iv: ivNull ? null : ivAt(Math.log(strike / slotSpot), cDte),
        openInterest,
        volume,
      };
    }
    return {
      ticker: info.ticker,
      session,
      slot,
      asOf: snapshotAsOf(session, slot),
      spot: slotSpot,
      rate: RISK_FREE_RATE,
      expirations: b.exps,
      contracts,
    };
  };

  const chainSnapshot = (ticker: string, session: string, slot: OiSlot): ChainSnapshot => {
    const info = tickerInfo(ticker);
    if (!info) throw new RangeError(`unknown ticker ${ticker}`);
    return chainCache.getOrCreate(`${info.ticker}|${session}|${slot}`, () => build(info, session, slot));
  };

  return {
    expirations,
    strikes,
    listingSpot,
    chainSnapshot,
    contractFromOcc(occ, session, slot) {
      let underlying: string;
      try {
        underlying = parseOcc(occ).underlying;
      } catch {
        return undefined;
      }
      if (!tickerInfo(underlying)) return undefined;
      const snap = chainSnapshot(underlying, session, slot);
      let index = indexCache.get(snap);
      if (!index) {
        index = new Map(snap.contracts.map((c) => [c.occ, c]));
        indexCache.set(snap, index);
      }
      return index.get(occ);
    },
  };
}
