import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flowOrderBody, flowOrderFrame } from '../../../api/testing/stream-fixtures';
import type { AlertFire } from '../../../dashboard-api/trader-alerts';
import { AlertBook } from './alert-book';
import { AlertEngine, readIvRank } from './alert-engine';
import { crossing } from './alert-evaluator';

function fakeHub() {
  const hub = {
    watched: new Set<string>(),
    onRow: (_t: string, _f: string) => {},
    watch(tickers: ReadonlySet<string>, onRow: (t: string, f: string) => void) {
      hub.watched = new Set(tickers);
      hub.onRow = onRow;
    },
    rejected: [] as string[],
    status: () => ({ rejected: hub.rejected }),
  };
  return hub;
}

describe('crossing', () => {
  it('needs a reading on each side; the first reading is a baseline', () => {
    expect(crossing('above', 100, null, 101)).toBeNull();
    expect(crossing('above', 100, 99, 100)).toBe('above');
    expect(crossing('above', 100, 101, 99)).toBeNull();
    expect(crossing('below', 100, 101, 99)).toBe('below');
    expect(crossing('either', 100, 101, 99)).toBe('below');
    expect(crossing('either', 100, 100, 100)).toBeNull();
  });

  it('reads the IV rank on the 0–1 scale, a 0–100 answer scaled down, no rank as null', () => {
    expect(readIvRank({ rank: 0.42, rank_scale: '0-1' })).toBe(0.42);
    expect(readIvRank({ rank: 42, rank_scale: '0-100' })).toBe(0.42);
    expect(readIvRank({ rank: null })).toBeNull();
    expect(readIvRank('nope')).toBeNull();
  });
});

describe('the alert engine', () => {
  let dir: string;
  let book: AlertBook;
  let engine: AlertEngine | undefined;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alerts-'));
    book = new AlertBook(dir);
  });
  afterEach(() => {
    engine?.close();
    book.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function start(opts: { ranks?: (number | null)[]; open?: () => boolean } = {}) {
    const hub = fakeHub();
    const ranks = [...(opts.ranks ?? [])];
    const asked: string[] = [];
    const fires: AlertFire[] = [];
    engine = new AlertEngine({
      book,
      hub,
      get: async (url) => {
        asked.push(url);
        return { status: 200, body: { rank: ranks.shift() ?? null, rank_scale: '0-1' } };
      },
      now: () => Date.parse('2026-11-16T16:00:00Z'),
      marketOpen: opts.open ?? (() => true),
      ivEveryMs: 3_600_000,
    });
    engine.onFire((f) => fires.push(f));
    return { hub, asked, fires, engine };
  }

  it('fires an IV-rank bound once when the rank crosses it, and reads nothing while the market is closed', async () => {
    let open = true;
    const { asked, fires, engine } = start({ ranks: [0.4, 0.45, 0.55, 0.6, 0.3], open: () => open });
    engine.add({ kind: 'iv_rank', ticker: 'NVDA', bound: 0.5, direction: 'above' }, '');
    await engine.pollIvRanks(); // 0.4 was the baseline read at add; 0.45 stays below
    expect(fires).toEqual([]);
    await engine.pollIvRanks(); // 0.55: crossed
    expect(fires.map((f) => f.message)).toEqual(['NVDA IV rank crossed above 0.50: 0.55']);
    expect(engine.list()[0]!.status).toBe('fired');
    await engine.pollIvRanks(); // fired alerts are not read again
    expect(asked).toHaveLength(3);
    expect(asked[0]).toBe('/api/v1/volatility/NVDA/iv-rank');
    open = false;
    engine.rearm(engine.list()[0]!.id);
    await engine.pollIvRanks();
    expect(asked).toHaveLength(3);
  });

  it('watches the tickers of armed stream alerts only, and matches flow conditions on every order', () => {
    const { hub, fires, engine } = start();
    const price = engine.add(
      { kind: 'price_cross', ticker: 'SPY', level: 500, source: 'price', direction: 'either' },
      '',
    );
    engine.add(
      {
        kind: 'flow',
        ticker: null,
        min_premium: 50_000,
        side: 'buy',
        option_type: null,
        lean: 'bullish',
        min_dte: null,
        max_dte: null,
      },
      'big bullish',
    );
    engine.add({ kind: 'iv_rank', ticker: 'TSLA', bound: 0.9, direction: 'above' }, '');
    expect([...hub.watched]).toEqual(['SPY']);
    // A ticker the upstream refuses (outside the watchlist) is said to be off the stream.
    hub.rejected = ['SPY'];
    expect(engine.list().find((a) => a.id === price.id)!.status).toBe('not_streamed');
    hub.rejected = [];

    const order = (ticker: string, id: string, spot: number, over: Record<string, unknown> = {}) =>
      flowOrderFrame({
        ticker,
        eventId: id,
        order: {
          ...flowOrderBody(ticker),
          spot_price: spot,
          premium: 80_000,
          direction: 'buy',
          option_type: 'call',
          ...over,
        },
      });
    hub.onRow('SPY', order('SPY', 'a', 499));
    hub.onRow('SPY', order('SPY', 'b', 501, { option_type: 'put' })); // crosses; a bought put is bearish
    hub.onRow('QQQ', order('QQQ', 'c', 400, { premium: 10_000 })); // too small
    hub.onRow('QQQ', order('QQQ', 'd', 400));
    expect(fires.map((f) => [f.event_id, f.message.split(' ').slice(0, 3).join(' ')])).toEqual([
      ['a', 'SPY buy 100'],
      ['b', 'SPY crossed above'],
      ['d', 'QQQ buy 100'],
    ]);
    expect(fires[0]!.message).toContain('(big bullish)');
    // The fired price alert no longer needs its ticker on the stream.
    expect(engine.list().find((a) => a.id === price.id)!.status).toBe('fired');
    expect([...hub.watched]).toEqual([]);
  });
});
