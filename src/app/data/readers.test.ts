import { describe, expect, it } from 'vitest';
import { answerFixture, readFixture } from './read-answer.fixture';
import { quotesByTicker, readQuote } from './readers';

describe('readQuote', () => {
  it('reads price and change, and takes the percent change against prev_close as a decimal', () => {
    const q = readQuote(
      'SPY',
      answerFixture('quotes.quote', {
        price: 522.22,
        prev_close: 520.66,
        change: 1.56,
        change_pct: 0.2996, // unit unpublished: not read
        delayed: false,
        data: { realtime: true, delay_seconds: 0, delay_reason: null, as_of: '2026-11-20T17:12:00.000Z' },
      }),
    );
    expect(q.last).toBe(522.22);
    expect(q.changePct).toBeCloseTo(0.002996, 5);
    expect(q.realtime).toBe(true);
    expect(q.asOf).toBe('2026-11-20T17:12:00.000Z');
  });
  it('computes the change from price and prev_close when the answer has none', () => {
    const q = readQuote('SPY', answerFixture('quotes.quote', { price: 102, prev_close: 100, delayed: true }));
    expect(q.change).toBe(2);
    expect(q.changePct).toBeCloseTo(0.02, 6);
    expect(q.realtime).toBe(false);
  });
  it('reads prices sent as decimal strings, naming them as drift', () => {
    const r = readFixture('quotes.quote', { price: '102.5', prev_close: '100' });
    expect(readQuote('SPY', r.value)).toMatchObject({ last: 102.5, prevClose: 100 });
    expect(r.drift).toEqual(['price', 'prev_close']);
  });
  it('keeps nulls when nothing was observed', () => {
    const q = readQuote('X', answerFixture('quotes.quote', { price: null }));
    expect(q.last).toBeNull();
    expect(q.change).toBeNull();
    expect(q.changePct).toBeNull();
    expect(q.realtime).toBeNull();
    expect(readQuote('X', undefined).last).toBeNull();
  });
});

describe('quotesByTicker', () => {
  it('indexes batch elements by ticker so readQuote reads each one', () => {
    const m = quotesByTicker(
      answerFixture('quotes.batch', {
        session: '2026-11-20',
        quotes: [
          { ticker: 'spy', price: 500, prev_close: 490, change: 10, change_pct: 2.0408, delayed: false },
          { ticker: 'MSFT', price: null, delayed: true, data: { realtime: false, delay_seconds: 900 } },
          { price: 1 },
        ],
      }),
    );
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
  it('reads the one list of another name as the quotes, and is empty without an answer', () => {
    const m = quotesByTicker(answerFixture('quotes.batch', { results: [{ ticker: 'QQQ', price: 400 }] }));
    expect(readQuote('QQQ', m.get('QQQ')).last).toBe(400);
    expect(quotesByTicker(undefined).size).toBe(0);
  });
});
