import { describe, expect, it } from 'vitest';
import { answerFixture } from '../../data/read-answer.fixture';
import { watchlistQuote } from './watchlist-quote';

const QUOTE = answerFixture('quotes.quote', {
  price: 510.7,
  prev_close: 500,
  data: { realtime: true, delay_seconds: 0, delay_reason: null, as_of: '2026-11-18T19:00:00.000Z' },
});

describe('watchlist quote', () => {
  it('measures the change from the previous close at the newer of the quote and the stream', () => {
    const streamed = { price: 505, atMs: Date.parse('2026-11-18T19:00:05.000Z'), source: 'stream' as const };
    const q = watchlistQuote('SPY', { quote: QUOTE, streamed, snapshotSpot: { price: 490 } });
    expect(q).toMatchObject({ last: 505, source: 'stream', realtime: true });
    expect(q.changePct).toBeCloseTo(0.01, 10);
    const older = { ...streamed, atMs: Date.parse('2026-11-18T18:59:00.000Z') };
    expect(watchlistQuote('SPY', { quote: QUOTE, streamed: older, snapshotSpot: undefined })).toMatchObject({
      last: 510.7,
      source: 'quote',
    });
  });

  it("shows the chain snapshot's spot, said to be one, until a quote answers; no change without a previous close", () => {
    const q = watchlistQuote('SPY', { quote: undefined, streamed: undefined, snapshotSpot: { price: 490 } });
    expect(q).toEqual({ last: 490, source: 'snapshot', changePct: null, realtime: null, delaySeconds: null });
  });

  it('is not observed (null, never 0) when nothing has answered', () => {
    expect(watchlistQuote('SPY', { quote: undefined, streamed: undefined, snapshotSpot: undefined })).toEqual({
      last: null,
      source: null,
      changePct: null,
      realtime: null,
      delaySeconds: null,
    });
  });
});
