import { beforeAll, describe, expect, it } from 'vitest';
import { gexProfile } from '../../../api/schemas/gex';
import type { RouteTable } from '../handler';
import { createMarket } from '../model/create-market';
import { callRoute } from '../testing/test-harness';
import { buildRouteTable } from './route-table';
import type { Market } from '../market';

// Friday 2026-11-20, 12:00 ET: the session is open.
const NOW = Date.parse('2026-11-20T17:00:00Z');
const SESSION = '2026-11-20';

interface Bar {
  t: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}
interface Ohlc {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  delayed: boolean;
  interval: string;
  bars: Bar[];
}

let market: Market;
let table: RouteTable;

async function ohlc(session: string, ticker: string, watchlist: string[]): Promise<Ohlc | null> {
  const answer = await callRoute(table, market, 'gex.profile', {
    pathParams: { session, ticker },
    query: { include_ohlc: 'true' },
    now: NOW,
    watchlist,
  });
  const body = answer.body;
  expect(gexProfile.safeParse(body).success).toBe(true);
  return (body as { ohlc: Ohlc | null }).ohlc;
}

beforeAll(() => {
  market = createMarket({ seed: 'gex-ohlc-test' });
  table = buildRouteTable(market);
});

describe('the full GEX profile with include_ohlc=true', () => {
  it('carries the session summary and the closed 1-minute bars up to the clock on a watchlisted ticker', async () => {
    const o = (await ohlc(SESSION, 'SPY', ['SPY']))!;
    expect(o.interval).toBe('1m');
    expect(o.delayed).toBe(false);
    // 09:30 to 12:00 ET: 150 closed minutes.
    expect(o.bars).toHaveLength(150);
    expect(o.bars[0]!.t).toBe('2026-11-20T14:30:00.000Z');
    expect(Date.parse(o.bars.at(-1)!.t) + 60_000).toBeLessThanOrEqual(NOW);
    expect(o.open).toBe(o.bars[0]!.open);
    expect(o.close).toBe(o.bars.at(-1)!.close);
    expect(o.high).toBe(Math.max(...o.bars.map((b) => b.high)));
    expect(o.low).toBe(Math.min(...o.bars.map((b) => b.low)));
    expect(o.volume).toBe(o.bars.reduce((s, b) => s + b.volume, 0));
  });

  it('is 15 minutes late off the watchlist today, as every candle is, and whole on a past session', async () => {
    const delayed = (await ohlc(SESSION, 'SPY', []))!;
    expect(delayed.delayed).toBe(true);
    expect(delayed.bars).toHaveLength(135);
    const past = (await ohlc('2026-11-19', 'SPY', []))!;
    expect(past.delayed).toBe(false);
    expect(past.bars).toHaveLength(390);
  });
});
