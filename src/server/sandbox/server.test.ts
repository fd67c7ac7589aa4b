// startSandbox end to end with the real market model and family handlers (the default wiring).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PRO_KEY } from './key-store';
import { startSandbox, type RunningSandbox } from './server';

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox({ port: 0, clock: 'frozen:2026-11-20T18:00:00Z' });
});
// Each test starts from a whole row budget: a test that cuts it leaves it cut otherwise.
afterEach(async () => {
  expect((await fetch(`${s.url}/sandbox/reset`, { method: 'POST' })).ok).toBe(true);
});
afterAll(async () => {
  await s.close();
});

describe('startSandbox', () => {
  it('listens on a free loopback port and names its URLs', () => {
    expect(s.port).toBeGreaterThan(0);
    expect(s.url).toBe(`http://127.0.0.1:${s.port}`);
    expect(s.wsUrl).toBe(`ws://127.0.0.1:${s.port}`);
  });

  it('clamps the tape limit to 2,000 and charges exactly the rows returned', async () => {
    const r = await fetch(`${s.url}/v1/options-flow/tape?ticker=SPY,QQQ&session=2026-11-19&limit=5000`, {
      headers: { 'x-api-key': SANDBOX_PRO_KEY },
    });
    expect(r.status).toBe(200);
    const body = (await r.json()) as { rows: unknown[] };
    expect(body.rows.length).toBe(2000); // SPY alone prints over 4,000 orders a session
    expect(Number(r.headers.get('x-flowrows-remaining'))).toBe(150_000 - body.rows.length);
  });

  it('after a budget cut, the next page starts at the first row withheld (real tape handler)', async () => {
    const get = async (q: string) => {
      const r = await fetch(`${s.url}/v1/options-flow/tape?ticker=SPY&session=2026-11-19&${q}`, {
        headers: { 'x-api-key': SANDBOX_PRO_KEY },
      });
      return (await r.json()) as { rows: { event_id: string }[]; next_older_than: string | null };
    };
    const setRemaining = (remaining: number) =>
      fetch(`${s.url}/sandbox/flow-rows`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ remaining }),
      });
    const reference = (await get('limit=10')).rows.map((r) => r.event_id);
    await setRemaining(4);
    const cut = await get('limit=10');
    expect(cut.rows.map((r) => r.event_id)).toEqual(reference.slice(0, 4));
    await setRemaining(1000);
    const next = await get(`limit=6&older_than=${encodeURIComponent(cut.next_older_than!)}`);
    expect(next.rows.map((r) => r.event_id)).toEqual(reference.slice(4, 10));
  });

  it("takes the reference's time cursor (YYYY-MM-DDTHH:MM:SS, UTC): rows strictly older than that second", async () => {
    const get = async (q: string) => {
      const r = await fetch(`${s.url}/v1/options-flow/tape?ticker=SPY&session=2026-11-19&${q}`, {
        headers: { 'x-api-key': SANDBOX_PRO_KEY },
      });
      expect(r.status).toBe(200);
      return (await r.json()) as { rows: { ts_ms: number }[] };
    };
    const newest = (await get('limit=50')).rows;
    const second = new Date(newest[25]!.ts_ms).toISOString().slice(0, 19);
    const older = (await get(`limit=50&older_than=${second}`)).rows;
    const bound = Date.parse(`${second}Z`);
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((r) => r.ts_ms < bound)).toBe(true);
    expect(older[0]!.ts_ms).toBe(Math.max(...newest.filter((r) => r.ts_ms < bound).map((r) => r.ts_ms)));
  });
});
