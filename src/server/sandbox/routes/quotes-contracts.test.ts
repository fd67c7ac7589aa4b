import { beforeAll, describe, expect, it } from 'vitest';
import type { HandlerResult, RouteTable } from '../handler';
import { createMarket } from '../model/create-market';
import { bodyOf, callRoute, withoutComputedAt } from '../testing/test-harness';
import { quotesContractsRoutes } from './quotes-contracts';
import type { Market } from '../market';

// Friday 2026-11-20, 12:00 ET: the session is open and provisional.
const NOW = Date.parse('2026-11-20T17:00:00Z');
const SESSION = '2026-11-20';

let market: Market;
let table: RouteTable;

const get = (
  id: string,
  pathParams: Record<string, string>,
  query: Record<string, string>,
  watchlist: string[] = [],
): Promise<HandlerResult> => callRoute(table, market, id, { pathParams, query, now: NOW, watchlist });

beforeAll(() => {
  market = createMarket({ seed: 'quotes-test' });
  table = quotesContractsRoutes(market);
});

describe('quotes.batch', () => {
  it('answers one quote per known symbol, in request order, equal to the single-quote answer', async () => {
    const b = bodyOf(await get('quotes.batch', {}, { symbols: 'msft,NOPE1,SPY,MSFT' }, ['SPY']));
    expect(b).toMatchObject({ session: SESSION, finality: 'provisional' });
    expect(typeof b.computed_at).toBe('string');
    // Unknown tickers are left out; duplicates (any case) answer once.
    expect(b.quotes.map((q: { ticker: string }) => q.ticker)).toEqual(['MSFT', 'SPY']);
    for (const q of b.quotes) {
      const single = bodyOf(await get('quotes.quote', { ticker: q.ticker }, {}, ['SPY']));
      expect(withoutComputedAt(q)).toEqual(withoutComputedAt(single));
    }
  });

  it('gives each quote its own delay: real-time on the watchlist, 15 min delayed off it', async () => {
    const b = bodyOf(await get('quotes.batch', {}, { symbols: 'SPY,MSFT' }, ['SPY']));
    const [spy, msft] = b.quotes;
    expect(spy.delayed).toBe(false);
    expect(spy.data).toMatchObject({ delay_seconds: 0, delay_reason: null, realtime: true });
    expect(msft.delayed).toBe(true);
    expect(msft.data).toMatchObject({ delay_seconds: 900, delay_reason: 'policy_off_watchlist', realtime: false });
    // The delayed quote's last bar closed at least 15 minutes before now.
    expect(Date.parse(msft.as_of)).toBeLessThanOrEqual(NOW - 900_000);
    expect(Date.parse(spy.as_of)).toBeGreaterThan(Date.parse(msft.as_of));
    // The batch is only as fresh as its least fresh quote.
    expect(b.as_of).toBe(msft.as_of);
  });

  it('answers an empty list, not an error, when no symbol is known', async () => {
    const r = await get('quotes.batch', {}, { symbols: 'NOPE1,NOPE2' });
    expect(r.status ?? 200).toBe(200);
    expect(bodyOf(r)).toMatchObject({ session: SESSION, as_of: null, quotes: [] });
  });
});

describe('quotes.quote', () => {
  it('answers 404 ticker_not_found for an unknown ticker', async () => {
    expect(await get('quotes.quote', { ticker: 'NOPE1' }, {})).toMatchObject({
      status: 404,
      body: { error: 'ticker_not_found' },
    });
  });
});

describe('contracts.chain quotes', () => {
  it('quote each contract around its model price (bid ≤ price ≤ ask), so a straddle can be priced from the chain', async () => {
    const b = bodyOf(await get('contracts.chain', { ticker: 'NVDA' }, {})) as {
      snapshot_slot: string;
      contracts: { theoretical_price: number | null; bid: number | null; ask: number | null; open_interest: number }[];
    };
    expect(b.snapshot_slot).toBe('AM');
    const priced = b.contracts.filter((c) => c.theoretical_price !== null && c.theoretical_price > 0.05);
    expect(priced.length).toBeGreaterThan(100);
    for (const c of priced) {
      expect(c.bid!).toBeLessThanOrEqual(c.theoretical_price!);
      expect(c.ask!).toBeGreaterThan(c.bid!);
      expect(Math.abs((c.bid! + c.ask!) / 2 - c.theoretical_price!)).toBeLessThanOrEqual(0.01);
    }
  });
});
