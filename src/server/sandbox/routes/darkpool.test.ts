import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../api/registry';
import type { HandlerResult, RouteTable } from '../handler';
import { createMarket } from '../model/create-market';
import { bodyOf, callRoute, withoutComputedAt } from '../testing/test-harness';
import { darkpoolRoutes } from './darkpool';
import { DARKPOOL_DELAY_S } from './darkpool-context';
import { SessionOrders } from '../model/session-orders';
import type { Market } from '../market';

// Friday 2026-11-20, 12:00 ET: the session is open and provisional.
const NOW = Date.parse('2026-11-20T17:00:00Z');
const TODAY = '2026-11-20';
const PAST = '2026-11-19';
const OLD = '2026-08-14'; // before the away-from-quote adjustment

let market: Market;
let table: RouteTable;

const get = (
  id: string,
  pathParams: Record<string, string> = {},
  query: Record<string, string> = {},
  now = NOW,
  t: RouteTable = table,
): Promise<HandlerResult> => callRoute(t, market, id, { pathParams, query, now });

beforeAll(() => {
  market = createMarket({ seed: 'dp-routes-test' });
  table = darkpoolRoutes(market, new SessionOrders(market));
});

describe('dark-pool routes', () => {
  it('serve every darkpool id of the registry but health', () => {
    const ids = ENDPOINTS.filter((e) => e.family === 'darkpool' && e.id !== 'darkpool.health').map((e) => e.id);
    expect(ids).toHaveLength(15);
    expect(Object.keys(table).sort()).toEqual(ids.sort());
  });

  it('sessions list about 90 sessions, newest first', async () => {
    const b = bodyOf(await get('darkpool.sessions'));
    expect(b.sessions).toHaveLength(90);
    expect(b.sessions[0]).toBe(TODAY);
    expect(b.current).toBe(TODAY);
  });

  it('a current-session answer holds only prints executed at least 15 min ago, with the delay block', async () => {
    const b = bodyOf(await get('darkpool.prints', { ticker: 'SPY' }, { date: TODAY, order: 'desc', limit: '5' }));
    expect(b.finality).toBe('provisional');
    expect(b.data).toMatchObject({ realtime: false, delay_seconds: DARKPOOL_DELAY_S, delay_reason: 'source_license' });
    expect(b.data.feed).toMatch(/TRF.*15 min.*NBBO-location proxy/);
    expect(Date.parse(b.prints[0].executed_at)).toBeLessThanOrEqual(NOW - DARKPOOL_DELAY_S * 1000);
    expect(Date.parse(b.as_of)).toBeLessThanOrEqual(NOW - DARKPOOL_DELAY_S * 1000);
  });

  it('the current session stays provisional until the delayed feed has delivered the close', async () => {
    const at = (iso: string) => Date.parse(iso);
    const r1 = bodyOf(await get('darkpool.ticker', { ticker: 'SPY' }, {}, at('2026-11-20T21:05:00Z')));
    expect(r1.finality).toBe('provisional');
    const r2 = bodyOf(await get('darkpool.ticker', { ticker: 'SPY' }, {}, at('2026-11-20T21:20:00Z')));
    expect(r2.finality).toBe('final');
    expect(r2.summary.prints).toBeGreaterThan(r1.summary.prints);
  });

  it('404 for an unknown ticker and a bad session', async () => {
    expect(await get('darkpool.ticker', { ticker: 'ZZZZ' })).toMatchObject({ status: 404 });
    for (const date of ['2026-11-21', '2026-11-23', '2025-01-02'])
      expect(bodyOf(await get('darkpool.blocks', {}, { date })).error).toBe('session_not_found');
    expect(bodyOf(await get('darkpool.prints', { ticker: 'ZZZZ' })).error).toBe('ticker_not_found');
  });

  it('blocks honour the filters and carry %ADV, impact and the options read', async () => {
    const b = bodyOf(await get('darkpool.blocks', {}, { date: PAST, limit: '5000' }));
    expect(b.finality).toBe('final');
    expect(b.blocks.length).toBeGreaterThan(10);
    for (const x of b.blocks) {
      expect(x.premium).toBeGreaterThanOrEqual(Math.max(1_000_000, x.threshold));
      expect(x.pct_adv).toBeGreaterThan(0);
      expect(['confirming', 'contradicting', 'mixed', 'no_flow', 'no_direction']).toContain(
        x.options_confirmation.read,
      );
    }
    expect(b.blocks.some((x: { impact_bps: number | null }) => typeof x.impact_bps === 'number')).toBe(true);
    const f = bodyOf(
      await get('darkpool.blocks', {}, { date: PAST, ticker: 'SPY,QQQ', nbbo_label: 'at_ask', min_premium: '2000000' }),
    );
    expect(f.blocks.length).toBeGreaterThan(0);
    for (const x of f.blocks) {
      expect(['SPY', 'QQQ']).toContain(x.ticker);
      expect(x.nbbo_label).toBe('at_ask');
      expect(x.premium).toBeGreaterThanOrEqual(2_000_000);
    }
    expect(bodyOf(await get('darkpool.blocks', {}, { date: PAST, limit: '3' })).blocks).toHaveLength(3);
  });

  it('past sessions are final and immutable whatever the clock', async () => {
    const later = Date.parse('2026-11-24T20:00:00Z');
    for (const [id, p, q] of [
      ['darkpool.blocks', {}, { date: PAST, ticker: 'SPY' }],
      ['darkpool.ticker', { ticker: 'AAPL' }, { date: PAST }],
      ['darkpool.timeProfile', { ticker: 'SPY' }, { date: PAST }],
      ['darkpool.pressureTicker', { ticker: 'SPY' }, { date: PAST, window: '5m' }],
    ] as const) {
      const a = bodyOf(await get(id, p, q));
      const fresh = darkpoolRoutes(market, new SessionOrders(market));
      const b = bodyOf(await get(id, p, q, later, fresh));
      expect(a.finality).toBe('final');
      expect(withoutComputedAt(b)).toEqual(withoutComputedAt(a));
    }
  });

  it('ranking gives the market off-exchange share and tickers by notional', async () => {
    const b = bodyOf(await get('darkpool.ranking', {}, { date: PAST, limit: '10' }));
    expect(b.market.off_exchange_share).toBeGreaterThan(0.1);
    expect(b.market.off_exchange_share).toBeLessThan(0.6);
    expect(b.rankings).toHaveLength(10);
    for (let i = 1; i < b.rankings.length; i++)
      expect(b.rankings[i - 1].notional).toBeGreaterThanOrEqual(b.rankings[i].notional);
  });

  it('alerts are confirming blocks ordered by severity', async () => {
    const b = bodyOf(await get('darkpool.alerts', {}, { date: PAST, limit: '1000' }));
    expect(b.alerts.length).toBeGreaterThan(0);
    const rank = { high: 0, medium: 1, low: 2 } as Record<string, number>;
    for (let i = 0; i < b.alerts.length; i++) {
      expect(b.alerts[i].options_confirmation.read).toBe('confirming');
      if (i > 0) expect(rank[b.alerts[i].severity]).toBeGreaterThanOrEqual(rank[b.alerts[i - 1].severity]!);
    }
  });

  it('pressure windows sum to the day, ex-away variants exist after the adjustment and are null before', async () => {
    const w = bodyOf(await get('darkpool.pressure', {}, { date: PAST, window: '30m' }));
    const d = bodyOf(await get('darkpool.pressure', {}, { date: PAST, window: 'day' }));
    expect(w.market_windows).toHaveLength(13);
    expect(d.market_windows).toHaveLength(1);
    const net = w.market_windows.reduce((s: number, x: { net: number }) => s + x.net, 0);
    expect(net).toBeCloseTo(d.market_windows[0].net, -1);
    expect(w.market_windows_ex_away[0]).toHaveProperty('away_notional');
    expect(w.darkpool_windows_ex_away[0].windows[0]).toHaveProperty('away_n');
    const old = bodyOf(await get('darkpool.pressure', {}, { date: OLD, window: '1h' }));
    expect(old.market_windows_ex_away).toBeNull();
    expect(old.darkpool_windows_ex_away).toBeNull();
  });

  it('ticker pressure has windows and a cumulative curve ending at the delayed cutoff', async () => {
    const b = bodyOf(await get('darkpool.pressureTicker', { ticker: 'SPY' }, { date: TODAY, window: '1h' }));
    const n = b.curve.t.length;
    expect(n).toBeGreaterThan(60);
    for (const k of ['price', 'dp_cum', 'option_intent_cum', 'dp_cum_ex_away']) expect(b.curve[k]).toHaveLength(n);
    expect(Date.parse(b.curve.t.at(-1))).toBeLessThanOrEqual(NOW - DARKPOOL_DELAY_S * 1000 + 60_000);
    expect(b.curve.dp_cum.at(-1)).toBeCloseTo(b.totals.net, -1);
    const old = bodyOf(await get('darkpool.pressureTicker', { ticker: 'SPY' }, { date: OLD }));
    expect(old.curve.dp_cum_ex_away).toBeNull();
  });

  it('ticker summary has a baseline, ADV, NBBO split and its blocks', async () => {
    const b = bodyOf(await get('darkpool.ticker', { ticker: 'AAPL' }, { date: PAST }));
    expect(b.baseline.p95).toBeLessThanOrEqual(b.baseline.p99);
    expect(b.baseline.p99).toBeLessThanOrEqual(b.baseline.p995);
    expect(b.adv).toMatchObject({ n: 20, to: '2026-11-18' });
    expect(b.adv.shares).toBeGreaterThan(0);
    const shares = Object.values(b.nbbo_split as Record<string, { share: number }>).reduce((s, x) => s + x.share, 0);
    expect(shares).toBeCloseTo(1, 3);
    expect(b.summary.blocks).toBe(b.blocks.length);
  });

  it('time profile: 503 with Retry-After while the current session is being built, 200 later and for past ones', async () => {
    const early = Date.parse('2026-11-20T14:35:00Z'); // 9:35 ET
    const r = await get('darkpool.timeProfile', { ticker: 'SPY' }, {}, early);
    expect(r.status).toBe(503);
    expect(Number(r.headers?.['Retry-After'])).toBe(600);
    const past = await get('darkpool.timeProfile', { ticker: 'SPY' }, { date: PAST }, early);
    expect(past.status).toBeUndefined();
    const b = bodyOf(await get('darkpool.timeProfile', { ticker: 'SPY' }));
    expect(b.cells.length).toBeGreaterThan(10);
    expect(b.cells_side).toHaveLength(b.cells.length);
    const total = b.cells.reduce((s: number, c: number[]) => s + c[2]!, 0);
    expect(total).toBe(b.totals.shares);
    expect(b.val).toBeLessThanOrEqual(b.poc);
    expect(b.vah).toBeGreaterThanOrEqual(b.poc);
    const inside = b.rows
      .filter((x: { price: number }) => x.price >= b.val && x.price <= b.vah)
      .reduce((s: number, x: { shares: number }) => s + x.shares, 0);
    expect(inside / total).toBeGreaterThanOrEqual(0.7);
  });

  it('prints page with whole-second cursors, without gaps or repeats, and filter', async () => {
    const all = bodyOf(await get('darkpool.prints', { ticker: 'XLU' }, { date: PAST, limit: '500' }));
    const seen: string[] = [];
    let cursor: Record<string, string> = {};
    for (let i = 0; i < 50; i++) {
      const page = bodyOf(await get('darkpool.prints', { ticker: 'XLU' }, { date: PAST, limit: '37', ...cursor }));
      seen.push(...page.prints.map((p: { id: string }) => p.id));
      if (!page.has_more) break;
      cursor = page.next_cursor;
    }
    expect(all.total).toBeLessThanOrEqual(500);
    expect(seen).toEqual(all.prints.map((p: { id: string }) => p.id));
    // Ascending paging with newer_than gives the same prints in the other order.
    const up: string[] = [];
    cursor = {};
    for (let i = 0; i < 50; i++) {
      const page = bodyOf(
        await get('darkpool.prints', { ticker: 'XLU' }, { date: PAST, limit: '41', order: 'asc', ...cursor }),
      );
      up.push(...page.prints.map((p: { id: string }) => p.id));
      if (!page.has_more) break;
      cursor = page.next_cursor;
    }
    expect(up).toEqual([...seen].reverse());
    const asc = bodyOf(
      await get(
        'darkpool.prints',
        { ticker: 'SPY' },
        { date: PAST, order: 'asc', order_by: 'premium', min_size: '100', max_premium: '500000', nbbo_label: 'mid' },
      ),
    );
    for (let i = 0; i < asc.prints.length; i++) {
      const p = asc.prints[i];
      expect(p).toMatchObject({ nbbo_label: 'mid' });
      expect(p.size).toBeGreaterThanOrEqual(100);
      expect(p.premium).toBeLessThanOrEqual(500_000);
      if (i > 0) expect(p.premium).toBeGreaterThanOrEqual(asc.prints[i - 1].premium);
    }
  });

  it('recent is the block-gated tape, newest first', async () => {
    const b = bodyOf(await get('darkpool.recent', {}, { date: PAST, limit: '20' }));
    expect(b.data.feed).toMatch(/block-gated/);
    expect(b.prints).toHaveLength(20);
    for (let i = 1; i < b.prints.length; i++) expect(b.prints[i - 1].executed_at >= b.prints[i].executed_at).toBe(true);
  });

  it('sectors and one sector: shares, concentration, agreement, ex-away null before the adjustment', async () => {
    const s = bodyOf(await get('darkpool.sectors', {}, { date: PAST }));
    expect(s.sectors).toHaveLength(11);
    expect(s.sectors[0]).toHaveProperty('away_notional');
    expect(s.sectors[0].net_pressure_ex_away).not.toBeNull();
    const old = bodyOf(await get('darkpool.sectors', {}, { date: OLD }));
    expect(old.sectors[0].net_pressure_ex_away).toBeNull();
    const t = bodyOf(await get('darkpool.sector', { key: 'technology' }, { date: PAST }));
    expect(t.concentration.top1_share).toBeLessThanOrEqual(t.concentration.top3_share);
    const sum = t.constituents.reduce((a: number, c: { share_of_sector: number }) => a + c.share_of_sector, 0);
    expect(sum).toBeCloseTo(1, 3);
    expect(t.direction_agreement).toBeGreaterThanOrEqual(0);
  });

  it('sector rotation: a (sector, session) matrix over the last `display` sessions', async () => {
    const b = bodyOf(await get('darkpool.sectorRotation', {}, { days: '10', display: '3' }));
    expect(b.sessions).toHaveLength(3);
    expect(b.matrix).toHaveLength(11);
    for (const row of b.matrix) expect(row.cells).toHaveLength(3);
    expect(b.matrix[0].cells[0].ratio).toBeGreaterThan(0);
    expect(b.most_elevated).not.toBeNull();
    // A finished session's rotation figure (from the daily bars) agrees with the sum of its prints.
    const sectors = bodyOf(await get('darkpool.sectors', {}, { date: b.sessions[1] }));
    const tech = sectors.sectors.find((x: { key: string }) => x.key === 'technology').notional;
    const cell = b.matrix.find((x: { key: string }) => x.key === 'technology').cells[1];
    expect(cell.session).toBe(b.sessions[1]);
    expect(cell.notional / tech).toBeGreaterThan(0.98);
    expect(cell.notional / tech).toBeLessThan(1.02);
  });

  it("sector rotation's current session follows the clock: after the close it is the final figure", async () => {
    const q = { days: '3', display: '2' };
    const t = darkpoolRoutes(market, new SessionOrders(market));
    const close = Date.parse('2026-11-20T21:30:00Z'); // 16:30 ET: the delayed feed has delivered the day
    const noon = bodyOf(await get('darkpool.sectorRotation', {}, q, NOW, t));
    const later = bodyOf(await get('darkpool.sectorRotation', {}, q, close, t));
    const fresh = bodyOf(
      await get('darkpool.sectorRotation', {}, q, close, darkpoolRoutes(market, new SessionOrders(market))),
    );
    const today = (b: { matrix: { cells: { session: string; notional: number }[] }[] }) => b.matrix[0]!.cells.at(-1)!;
    expect(today(noon).session).toBe(TODAY);
    expect(today(later).notional).toBeGreaterThan(today(noon).notional);
    expect(withoutComputedAt(later)).toEqual(withoutComputedAt(fresh));
  });

  it('daily candles cover the last N calendar days and today only up to the cutoff', async () => {
    const b = bodyOf(await get('darkpool.dailyCandles', { ticker: 'SPY' }, { days: '10' }));
    expect(b.candles.length).toBeGreaterThanOrEqual(6);
    expect(b.candles[0].session >= '2026-11-11').toBe(true);
    expect(b.candles.at(-1)).toMatchObject({ session: TODAY, finality: 'provisional' });
  });

  it('print levels: top-N price bands by premium', async () => {
    const b = bodyOf(await get('darkpool.printLevels', { ticker: 'SPY' }, { days: '5', top: '4', band_pct: '0.25' }));
    expect(b.levels).toHaveLength(4);
    expect(b.n).toBe(5);
    for (let i = 1; i < 4; i++) expect(b.levels[i - 1].premium).toBeGreaterThanOrEqual(b.levels[i].premium);
    expect(b.levels[0].high - b.levels[0].low).toBeCloseTo(b.band_width, 3);
  });
});
