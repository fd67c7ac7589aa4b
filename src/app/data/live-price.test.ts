import { describe, expect, it } from 'vitest';
import { newerPrice, NO_LIVE_PRICE, priceFromQuote, streamSpots, type LivePrice, type StreamSpot } from './live-price';
import { answerFixture } from './read-answer.fixture';

const body = { ticker: 'NVDA', price: 140.81, prev_close: 139, as_of: '2026-11-16T15:30:00Z' };
const quote = answerFixture('quotes.quote', body);

describe('live price', () => {
  it('reads a quote answer as the last traded price at its as_of', () => {
    expect(priceFromQuote('NVDA', quote)).toEqual({
      price: 140.81,
      atMs: Date.parse('2026-11-16T15:30:00Z'),
      source: 'quote',
    });
    expect(priceFromQuote('NVDA', answerFixture('quotes.quote', { ...body, price: null }))).toEqual(NO_LIVE_PRICE);
    expect(priceFromQuote('NVDA', undefined)).toEqual(NO_LIVE_PRICE);
  });

  it('takes the newest underlying price per ticker from flow orders, ignoring older and unpriced rows', () => {
    const into = new Map<string, StreamSpot>();
    const t0 = Date.parse('2026-11-16T15:30:30Z');
    expect(
      streamSpots(
        [
          { ticker: 'nvda', ts_ms: t0, order: { spot_price: 140.9 } },
          { ticker: 'NVDA', ts_ms: t0 - 5000, order: { spot_price: 140.5 } },
          { ticker: 'SPY', ts_ms: t0, order: { spot_price: null } },
        ],
        into,
        [1000, 1001, 1002],
      ),
    ).toBe(true);
    expect(into.get('NVDA')).toEqual({ price: 140.9, atMs: t0, source: 'stream', receivedAtMs: 1000 });
    expect(into.has('SPY')).toBe(false);
    expect(streamSpots([{ ticker: 'NVDA', ts_ms: t0 - 1, order: { spot_price: 1 } }], into)).toBe(false);
    // A row replayed to fill a gap is a price, but not a sign the stream is moving it now.
    streamSpots([{ ticker: 'NVDA', ts_ms: t0 + 1, order: { spot_price: 141 } }], into, [5000], true);
    expect(into.get('NVDA')).toMatchObject({ price: 141, receivedAtMs: null });
  });

  it('whichever reading was observed last wins', () => {
    const q = priceFromQuote('NVDA', quote);
    const s: LivePrice = { price: 140.9, atMs: q.atMs! + 30_000, source: 'stream' };
    expect(newerPrice(q, s)).toBe(s);
    expect(newerPrice(q, { ...s, atMs: q.atMs! - 60_000 })).toBe(q);
    expect(newerPrice(NO_LIVE_PRICE, q)).toBe(q);
    expect(newerPrice(q, NO_LIVE_PRICE)).toBe(q);
  });
});
