import { describe, expect, it } from 'vitest';
import type { TapeEntry } from '../../data/tape-entry';
import { answerFixture } from '../../data/read-answer.fixture';
import { joinTape, levelsAt, readIntraday, readLevelReadings, tickerAbnormal } from './replay-sources';
import { tapeTide } from './replay-tide';

function entry(id: string, tsMs: number, over: Partial<TapeEntry> = {}): TapeEntry {
  return {
    eventId: id,
    ticker: 'NVDA',
    tsMs,
    session: '2026-11-13',
    occ: null,
    optionType: 'call',
    strike: 140,
    expiration: null,
    dte: null,
    side: 'buy',
    confidence: null,
    size: 100,
    premium: 1000,
    price: null,
    bid: null,
    ask: null,
    spot: null,
    iv: null,
    delta: null,
    orderType: null,
    openInterest: null,
    volOverOi: null,
    opening: null,
    source: 'rest',
    ...over,
  };
}

describe('the replayed tape', () => {
  it('joins the REST tape and the recording by event_id, once each, in print order; the streamed copy wins', () => {
    const rest = [entry('b', 2000), entry('a', 1000)];
    const recorded = [entry('a', 1000, { source: 'live', iv: 0.4 }), entry('c', 1500, { source: 'live' })];
    const t = joinTape(rest, recorded, 2);
    expect(t.entries.map((e) => e.eventId)).toEqual(['a', 'c', 'b']);
    expect(t.entries[0]!.iv).toBe(0.4);
    expect([...t.times]).toEqual([1000, 1500, 2000]);
    expect(t.recordedOnly).toBe(1);
    expect(t.pages).toBe(2);
  });

  it('sums the tide by minute: paid minus received, and bullish minus bearish, leaving out rows it cannot sign', () => {
    const m = 60_000;
    const points = tapeTide([
      entry('1', 0, { optionType: 'call', side: 'buy', premium: 100 }),
      entry('2', 10, { optionType: 'put', side: 'sell', premium: 40 }),
      entry('3', m, { optionType: 'put', side: 'buy', premium: 30 }),
      entry('4', m + 1, { optionType: 'call', side: 'neutral', premium: 999 }),
      entry('5', m + 2, { optionType: 'call', side: 'sell', premium: null }),
    ]);
    expect(points).toEqual([
      { t: 10, netPremium: 60, directional: 140, callNet: 100, putNet: -40 },
      { t: m, netPremium: 90, directional: 110, callNet: 100, putNet: -10 },
    ]);
  });
});

describe('the other families of a replay', () => {
  it('reads the intraday exposures in time order, a missing value as null', () => {
    const series = [
      { t: '2026-11-13T15:05:00Z', spot: 101, net_gex: null },
      { t: '2026-11-13T15:00:00Z', spot: 100, net_gex: 5e8 },
      { t: 'not a time', spot: 1, net_gex: 1 },
    ];
    expect(readIntraday(answerFixture('gex.intraday', { series }))).toEqual([
      { tMs: Date.parse('2026-11-13T15:00:00Z'), spot: 100, netGex: 5e8 },
      { tMs: Date.parse('2026-11-13T15:05:00Z'), spot: 101, netGex: null },
    ]);
  });

  it("keeps the ticker's abnormal trades with a time, in time order", () => {
    const trade = (id: string, ticker: string, timestamp: string | null) => ({
      event_id: id,
      ticker,
      side: 'buy',
      premium: 1e6,
      timestamp,
    });
    const r = tickerAbnormal(
      answerFixture('abnormal.session', {
        trades: [
          trade('x', 'NVDA', '2026-11-13T16:00:00Z'),
          trade('y', 'SPY', '2026-11-13T15:00:00Z'),
          trade('z', 'NVDA', '2026-11-13T15:00:00Z'),
          trade('w', 'NVDA', null),
        ],
      }),
      'NVDA',
    );
    expect(r.entries.map((e) => e.eventId)).toEqual(['z', 'x']);
    expect([...r.times]).toEqual([Date.parse('2026-11-13T15:00:00Z'), Date.parse('2026-11-13T16:00:00Z')]);
  });
});

describe('the levels at a moment', () => {
  const answer = (flip: number) => ({ summary: { key_levels: { gamma_flip: flip, call_wall: 150, put_wall: 120 } } });
  const readings = readLevelReadings({
    readings: [
      { at: '2026-11-13T16:00:00Z', answer: answer(132) },
      { at: '2026-11-13T15:00:00Z', answer: answer(130) },
      { at: 'never', answer: answer(1) },
      { at: '2026-11-13T17:00:00Z', answer: 'not levels' },
    ],
  });

  it('reads the recorded readings in time order, leaving out what cannot be placed or read', () => {
    expect(readings.map((r) => [r.atMs, r.levels.gamma_flip])).toEqual([
      [Date.parse('2026-11-13T15:00:00Z'), 130],
      [Date.parse('2026-11-13T16:00:00Z'), 132],
    ]);
  });

  it('shows the last reading at or before the moment, and the final levels before the first or with none', () => {
    const final = readLevelReadings({ readings: [{ at: '2026-11-13T21:00:00Z', answer: answer(135) }] })[0]!.levels;
    expect(levelsAt(readings, final, Date.parse('2026-11-13T15:30:00Z'))).toMatchObject({
      atMs: Date.parse('2026-11-13T15:00:00Z'),
      levels: { gamma_flip: 130 },
    });
    expect(levelsAt(readings, final, Date.parse('2026-11-13T16:00:00Z')).levels!.gamma_flip).toBe(132);
    expect(levelsAt(readings, final, Date.parse('2026-11-13T14:45:00Z'))).toEqual({ atMs: null, levels: final });
    expect(levelsAt([], null, Date.parse('2026-11-13T16:00:00Z'))).toEqual({ atMs: null, levels: null });
  });
});
