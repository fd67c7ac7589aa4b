// The registry walk: every REST endpoint the sandbox serves answers a valid Pro request with a body
// that its schema accepts (zero drift issues).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from './server';
import { getJson, PRO_HEADERS, startTestSandbox } from './testing/test-harness';
import { checkAnswer } from '../../api/check-answer';
import { ENDPOINTS } from '../../api/registry';
import { answerSchema } from '../../api/schemas';
import { samplePath } from '../../api/testing/sample-request';

// Friday 2026-11-20, 13:00 ET: the current session is provisional; Thursday is final.
const CLOCK = 'frozen:2026-11-20T18:00:00Z';
const FINAL_SESSION = '2026-11-19';

let s: RunningSandbox;
beforeAll(async () => {
  s = await startTestSandbox({ clock: CLOCK });
});
afterAll(async () => {
  await s?.close();
});

const rest = ENDPOINTS.filter((e) => e.transport === 'rest');

describe('answer schemas', () => {
  it('exist for every REST endpoint of the registry', () => {
    expect(rest.filter((e) => !answerSchema(e.id)).map((e) => e.id)).toEqual([]);
  });

  it('accept every 2xx answer of the sandbox to a valid Pro request', async () => {
    const tape = await getJson(s, `/v1/options-flow/tape?ticker=SPY&session=${FINAL_SESSION}&limit=1`);
    const occ = (tape.body as { rows: { option_symbol: string }[] }).rows[0]!.option_symbol;
    const drift: Record<string, unknown> = {};
    const notServed: string[] = [];
    let checked = 0;
    for (const e of rest.filter((x) => x.method === 'GET')) {
      // AMZN reports on the final session; SPY has no earnings event.
      const ticker = e.id === 'earnings.ticker' ? 'AMZN' : 'SPY';
      const r = await getJson(s, samplePath(e, { session: FINAL_SESSION, ticker, occ }));
      if (r.status === 501) {
        notServed.push(e.id);
        continue;
      }
      expect(r.status, `${e.id} answered ${r.status}: ${JSON.stringify(r.body)}`).toBe(200);
      const issues = checkAnswer(e.id, r.body);
      if (issues.length) drift[e.id] = issues;
      checked++;
    }
    const put = await fetch(`${s.url}/v1/quotes/watchlist`, {
      method: 'PUT',
      headers: { ...PRO_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ symbols: ['SPY', 'QQQ'] }),
    });
    expect(put.status).toBe(200);
    expect(checkAnswer('quotes.watchlistPut', await put.json())).toEqual([]);
    expect(drift).toEqual({});
    // Only endpoints the reference names without a path may be left to the real service.
    for (const id of notServed) expect(ENDPOINTS.find((e) => e.id === id)?.assumed, id).toBeDefined();
    expect(checked).toBeGreaterThan(80);
    // About a hundred cold answers (chains, GEX) in a row: far beyond the default 20 s on a loaded machine.
  }, 120_000);
});
