// The payload types of src/api are inferred from the "decided" schemas: this walk proves that the
// sandbox really answers in those shapes, so a type that names a field the sandbox does not send (or
// types it wrong) fails here rather than in a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../api/registry';
import { decidedErrorBody } from '../../api/schemas/common';
import { DECIDED_SCHEMAS } from '../../api/schemas';
import { samplePath } from '../../api/testing/sample-request';
import type { RunningSandbox } from './server';
import { getJson, startTestSandbox } from './testing/test-harness';

// Friday 2026-11-20, 13:00 ET: the current session is provisional and has flow; Thursday is final.
const CLOCK = 'frozen:2026-11-20T18:00:00Z';
const FINAL_SESSION = '2026-11-19';

let s: RunningSandbox;
beforeAll(async () => {
  s = await startTestSandbox({ clock: CLOCK });
});
afterAll(async () => {
  await s?.close();
});

/** Paths whose sample request alone would not exercise the optional parts of the shape. */
const EXTRA_QUERY: Readonly<Record<string, string>> = {
  'gex.greekExposure': 'include_strike_expiry=true',
  'gex.profile': 'include_flow=true',
};

describe('decided shapes', () => {
  it('hold for every answer whose payload type the project names', async () => {
    const tape = await getJson(s, `/v1/options-flow/tape?ticker=SPY&session=${FINAL_SESSION}&limit=1`);
    const occ = (tape.body as { rows: { option_symbol: string }[] }).rows[0]!.option_symbol;
    const mismatches: Record<string, unknown> = {};
    for (const [id, schema] of Object.entries(DECIDED_SCHEMAS)) {
      const spec = ENDPOINTS.find((e) => e.id === id);
      expect(spec, id).toBeDefined();
      const base = samplePath(spec!, { session: FINAL_SESSION, ticker: 'SPY', occ });
      const extra = EXTRA_QUERY[id];
      const path = extra ? `${base}${base.includes('?') ? '&' : '?'}${extra}` : base;
      const r = await getJson(s, path);
      expect(r.status, `${id} answered ${r.status}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
      const parsed = schema.safeParse(r.body);
      if (!parsed.success)
        mismatches[id] = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
    }
    expect(mismatches).toEqual({});
  }, 120_000);

  it('list rows in the answers they are checked on', async () => {
    // A shape check over empty lists would prove nothing about the row types.
    const rankings = await getJson(s, '/v1/flow/current');
    expect((rankings.body as { rankings: unknown[] }).rankings.length).toBeGreaterThan(0);
    const rows = await getJson(s, `/v1/options-flow/tape?ticker=SPY&session=${FINAL_SESSION}&limit=5`);
    expect((rows.body as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    const trades = await getJson(s, `/v1/abnormal-trades/${FINAL_SESSION}`);
    expect((trades.body as { trades: unknown[] }).trades.length).toBeGreaterThan(0);
  });

  it('hold for an error answer', async () => {
    // Saturday is no trading session.
    const r = await getJson(s, '/v1/flow/2026-11-21');
    expect(r.status).toBe(404);
    expect(decidedErrorBody.safeParse(r.body).success).toBe(true);
  });
});
