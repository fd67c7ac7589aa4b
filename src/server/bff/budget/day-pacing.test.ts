// Integration: a real BFF and sandbox with the day's count seeded near the limit (4,400 of 5,000, 500 kept
// for interactive use, six hours to the close): background refreshes are stretched (fewer upstream
// requests, stale copies kept on screen, `x-refresh-slowed` on the answers), interactive requests are
// still answered, and /api/budget projects the day.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, counters, startTestBff, type TestBff } from '../testing/test-kit';

/** 10:00 ET on a Friday: six hours of session left. */
const MARKET_OPEN_AT = '2026-11-20T15:00:00Z';
const MARKET_CLOCK = `frozen:${MARKET_OPEN_AT}`;
const SEEDED_DAY_COUNT = 4400;
const ON_SCREEN = ['SPY', 'QQQ', 'IWM', 'AAPL', 'NVDA', 'TSLA', 'MSFT', 'AMZN'];
const NEVER_SHOWN = ['META', 'GOOGL', 'AMD'];

interface BudgetBody {
  day: { used: number; limit: number; projected: number };
  pacing: { slowed_factor: number | 'paused' | null; horizon_seconds: number };
}

function atm(ticker: string): string {
  return `/api/v1/volatility/atm?symbols=${ticker}`;
}

const background = { headers: { 'X-Priority': 'background' } };

describe('the day pacer near the day limit', () => {
  let bff: TestBff;
  /**
   * The answer cache runs on the market's day (so today's answers are not a past session's) and jumps
   * ahead when the test makes every copy stale.
   */
  let cacheShiftMs = 0;
  const realStart = Date.now();
  const cacheNow = (): number => Date.parse(MARKET_OPEN_AT) + (Date.now() - realStart) + cacheShiftMs;

  beforeAll(async () => {
    // A first run leaves the day's count on disk; it is then set near the limit, as a busy day would.
    const first = await startTestBff({ env: { SANDBOX_CLOCK: MARKET_CLOCK } });
    expect((await call(first.url, atm('SPY'))).status).toBe(200);
    await first.stop();
    const db = new Database(path.join(first.dataDir, 'bff.sqlite'));
    expect(db.prepare('UPDATE day_counter SET used = ?').run(SEEDED_DAY_COUNT).changes).toBe(1);
    db.close();
    bff = await startTestBff({
      dataDir: first.dataDir,
      env: { SANDBOX_CLOCK: MARKET_CLOCK },
      overrides: { cacheNow },
    });
  });
  afterAll(async () => {
    await bff?.dispose();
  });

  async function dayUsed(): Promise<number> {
    return (await call(bff.url, '/api/budget')).json<BudgetBody>().day.used;
  }

  it('stretches background refreshes, marks them, and still answers interactive requests', async () => {
    expect(await dayUsed()).toBe(SEEDED_DAY_COUNT);
    // The pages' first loads: interactive, each one upstream request.
    for (const t of ON_SCREEN) expect((await call(bff.url, atm(t))).status).toBe(200);
    expect(await dayUsed()).toBe(SEEDED_DAY_COUNT + ON_SCREEN.length);

    // Every copy is now past its freshness: each poll asks for a refresh at background priority.
    cacheShiftMs = 10 * 60_000;
    const upstreamBefore = (await counters(bff)).requests_total;
    const usedBefore = await dayUsed();
    const polls = 5 * ON_SCREEN.length;
    let marked = 0;
    for (let round = 0; round < 5; round++) {
      for (const t of ON_SCREEN) {
        const r = await call(bff.url, atm(t), background);
        // The panel keeps what it has (the stale copy, or the one refresh let through), never an error.
        expect(r.status).toBe(200);
        expect(['STALE', 'HIT']).toContain(r.headers.get('x-cache'));
        if (Number(r.headers.get('x-refresh-slowed')) > 1) marked++;
      }
    }
    const refreshesSent = (await dayUsed()) - usedBefore;
    expect(refreshesSent).toBeLessThan(polls / 5);
    expect((await counters(bff)).requests_total - upstreamBefore).toBeLessThanOrEqual(refreshesSent);
    expect(marked).toBeGreaterThan(polls / 2);

    // Background work with no copy to fall back on is told when to come back.
    const refused = await call(bff.url, atm(NEVER_SHOWN[0]!), background);
    expect(refused.status).toBe(429);
    expect(refused.json<{ error: string }>().error).toBe('day_budget_paced');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('x-refresh-slowed'))).toBeGreaterThan(1);

    // Whatever the user asks for is answered, from the reserve.
    const usedBeforeInteractive = await dayUsed();
    for (const t of NEVER_SHOWN) {
      const r = await call(bff.url, atm(t));
      expect(r.status).toBe(200);
      expect(r.headers.get('x-cache')).toBe('MISS');
    }
    expect(await dayUsed()).toBe(usedBeforeInteractive + NEVER_SHOWN.length);

    const budget = (await call(bff.url, '/api/budget')).json<BudgetBody>();
    expect(budget.pacing.slowed_factor).toBeGreaterThan(1);
    expect(budget.pacing.horizon_seconds).toBe(6 * 3600);
    expect(budget.day.projected).toBeGreaterThan(budget.day.used);
    expect(budget.day.projected).toBeLessThanOrEqual(budget.day.limit);
  });
});
