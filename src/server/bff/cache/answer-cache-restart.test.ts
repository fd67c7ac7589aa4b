// Integration: a BFF stopped on a Saturday and started on Monday with the same DATA_DIR answers Monday.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { call, startTestBff } from '../testing/test-kit';

const SATURDAY = 'frozen:2026-11-21T16:00:00Z';
const MONDAY_11_ET = 'frozen:2026-11-23T16:00:00Z';

async function setClock(sandbox: RunningSandbox, clock: string): Promise<void> {
  const res = await fetch(`${sandbox.url}/sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clock }),
  });
  expect(res.status).toBe(200);
}

describe('answer cache across a weekend restart', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, warm: false, clock: SATURDAY });
  });
  afterAll(async () => sandbox.close());

  it('answers Monday after a restart on Monday, not the Friday answers fetched on Saturday', async () => {
    const env = { OA_API_KEY: 'sandbox-pro-key', OA_BASE_URL: sandbox.url };
    const saturday = await startTestBff({ env });
    const tape = (await call(saturday.url, '/api/v1/options-flow/tape?ticker=SPY')).json<{
      session: string;
      rows: { option_symbol: string }[];
    }>();
    expect(tape.session).toBe('2026-11-20');
    const occ = encodeURIComponent(tape.rows[0]!.option_symbol);
    const routes = [
      '/api/v1/darkpool/ranking',
      '/api/v1/volatility/SPY/iv-rank',
      '/api/v1/options-flow/tape?ticker=SPY',
      `/api/v1/options-flow/contract/${occ}`,
    ];
    for (const r of routes) {
      const a = await call(saturday.url, r);
      expect([r, a.status, a.json<{ finality?: string }>().finality]).toEqual([r, 200, 'final']);
    }
    await saturday.stop();

    await setClock(sandbox, MONDAY_11_ET);
    const monday = await startTestBff({ env, dataDir: saturday.dataDir });
    try {
      for (const r of routes) {
        const a = await call(monday.url, r);
        expect([r, a.status, a.json<{ session?: string }>().session]).toEqual([r, 200, '2026-11-23']);
      }
    } finally {
      await monday.dispose();
    }
  });
});
