/**
 * The simulated market against the stylised facts of listed US equity options (docs/calibration.md).
 * Over the 90 sessions to 2026-11-20 of the sandbox's own seed, sampled to stay fast: every index
 * fund on every ninth session, a fixed spread of single names on every fifteenth, SPY's regime on
 * every third.
 */
import { describe, expect, it } from 'vitest';
import { tradingDaysBetween } from '../../../api/calendar';
import {
  gexReading,
  medianDistance,
  oiShape,
  putSkew,
  realizedVol,
  type GexReading,
} from '../testing/calibration-stats';
import { createMarket, DEFAULT_SEED } from './create-market';
import { UNIVERSE } from './universe';

const market = createMarket({ seed: DEFAULT_SEED });
const SESSIONS = tradingDaysBetween('2026-06-01', '2026-11-20').slice(-90);
const every = (n: number) => SESSIONS.filter((_, i) => i % n === 0);

const INDEX_FUNDS = UNIVERSE.filter((t) => t.isEtf && t.sector === 'index').map((t) => t.ticker);
// Every sixth single name: spans the sectors, the price levels and volatilities from 15% to 80%.
const SINGLE_NAMES = UNIVERSE.filter((t) => !t.isEtf)
  .filter((_, i) => i % 6 === 0)
  .map((t) => t.ticker);

const readings = (tickers: readonly string[], sessions: readonly string[]): GexReading[] =>
  tickers.flatMap((t) => sessions.map((s) => gexReading(market, t, s)));

// Many chain snapshots are built here: on a loaded 2-core machine this takes tens of seconds.
describe(
  'gamma flip distance and regime (AM snapshot, dte_filter all, as /v1/gex reads them)',
  { timeout: 120_000 },
  () => {
    it('puts the global flip within 3% of spot (median) on index funds and within 6% on single names', () => {
      const index = readings(INDEX_FUNDS, every(9));
      const single = readings(SINGLE_NAMES, every(15));
      expect(medianDistance(index.map((r) => r.flipDistance))).toBeLessThanOrEqual(0.03);
      expect(medianDistance(single.map((r) => r.flipDistance))).toBeLessThanOrEqual(0.06);
    });

    it('leaves SPY dealers short gamma at spot in at least a fifth of sessions, long in most', () => {
      const spy = readings(['SPY'], every(3));
      const shortShare = spy.filter((r) => r.netGex < 0).length / spy.length;
      expect(shortShare).toBeGreaterThanOrEqual(0.2);
      expect(shortShare).toBeLessThan(0.5);
    });
  },
);

describe('open interest', () => {
  const session = SESSIONS.at(-1)!;
  const shape = (t: string) => oiShape(market.chainSnapshot(t, session, 'AM'), 10);

  it('sits near the money, in monthly expiries and on round strikes; puts below spot, calls above', () => {
    for (const t of ['SPY', 'AAPL', 'XOM']) {
      const s = shape(t);
      expect(s.nearMoneyShare).toBeGreaterThan(0.15);
      expect(s.nearMoneyLift).toBeGreaterThan(1.5);
      expect(s.roundStrikeLift).toBeGreaterThan(1.5);
      expect(s.putsBelowSpot).toBeGreaterThan(0.6);
      expect(s.callsAboveSpot).toBeGreaterThan(0.5);
    }
    // A name with monthlies only beyond the front weeks keeps most of its OI there.
    expect(shape('HCA').monthlyShare).toBeGreaterThan(0.5);
  });

  it('has put/call OI ratios above 1 on index funds and below 1 on most single names', () => {
    const ratios = (ts: readonly string[]) => ts.map((t) => shape(t).putCallRatio).sort((a, b) => a - b);
    const index = ratios(['SPY', 'QQQ', 'IWM', 'DIA']);
    const single = ratios(SINGLE_NAMES);
    expect(index[index.length >> 1]).toBeGreaterThan(1);
    expect(index[index.length >> 1]).toBeLessThan(2.5);
    expect(single[single.length >> 1]).toBeGreaterThan(0.4);
    expect(single[single.length >> 1]).toBeLessThan(1);
  });

  it('is null-volume before the open and carries PM open interest into the next AM', () => {
    const [a, b] = SESSIONS.slice(-2) as [string, string];
    const am = market.chainSnapshot('AAPL', b, 'AM');
    expect(am.contracts.every((c) => c.volume === null)).toBe(true);
    const pm = new Map(market.chainSnapshot('AAPL', a, 'PM').contracts.map((c) => [c.occ, c]));
    const carried = am.contracts.filter((c) => pm.has(c.occ));
    expect(carried.length).toBeGreaterThan(am.contracts.length / 2);
    for (const c of carried) expect(c.openInterest).toBe(pm.get(c.occ)!.openInterest);
    expect([...pm.values()].every((c) => c.volume !== null && c.volume >= 0)).toBe(true);
  });
});

describe('implied volatility', () => {
  it('sits above trailing realized volatility on most sessions (variance risk premium)', () => {
    const share = (t: string) =>
      SESSIONS.filter((s) => market.atmIv30(t, s) > realizedVol(market, t, s, 20)).length / SESSIONS.length;
    expect(share('SPY')).toBeGreaterThan(0.65);
    expect(share('QQQ')).toBeGreaterThan(0.65);
    expect((share('AAPL') + share('XOM') + share('KO')) / 3).toBeGreaterThan(0.55);
  });

  it('has a put skew that steepens as expiry nears, steeper on the index than on a stock', () => {
    const s = SESSIONS.at(-1)!;
    expect(putSkew(market, 'SPY', s, 3)).toBeGreaterThan(putSkew(market, 'SPY', s, 30));
    expect(putSkew(market, 'SPY', s, 30)).toBeGreaterThan(putSkew(market, 'SPY', s, 90));
    expect(putSkew(market, 'SPY', s, 30)).toBeGreaterThan(putSkew(market, 'AAPL', s, 30));
    // No flat cap on short-dated smiles: the 3-day put wing keeps rising 10% out.
    expect(market.impliedVol('SPY', s, Math.log(0.9), 3)).toBeGreaterThan(
      market.impliedVol('SPY', s, Math.log(0.95), 3),
    );
  });
});
