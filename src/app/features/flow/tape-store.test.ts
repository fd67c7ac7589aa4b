import { describe, expect, it } from 'vitest';
import type { TapeEntry } from '../../data/tape-entry';
import { NO_FILTER } from './tape-filter';
import { buildIndex } from './tape-index';
import type { Indexer } from './tape-indexer';
import { TapeStore } from './tape-store';

let seq = 0;
function entry(over: Partial<TapeEntry> = {}): TapeEntry {
  seq++;
  return {
    eventId: `e${seq}`,
    ticker: 'SPY',
    tsMs: 1_000 + seq,
    session: '2026-09-14',
    occ: 'O:SPY260918C00500000',
    optionType: 'call',
    strike: 500,
    expiration: '2026-09-18',
    dte: 4,
    side: 'buy',
    confidence: 0.8,
    size: 200,
    premium: 50_000,
    price: 2.5,
    bid: 2.4,
    ask: 2.6,
    spot: 501,
    iv: 0.2,
    delta: 0.5,
    orderType: 'sweep',
    openInterest: null,
    volOverOi: null,
    opening: null,
    source: 'live',
    ...over,
  };
}

const ids = (s: TapeStore): string[] => Array.from({ length: s.visibleCount }, (_, i) => s.rowAt(i)!.eventId);

/** An indexer that answers when the test says: the store's worker, with its timing in the test's hands. */
function heldIndexer(): { indexer: Indexer; calls: { resolve: () => void; fail: () => void }[] } {
  const calls: { resolve: () => void; fail: () => void }[] = [];
  const indexer: Indexer = (rows, f, sort, exclude) => {
    const answer = buildIndex(rows, f, sort, exclude);
    return new Promise((resolve, reject) =>
      calls.push({ resolve: () => resolve(answer), fail: () => reject(new Error('worker failed')) }),
    );
  };
  return { indexer, calls };
}

describe('TapeStore', () => {
  it('shows the newest first and joins sources by event_id without duplicates', () => {
    const s = new TapeStore();
    const a = entry({ eventId: 'a', tsMs: 10 });
    const b = entry({ eventId: 'b', tsMs: 20 });
    s.add([a, b]);
    // The REST page carries `a` again plus an older row.
    expect(s.add([{ ...a, source: 'rest' }, entry({ eventId: 'old', tsMs: 5, source: 'rest' })])).toBe(1);
    expect(ids(s)).toEqual(['b', 'a', 'old']);
    expect(s.duplicatesIgnored).toBe(1);
    expect(s.size).toBe(3);
  });

  it('inserts an out-of-order row at its place', () => {
    const s = new TapeStore();
    s.add([entry({ eventId: 'a', tsMs: 10 }), entry({ eventId: 'c', tsMs: 30 })]);
    s.add([entry({ eventId: 'b', tsMs: 20 })]);
    expect(ids(s)).toEqual(['c', 'b', 'a']);
  });

  it('filters incrementally and on a filter change', () => {
    const s = new TapeStore();
    s.setFilter({ ...NO_FILTER, minPremium: 100_000 });
    s.add([entry({ eventId: 'small', premium: 5_000 }), entry({ eventId: 'big', premium: 250_000 })]);
    expect(ids(s)).toEqual(['big']);
    s.setFilter({ ...NO_FILTER, side: 'sell' });
    expect(ids(s)).toEqual([]);
    s.setFilter(NO_FILTER);
    expect(ids(s).sort()).toEqual(['big', 'small']);
  });

  it('applies every filter field', () => {
    const s = new TapeStore();
    s.add([
      entry({ eventId: 'put', optionType: 'put' }),
      entry({ eventId: 'qqq', ticker: 'QQQ' }),
      entry({ eventId: 'lowconf', confidence: 0.2 }),
      entry({ eventId: 'block', orderType: 'block' }),
      entry({ eventId: 'far', dte: 40 }),
      entry({ eventId: 'tiny', size: 100 }),
      entry({ eventId: 'plain' }),
    ]);
    s.setFilter({
      tickers: ['spy'],
      minPremium: 10_000,
      minSize: 150,
      minConfidence: 0.5,
      optionType: 'call',
      side: 'buy',
      orderType: 'sweep',
      dteMin: 0,
      dteMax: 30,
    });
    expect(ids(s)).toEqual(['plain']);
  });

  it('buffers live rows while paused and shows them on resume', () => {
    const s = new TapeStore();
    s.add([entry({ eventId: 'a', tsMs: 1 })]);
    s.setPaused(true);
    s.add([entry({ eventId: 'b', tsMs: 2 }), entry({ eventId: 'c', tsMs: 3 })]);
    expect(ids(s)).toEqual(['a']);
    expect(s.pendingCount).toBe(2);
    // History asked for goes in at once, and a filter change keeps the buffer out.
    s.add([entry({ eventId: 'h', tsMs: 0, source: 'rest' })], { bypassPause: true });
    s.setFilter(NO_FILTER);
    expect(ids(s)).toEqual(['a', 'h']);
    s.setPaused(false);
    expect(ids(s)).toEqual(['c', 'b', 'a', 'h']);
    expect(s.pendingCount).toBe(0);
  });

  it('sorts by a column both ways, nulls last', () => {
    const s = new TapeStore();
    s.add([entry({ eventId: 'lo', iv: 0.1 }), entry({ eventId: 'none', iv: null }), entry({ eventId: 'hi', iv: 0.9 })]);
    s.setSort({ key: 'iv', dir: 'desc' });
    expect(ids(s)).toEqual(['hi', 'lo', 'none']);
    s.setSort({ key: 'iv', dir: 'asc' });
    expect(ids(s)).toEqual(['lo', 'hi', 'none']);
    s.add([entry({ eventId: 'mid', iv: 0.5 })]);
    expect(ids(s)).toEqual(['lo', 'mid', 'hi', 'none']);
  });

  it('holds at most its cap, dropping the oldest rows', () => {
    const s = new TapeStore({ maxRows: 100 });
    for (let i = 0; i < 300; i++) s.add([entry({ eventId: `r${i}`, tsMs: i })]);
    expect(s.size).toBeLessThanOrEqual(110);
    expect(s.has('r299')).toBe(true);
    expect(s.has('r0')).toBe(false);
    expect(s.visibleCount).toBe(s.size);
  });

  it('takes a large batch in one merge and keeps the order', () => {
    const s = new TapeStore();
    const rows = Array.from({ length: 5_000 }, (_, i) => entry({ eventId: `x${i}`, tsMs: (i * 7919) % 5_000 }));
    s.add(rows);
    const shown = Array.from({ length: s.visibleCount }, (_, i) => s.rowAt(i)!.tsMs);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it('notifies subscribers and bumps its version on change', () => {
    const s = new TapeStore();
    let calls = 0;
    const off = s.subscribe(() => calls++);
    const v0 = s.getVersion();
    s.add([entry()]);
    expect(calls).toBe(1);
    expect(s.getVersion()).toBeGreaterThan(v0);
    off();
    s.add([entry()]);
    expect(calls).toBe(1);
  });

  it('keeps a sorted view right when eviction renumbers the rows', () => {
    const s = new TapeStore({ maxRows: 100 });
    s.setSort({ key: 'premium', dir: 'desc' });
    for (let i = 0; i < 250; i++) s.add([entry({ eventId: `p${i}`, tsMs: i, premium: (i * 7_919) % 1_000 })]);
    expect(s.evicted).toBeGreaterThan(0);
    const shown = Array.from({ length: s.visibleCount }, (_, i) => s.rowAt(i)!);
    expect(shown.length).toBe(s.size);
    expect(new Set(shown.map((e) => e.eventId)).size).toBe(shown.length);
    for (const e of shown) expect(s.has(e.eventId)).toBe(true);
    const premiums = shown.map((e) => e.premium!);
    expect(premiums).toEqual([...premiums].sort((a, b) => b - a));
  });

  it('places a ticker first seen after a ticker sort among the others', () => {
    const s = new TapeStore();
    s.add([entry({ eventId: 'm', ticker: 'MSFT' }), entry({ eventId: 't', ticker: 'TSLA' })]);
    s.setSort({ key: 'ticker', dir: 'asc' });
    s.add([entry({ eventId: 'a', ticker: 'AAPL' }), entry({ eventId: 'n', ticker: 'NVDA' })]);
    expect(ids(s)).toEqual(['a', 'm', 'n', 't']);
  });

  it('rebuilds a large tape off the main thread and takes in every row that arrived meanwhile, once', async () => {
    const { indexer, calls } = heldIndexer();
    const s = new TapeStore({ indexer });
    s.add(Array.from({ length: 25_000 }, (_, i) => entry({ eventId: `b${i}`, tsMs: i, premium: i % 2 ? 10 : 90_000 })));
    s.setFilter({ ...NO_FILTER, minPremium: 50_000 });
    expect(s.isRebuilding).toBe(true);
    // The old view stays on screen while the worker sorts.
    expect(s.visibleCount).toBe(25_000);
    s.add([
      entry({ eventId: 'late-big', tsMs: 30_000, premium: 100_000 }),
      entry({ eventId: 'late-small', tsMs: 30_001, premium: 1 }),
    ]);
    s.setPaused(true);
    s.add([entry({ eventId: 'waiting', tsMs: 30_002, premium: 100_000 })]);
    calls[0]!.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(s.isRebuilding).toBe(false);
    expect(s.visibleCount).toBe(12_501);
    expect(s.rowAt(0)!.eventId).toBe('late-big');
    expect(s.has('waiting')).toBe(true);
    s.setPaused(false);
    expect(s.rowAt(0)!.eventId).toBe('waiting');
    expect(s.visibleCount).toBe(12_502);
  });

  it('answers a superseded rebuild with nothing and falls back to the main thread when the worker fails', async () => {
    const { indexer, calls } = heldIndexer();
    const s = new TapeStore({ indexer });
    s.add(Array.from({ length: 21_000 }, (_, i) => entry({ eventId: `c${i}`, tsMs: i, side: i % 3 ? 'buy' : 'sell' })));
    s.setFilter({ ...NO_FILTER, side: 'sell' });
    s.setFilter({ ...NO_FILTER, side: 'buy' });
    calls[0]!.resolve();
    await Promise.resolve();
    expect(s.isRebuilding).toBe(true);
    calls[1]!.fail();
    await Promise.resolve();
    await Promise.resolve();
    expect(s.isRebuilding).toBe(false);
    expect(s.visibleCount).toBe(14_000);
    expect(s.rowAt(0)!.side).toBe('buy');
  });

  it('with a frame clock, tells listeners once per frame however many batches arrive', () => {
    const frames: (() => void)[] = [];
    const s = new TapeStore({ frame: (cb) => frames.push(cb) });
    let calls = 0;
    s.subscribe(() => calls++);
    s.add([entry()]);
    // The first change of a frame is heard at once: a streamed batch costs no extra frame.
    expect(calls).toBe(1);
    for (let i = 0; i < 20; i++) s.add([entry()]);
    expect(calls).toBe(1);
    frames.shift()!();
    expect(calls).toBe(2);
    frames.shift()!();
    expect(calls).toBe(2);
    s.add([entry()]);
    expect(calls).toBe(3);
  });
});

describe('open interest on the tape', () => {
  it('names the tickers of the rows in view and shows their OI once it arrives, rows already shown included', () => {
    const s = new TapeStore({ maxRows: 100 });
    s.add([entry({ ticker: 'SPY', size: 7_150 }), entry({ ticker: 'QQQ', occ: 'O:QQQ260918P00400000' })]);
    expect(s.rowAt(0)).toMatchObject({ openInterest: null, volOverOi: null });
    expect(
      s
        .tickerSessionsAt(0, 10)
        .map((p) => p.ticker)
        .sort(),
    ).toEqual(['QQQ', 'SPY']);
    let heard = 0;
    s.subscribe(() => heard++);
    s.setOiLookup((occ) => (occ === 'O:SPY260918C00500000' ? 732 : null));
    const spy = Array.from({ length: s.visibleCount }, (_, i) => s.rowAt(i)!).find((e) => e.ticker === 'SPY')!;
    expect(spy).toMatchObject({ openInterest: 732, volOverOi: true, opening: true });
    expect(heard).toBeGreaterThan(0);
  });
});
