// The sandbox read against the reference at clocks other than mid-session: a Saturday, before the
// open, after the close. Delay blocks, as_of, finality follow the reference's tables.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteTable } from '../handler';
import { createMarket } from '../model/create-market';
import { callRoute } from '../testing/test-harness';
import { buildRouteTable } from './route-table';
import type { Market } from '../market';

const FRIDAY = '2026-11-20';
const CLOCKS = {
  midSession: Date.parse('2026-11-20T17:00:00Z'), // Friday 12:00 ET
  afterClose: Date.parse('2026-11-20T22:00:00Z'), // Friday 17:00 ET
  saturday: Date.parse('2026-11-21T16:00:00Z'),
  preOpen: Date.parse('2026-11-23T14:00:00Z'), // Monday 09:00 ET
};

let market: Market;
let table: RouteTable;
beforeAll(() => {
  market = createMarket({ seed: 'clock-moves-test' });
  table = buildRouteTable(market);
});

interface Delay {
  realtime: boolean;
  delay_seconds: number;
  delay_reason: string | null;
}

async function get(id: string, now: number, pathParams: Record<string, string> = {}, query = {}) {
  const r = await callRoute(table, market, id, { pathParams, query, now, watchlist: ['SPY'] });
  return r.body as Record<string, unknown> & { data?: Delay; delay?: Delay };
}

// Flow rankings, momentum, abnormal trades, the tide and directional: the analytics built on the tape.
const ANALYTICS: [id: string, delayKey: 'data' | 'delay'][] = [
  ['flow.current', 'data'],
  ['momentum.rankings', 'data'],
  ['abnormal.current', 'data'],
  ['tide.market', 'data'],
  ['directional.current', 'delay'],
];

describe('sandbox delay block as the clock moves', () => {
  it('names a delay reason whenever a delay applies (mid-session)', async () => {
    for (const [id, key] of ANALYTICS) {
      const d = (await get(id, CLOCKS.midSession))[key];
      expect(d, id).toMatchObject({ realtime: false, delay_seconds: 60 });
      expect(['source_license', 'policy_off_watchlist'], id).toContain(d?.delay_reason);
    }
  });

  it('reports a complete session as real-time with no delay: after close, before the open, on a Saturday', async () => {
    for (const now of [CLOCKS.afterClose, CLOCKS.preOpen, CLOCKS.saturday]) {
      for (const [id, key] of ANALYTICS) {
        const b = await get(id, now);
        expect(b[key], `${id} at ${new Date(now).toISOString()}`).toMatchObject({
          realtime: true,
          delay_seconds: 0,
          delay_reason: null,
        });
      }
    }
    const past = await get('flow.session', CLOCKS.midSession, { session: '2026-11-19' });
    expect(past.data).toMatchObject({ realtime: true, delay_seconds: 0, delay_reason: null });
  });

  it('stops delaying the current tape once its session is complete', async () => {
    const open = await get('optionsFlow.tape', CLOCKS.midSession, {}, { ticker: 'SPY' });
    expect(open.data).toMatchObject({ delay_seconds: 60, delay_reason: 'source_license' });
    const closed = await get('optionsFlow.tape', CLOCKS.saturday, {}, { ticker: 'SPY' });
    expect(closed.data).toMatchObject({ realtime: true, delay_seconds: 0, delay_reason: null });
  });
});

describe('sandbox as_of and finality as the clock moves', () => {
  const tickerRoutes = ['volatility.percentile', 'volatility.realized', 'volatility.ivRank', 'volatility.stats'];

  it('sets as_of to the newest observation on the volatility routes that hold data', async () => {
    for (const now of [CLOCKS.midSession, CLOCKS.saturday]) {
      const asOfs = [
        (await get('volatility.atm', now, {}, { symbols: 'SPY,QQQ' })).as_of,
        (await get('volatility.movers', now)).as_of,
        ...(await Promise.all(tickerRoutes.map(async (id) => (await get(id, now, { ticker: 'SPY' })).as_of))),
      ];
      for (const a of asOfs) {
        expect(typeof a).toBe('string');
        expect(Date.parse(a as string)).toBeLessThanOrEqual(now);
      }
    }
    // Mid-session the newest IV observation is today's morning snapshot, not yesterday's.
    const mid = (await get('volatility.ivRank', CLOCKS.midSession, { ticker: 'SPY' })).as_of as string;
    expect(mid.startsWith(FRIDAY)).toBe(true);
  });

  it('calls the GEX timeseries final when no session accumulates: Saturday, after close, before the open', async () => {
    expect((await get('gex.timeseries', CLOCKS.midSession, { ticker: 'SPY' })).finality).toBe('provisional');
    for (const now of [CLOCKS.saturday, CLOCKS.afterClose, CLOCKS.preOpen]) {
      const b = await get('gex.timeseries', now, { ticker: 'SPY' });
      expect(b.finality).toBe('final');
      expect(b.end).toBe(FRIDAY);
    }
  });
});
