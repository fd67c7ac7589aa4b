import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDte,
  easternToEpochMs,
  isTradingDay,
  monthlyExpiry,
  tradingDaysBetween,
} from '../../../api/calendar';
import { parseOcc } from '../../../api/occ';
import { createMarket } from './create-market';
import { createChainModel, listStrikes, yearsToExpiry } from './chain';
import { createSpotModel } from './spot-path';
import { tickerInfo } from './universe';
import { createVolSurface } from './vol-surface';

const m = createMarket({ seed: 'chain-test' });
const S = '2026-03-13';

describe('expirations', () => {
  it('lists SPY dailies for two weeks, weeklies, monthlies for a year and LEAPS within two years', () => {
    const exps = m.expirations('SPY', S);
    expect(exps).toEqual([...new Set(exps)].sort());
    for (const d of tradingDaysBetween(S, addCalendarDays(S, 14))) expect(exps).toContain(d);
    for (let i = 0; i < 12; i++) {
      const y = 2026 + Math.floor((2 + i) / 12);
      const mo = ((2 + i) % 12) + 1;
      expect(exps).toContain(monthlyExpiry(y, mo));
    }
    expect(exps).toContain(monthlyExpiry(2028, 1));
    expect(exps.every((e) => e >= S && calendarDte(S, e) <= 731 && isTradingDay(e))).toBe(true);
  });

  it('moves a weekly to Thursday before a Good Friday holiday', () => {
    expect(m.expirations('AAPL', S)).toContain('2026-04-02');
    expect(m.expirations('AAPL', S)).not.toContain('2026-04-03');
  });

  it('gives liquid names weeklies and thin names monthlies only in the near term', () => {
    const weekliesWithin = (t: string) =>
      m.expirations(t, S).filter((e) => calendarDte(S, e) <= 56 && e !== monthlyExpiry(+e.slice(0, 4), +e.slice(5, 7)))
        .length;
    expect(weekliesWithin('AAPL')).toBeGreaterThanOrEqual(6);
    expect(weekliesWithin('HCA')).toBe(0);
    expect(m.expirations('AAPL', S).filter((e) => e < '2026-03-27')).not.toContain('2026-03-16');
  });
});

describe('listStrikes', () => {
  const spy = tickerInfo('SPY')!;
  it('spaces SPY strikes $1 near the money, coarser further out, about ±30%', () => {
    const ks = listStrikes(600.37, spy, 10);
    const near = ks.filter((k) => Math.abs(k / 600.37 - 1) < 0.05);
    for (let i = 1; i < near.length; i++) expect(near[i]! - near[i - 1]!).toBe(1);
    expect(ks[0]!).toBeLessThan(600 * 0.72);
    expect(ks.at(-1)!).toBeGreaterThan(600 * 1.28);
    const far = ks.filter((k) => k > 600 * 1.2);
    expect(far.every((k) => k % 5 === 0)).toBe(true);
  });

  it('uses 2.5 or 5 for mid-priced stocks and a wider range for long expiries', () => {
    const cat = tickerInfo('CAT')!;
    const near = listStrikes(380, cat, 30).filter((k) => Math.abs(k / 380 - 1) < 0.05);
    expect(near.every((k) => k % 5 === 0)).toBe(true);
    const xom = tickerInfo('XOM')!;
    expect(
      listStrikes(115, xom, 30)
        .filter((k) => Math.abs(k / 115 - 1) < 0.05)
        .every((k) => (k * 10) % 25 === 0),
    ).toBe(true);
    const short = listStrikes(115, xom, 30);
    const long = listStrikes(115, xom, 700);
    expect(long[0]!).toBeLessThan(short[0]!);
    expect(long.at(-1)!).toBeGreaterThan(short.at(-1)!);
  });
});

describe('chainSnapshot', () => {
  const am = m.chainSnapshot('SPY', S, 'AM');
  const pm = m.chainSnapshot('SPY', S, 'PM');

  it('is stamped 08:30 ET (AM) and 16:30 ET (PM) and memoized', () => {
    expect(am.asOf).toBe(easternToEpochMs(S, 8 * 60 + 30));
    expect(pm.asOf).toBe(easternToEpochMs(S, 16 * 60 + 30));
    expect(m.chainSnapshot('SPY', S, 'AM')).toBe(am);
    expect(am.rate).toBeGreaterThan(0);
    expect(am.expirations).toEqual(m.expirations('SPY', S));
  });

  it('lists the same contracts AM and PM, with OCC symbols that round-trip', () => {
    expect(pm.contracts.map((c) => c.occ)).toEqual(am.contracts.map((c) => c.occ));
    for (const c of am.contracts.slice(0, 500)) {
      const p = parseOcc(c.occ);
      expect(p).toEqual({ underlying: 'SPY', expiration: c.expiration, type: c.type, strike: c.strike });
    }
  });

  it('concentrates open interest near spot and on round strikes', () => {
    const front = am.contracts.filter((c) => c.expiration === monthlyExpiry(2026, 4));
    const oi = (pred: (k: number) => boolean) => {
      const xs = front.filter((c) => pred(c.strike));
      return xs.reduce((a, c) => a + c.openInterest, 0) / xs.length;
    };
    const s = am.spot;
    // Far above spot (far below, protective puts keep a band of their own).
    expect(oi((k) => Math.abs(k / s - 1) < 0.03)).toBeGreaterThan(5 * oi((k) => k / s - 1 > 0.15));
    const nearRound = oi((k) => Math.abs(k / s - 1) < 0.06 && k % 10 === 0);
    const nearOdd = oi((k) => Math.abs(k / s - 1) < 0.06 && k % 5 !== 0);
    expect(nearRound).toBeGreaterThan(1.3 * nearOdd);
  });

  it('gives liquid names more open interest than thin ones', () => {
    const total = (t: string) => m.chainSnapshot(t, S, 'AM').contracts.reduce((a, c) => a + c.openInterest, 0);
    expect(total('SPY')).toBeGreaterThan(20 * total('HCA'));
  });

  it("leaves volume null before the open and changes OI from AM to PM by at most the day's volume", () => {
    expect(am.contracts.every((c) => c.volume === null)).toBe(true);
    const changed = pm.contracts.filter((c, i) => c.openInterest !== am.contracts[i]!.openInterest).length;
    expect(changed / pm.contracts.length).toBeGreaterThan(0.3);
    pm.contracts.forEach((c, i) => {
      expect(c.volume).not.toBeNull();
      expect(c.volume!).toBeGreaterThanOrEqual(Math.abs(c.openInterest - am.contracts[i]!.openInterest));
    });
    expect(pm.contracts.some((c) => c.volume! > 0)).toBe(true);
    // The session's printed flow is part of the PM volume.
    const order = m.sessionOrders('SPY', S)[0]!;
    expect(m.contractFromOcc(order.order.option_ticker, S, 'PM')!.volume).toBeGreaterThanOrEqual(
      order.order.total_contracts,
    );
  });

  it("carries each session's PM open interest into the next session's AM (no AM/PM zigzag)", () => {
    const next = '2026-03-16';
    const nextAm = new Map(m.chainSnapshot('SPY', next, 'AM').contracts.map((c) => [c.occ, c.openInterest]));
    let shared = 0;
    for (const c of pm.contracts) {
      const carried = nextAm.get(c.occ);
      if (carried === undefined) continue;
      shared++;
      expect(carried).toBe(c.openInterest);
    }
    expect(shared).toBeGreaterThan(pm.contracts.length * 0.5);
  });

  it("holds at each close what that session's orders opened less what they closed, and carries it to the next AM", () => {
    const next = '2026-03-16';
    const spot = createSpotModel('chain-test');
    const vol = createVolSurface('chain-test', spot);
    const none = new Map<string, number>();
    const nextOccs = new Set(m.chainSnapshot('SPY', next, 'AM').contracts.map((c) => c.occ));
    const listedNext = am.contracts.filter((c) => nextOccs.has(c.occ));
    const [opened, closed, untraded] = [listedNext[40]!.occ, listedNext[41]!.occ, listedNext[42]!.occ];
    const chainWith = (flowOfS: ReadonlyMap<string, number>) =>
      createChainModel('chain-test', spot, vol, {
        traded: () => none,
        opened: (_t, session) => (session === S ? flowOfS : none),
      });
    const quiet = chainWith(none);
    const busy = chainWith(
      new Map([
        [opened, 5_000],
        [closed, -1e9],
      ]),
    );
    const oi = (c: ReturnType<typeof chainWith>, occ: string, session: string, slot: 'AM' | 'PM') =>
      c.contractFromOcc(occ, session, slot)!.openInterest;
    expect(oi(busy, opened, S, 'PM') - oi(quiet, opened, S, 'PM')).toBe(5_000);
    expect(oi(busy, opened, next, 'AM')).toBe(oi(busy, opened, S, 'PM'));
    // Before the session, and for a contract nobody traded, nothing changes; OI never goes below zero.
    expect(oi(busy, opened, S, 'AM')).toBe(oi(quiet, opened, S, 'AM'));
    expect(oi(busy, untraded, S, 'PM')).toBe(oi(quiet, untraded, S, 'PM'));
    expect(oi(busy, closed, S, 'PM')).toBe(0);
  });

  it('marks about 1% of IVs null, never 0', () => {
    const nulls = am.contracts.filter((c) => c.iv === null).length / am.contracts.length;
    expect(nulls).toBeGreaterThan(0.003);
    expect(nulls).toBeLessThan(0.025);
    expect(am.contracts.every((c) => c.iv === null || c.iv > 0)).toBe(true);
  });

  it('finds contracts by OCC symbol', () => {
    const c = am.contracts[123]!;
    expect(m.contractFromOcc(c.occ, S, 'AM')).toEqual(c);
    expect(m.contractFromOcc('O:SPY260313C09999000', S, 'AM')).toBeUndefined();
    expect(m.contractFromOcc('O:ZZZZ260313C00100000', S, 'AM')).toBeUndefined();
    expect(m.contractFromOcc('not-an-occ', S, 'AM')).toBeUndefined();
  });

  it('throws for unknown tickers', () => {
    expect(() => m.chainSnapshot('ZZZZ', S, 'AM')).toThrow(RangeError);
  });
});

describe('yearsToExpiry', () => {
  it('counts to the expiry close, so a 0DTE contract at the AM snapshot still has time', () => {
    const asOf = easternToEpochMs(S, 8 * 60 + 30);
    expect(yearsToExpiry(asOf, S) * 365 * 24).toBeCloseTo(7.5, 6);
    expect(yearsToExpiry(easternToEpochMs(S, 16 * 60 + 30), S)).toBeLessThan(0);
    // Early close: 13:00 ET.
    expect(yearsToExpiry(easternToEpochMs('2026-11-27', 12 * 60), '2026-11-27') * 365 * 24).toBeCloseTo(1, 6);
  });
});
