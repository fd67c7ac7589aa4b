// Integration: the BFF's tool doors against the real sandbox (strict: no unpublished REST path answers),
// each call's arguments built from the schemas the sandbox publishes in tools/list.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSUMED_DOORS } from '../../../api/doors';
import { endpoint, type EndpointId } from '../../../api/registry';
import { samplePath } from '../../../api/testing/sample-request';
import { buildSandbox } from '../../sandbox/server';
import type { SandboxState } from '../../sandbox/state';
import { call, startTestBff, type TestBff } from '../testing/test-kit';
import type { ToolDoorReport } from './tool-door-report';

const KEY = 'door-key-11';
// Friday 2026-11-20, 13:00 ET: Thursday is a final session with a tape.
const CLOCK = 'frozen:2026-11-20T18:00:00Z';
const SESSION = '2026-11-19';
const toolDoors = Object.entries(ASSUMED_DOORS)
  .filter(([, d]) => d.kind === 'mcp')
  .map(([id]) => id as EndpointId);

let sandbox: FastifyInstance;
let state: SandboxState;
let bff: TestBff;
let occ: string;
beforeAll(async () => {
  ({ app: sandbox, state } = await buildSandbox({ keys: { [KEY]: 'pro' }, strict: true, clock: CLOCK }));
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const { port } = sandbox.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const tape = await fetch(`${base}/v1/options-flow/tape?ticker=SPY&session=${SESSION}&limit=1`, {
    headers: { 'x-api-key': KEY },
  });
  occ = ((await tape.json()) as { rows: { option_symbol: string }[] }).rows[0]!.option_symbol;
  bff = await startTestBff({ env: { OA_API_KEY: KEY, OA_BASE_URL: base } });
}, 120_000);
afterAll(async () => {
  await bff?.dispose();
  await sandbox?.close();
});

const pathOf = (id: EndpointId, ticker: string): string =>
  `/api${samplePath(endpoint(id), { session: SESSION, ticker, occ })}`;

describe('the tool doors through the sandbox', () => {
  it('call every tool of the doors table with arguments built from its published schema', async () => {
    expect(toolDoors.length).toBeGreaterThan(10);
    const failed: string[] = [];
    for (const id of toolDoors) {
      const r = await call(bff.url, pathOf(id, 'SPY'));
      if (r.status !== 200) failed.push(`${id}: ${r.status} ${r.text.slice(0, 200)}`);
      else expect(r.json(), id).toBeTypeOf('object');
    }
    expect(failed).toEqual([]);
    const health = (await call(bff.url, '/api/health')).json<{ mcp_doors: ToolDoorReport }>();
    expect(health.mcp_doors).toMatchObject({ unmatched: [], mapping_errors: [], left_out: [] });
    expect(health.mcp_doors.tools_listed).toBe(34);
  }, 120_000);

  it('reads the JSON of a result answered as a summary line then the JSON', async () => {
    state.variants.set(['mcp_text_only']);
    try {
      const r = await call(bff.url, pathOf('quotes.candles', 'QQQ'));
      expect(r.status).toBe(200);
      const body = r.json<{ candles: unknown[] }>();
      expect(body.candles.length).toBeGreaterThan(0);
      expect(r.headers.get('x-contract-drift')).toBeNull();
    } finally {
      state.variants.clear();
    }
  }, 60_000);
});
