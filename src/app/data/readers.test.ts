import { describe, expect, it } from 'vitest';
import { quotesByTicker, readCandles, readLevels, readQuote } from './readers';

describe('readQuote', () => {
  it('reads price and change, and takes the percent change against prev_close as a decimal', () => {
    const q = readQuote('SPY', {
      price: 522.22,
      prev_close: 520.66,
      change: 1.56,
      change_pct: 0.2996, // unit unpublished: not read
      delayed: false,
      data: { realtime: true, delay_seconds: 0, delay_reason: null, as_of: '2026-11-20T17:12:00.000Z' },
    });
    expect(q.last).toBe(522.22);
    expect(q.changePct).toBeCloseTo(0.002996, 5);
    expect(q.realtime).toBe(true);
  });
  it('computes the change from price and prev_close when the answer has none', () => {
    const q = readQuote('SPY', { price: 102, prev_close: 100, delayed: true });
    expect(q.change).toBe(2);
    expect(q.changePct).toBeCloseTo(0.02, 6);
    expect(q.realtime).toBe(false);
  });
  it('keeps nulls when nothing was observed', () => {
    const q = readQuote('X', { price: null });
    expect(q.last).toBeNull();
    expect(q.change).toBeNull();
    expect(q.changePct).toBeNull();
    expect(q.realtime).toBeNull();
  });
});

describe('quotesByTicker', () => {
  it('indexes batch elements by ticker so readQuote reads each one', () => {
    const m = quotesByTicker({
      session: '2026-11-20',
      quotes: [
        { ticker: 'spy', price: 500, prev_close: 490, change: 10, change_pct: 2.0408, delayed: false },
        { ticker: 'MSFT', price: null, delayed: true, data: { realtime: false, delay_seconds: 900 } },
        { price: 1 },
      ],
    });
    expect([...m.keys()]).toEqual(['SPY', 'MSFT']);
    const spy = readQuote('SPY', m.get('SPY'));
    expect(spy.last).toBe(500);
    expect(spy.changePct).toBeCloseTo(0.020408, 5);
    expect(spy.realtime).toBe(true);
    const msft = readQuote('MSFT', m.get('MSFT'));
    expect(msft.last).toBeNull();
    expect(msft.realtime).toBe(false);
    expect(msft.delaySeconds).toBe(900);
  });
  it('is empty for a payload that is not a batch answer', () => {
    expect(quotesByTicker(undefined).size).toBe(0);
    expect(quotesByTicker({ quotes: null }).size).toBe(0);
  });
});

describe('readLevels', () => {
  it('reads flat, nested and structural levels', () => {
    const kl = {
      spot: 1,
      gamma_flip: 2,
      call_wall: 3,
      put_wall: 4,
      max_pain: 5,
      max_pain_expiry: '2026-11-20',
      gamma_regime: 'long',
    };
    expect(readLevels(kl)?.call_wall).toBe(3);
    expect(
      readLevels(
        { summary: { key_levels: kl, key_levels_structural: { ...kl, gamma_flip: 9 } } },
        'key_levels_structural',
      )?.gamma_flip,
    ).toBe(9);
    expect(readLevels({ summary: { key_levels: { ...kl, gamma_flip: null } } })?.gamma_flip).toBeNull();
  });
});

describe('readCandles', () => {
  it('sorts by time, drops bars with a missing price and de-duplicates', () => {
    const c = readCandles({
      candles: [
        { t: '2026-11-20T14:35:00Z', open: 2, high: 3, low: 1, close: 2 },
        { t: '2026-11-20T14:30:00Z', open: 1, high: 2, low: 1, close: 2 },
        { t: '2026-11-20T14:40:00Z', open: null, high: 3, low: 1, close: 2 },
        { t: '2026-11-20T14:35:00Z', open: 2, high: 4, low: 1, close: 3 },
        { time: '2026-11-20T14:45:00Z', o: 2, h: 4, l: 1, c: 3 }, // another layout: not guessed
      ],
    });
    expect(c.map((b) => b.time)).toEqual([
      Date.parse('2026-11-20T14:30:00Z') / 1000,
      Date.parse('2026-11-20T14:35:00Z') / 1000,
    ]);
    expect(c[1]!.high).toBe(4);
  });
});
