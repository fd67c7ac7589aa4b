// startSandbox end to end with the real market model and family handlers (the default wiring).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PRO_KEY } from './key-store';
import { startSandbox, type RunningSandbox } from './server';

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox({ port: 0, clock: 'frozen:2026-11-20T18:00:00Z' });
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
});
