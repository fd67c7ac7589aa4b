// The market-wide pressure answer read through its schema: windows in time order, each listed ticker's
// net over the windows, and nothing observed read as null, never 0.
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../api/check-answer';
import { answerFixture } from '../../data/read-answer.fixture';
import { SESSION_HEAD } from './answer-heads.fixture';
import { readMarketPressure } from './pressure-readers';

const w = (start: string, end: string, buy: number, sell: number, ratio: number | null) => ({
  start,
  end,
  buy,
  sell,
  net: buy - sell,
  ratio,
  n: 3,
});

const answer = {
  ...SESSION_HEAD,
  window: '1h',
  market_windows: [
    w('2026-11-20T15:30:00Z', '2026-11-20T16:30:00Z', 50, 80, 0.3846),
    w('2026-11-20T14:30:00Z', '2026-11-20T15:30:00Z', 100, 40, 0.7143),
  ],
  market_windows_ex_away: null,
  darkpool_windows: [
    { ticker: 'SPY', windows: [w('2026-11-20T14:30:00Z', '2026-11-20T15:30:00Z', 10, 5, 0.6667)] },
    {
      ticker: 'NVDA',
      windows: [
        w('2026-11-20T14:30:00Z', '2026-11-20T15:30:00Z', 0, 30, 0),
        w('2026-11-20T15:30:00Z', '2026-11-20T16:30:00Z', 0, 0, null),
      ],
    },
    { windows: [] },
  ],
};

/** The answer as the app receives it: read through its schema. */
const read = (body: unknown) => answerFixture('darkpool.pressure', body);

describe('readMarketPressure', () => {
  it('reads the market windows oldest first and the window the service used', () => {
    // Only the ticker row without a ticker is drift.
    expect(checkAnswer('darkpool.pressure', answer).map((i) => i.path)).toEqual(['darkpool_windows[].ticker']);
    const p = readMarketPressure(read(answer));
    expect(p.window).toBe('1h');
    expect(p.market.map((r) => r.net)).toEqual([60, -30]);
    expect(p.market[0]).toMatchObject({ start: Date.parse('2026-11-20T14:30:00Z'), buy: 100, sell: 40, ratio: 0.7143 });
    expect(p.marketExAway).toBeNull();
  });

  it("lists each ticker's net, largest first, with its newest window; a row without a ticker is left out", () => {
    const p = readMarketPressure(read(answer));
    expect(p.tickers).toEqual([
      { ticker: 'NVDA', net: -30, lastNet: 0, lastRatio: null },
      { ticker: 'SPY', net: 5, lastNet: 5, lastRatio: 0.6667 },
    ]);
  });

  it('leaves out a last window that has barely begun (a moment past the boundary reads as a false zero)', () => {
    const live = {
      ...answer,
      market_windows: [
        w('2026-11-20T14:30:00Z', '2026-11-20T14:45:00Z', 100, 40, 0.7143),
        w('2026-11-20T14:45:00Z', '2026-11-20T15:00:00Z', 50, 80, 0.3846),
        w('2026-11-20T15:00:00Z', '2026-11-20T15:00:00.001Z', 0, 0, null),
      ],
    };
    expect(readMarketPressure(read(live)).market.map((r) => r.net)).toEqual([60, -30]);
    const partial = {
      ...live,
      market_windows: live.market_windows
        .slice(0, 2)
        .concat(w('2026-11-20T15:00:00Z', '2026-11-20T15:10:00Z', 5, 0, 1)),
    };
    expect(readMarketPressure(read(partial)).market.map((r) => r.net)).toEqual([60, -30, 5]);
  });

  it('reads nothing as nothing: no windows, no tickers, no window named', () => {
    expect(readMarketPressure(undefined)).toEqual({ window: null, market: [], marketExAway: null, tickers: [] });
    const p = readMarketPressure(read({ market_windows: [], darkpool_windows: [{ ticker: 'AA', windows: [] }] }));
    expect(p.market).toEqual([]);
    expect(p.tickers).toEqual([{ ticker: 'AA', net: null, lastNet: null, lastRatio: null }]);
  });
});

describe('a pressure answer of another service', () => {
  it("reads a ticker's windows that are not a list as none, names them, and keeps the other tickers", () => {
    const body = { ...answer, darkpool_windows: [{ ticker: 'QQQ', windows: 'n/a' }, answer.darkpool_windows[0]] };
    expect(checkAnswer('darkpool.pressure', body).map((i) => i.path)).toEqual(['darkpool_windows[].windows']);
    expect(readMarketPressure(read(body)).tickers.map((t) => [t.ticker, t.net])).toEqual([
      ['SPY', 5],
      ['QQQ', null],
    ]);
  });
});
