// Integration: the official MCP SDK client against the sandbox's /mcp over real HTTP on 127.0.0.1:0,
// in both protocol eras, at each tier; the OAuth profiles and /.well-known metadata.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeMarket } from '../testing/fake-market';
import type { RouteTable } from '../handler';
import { SANDBOX_FREE_KEY, SANDBOX_PRO_KEY } from '../key-store';
import { startSandbox, type RunningSandbox } from '../server';

const REAL_NOW = Date.parse('2026-03-10T15:00:10Z');
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ ticker: `T${i}`, rank: i + 1, score: 1, direction: 'bullish' }));
const table: RouteTable = {
  'flow.current': () => ({ body: { rankings: rows(10) } }),
  'gex.levels': (ctx) => ({ body: { ticker: ctx.values.ticker, call_wall: 500 } }),
  'directional.current': () => ({ body: { data: rows(4) } }),
  'momentum.rankings': () => ({ body: { rankings: rows(8) } }),
};

let running: RunningSandbox[] = [];
let clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(running.map((s) => s.close()));
  running = [];
  clients = [];
});

async function start(): Promise<RunningSandbox> {
  const s = await startSandbox({
    port: 0,
    market: createFakeMarket(),
    routeTable: table,
    clock: 'frozen:2026-03-10T15:00:00Z',
    realNow: () => REAL_NOW,
    warm: false,
  });
  running.push(s);
  return s;
}

async function connect(s: RunningSandbox, key?: string): Promise<Client> {
  const headers: Record<string, string> = key ? { 'x-api-key': key } : {};
  const transport = new StreamableHTTPClientTransport(new URL(`${s.url}/mcp`), { requestInit: { headers } });
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function callTool(c: Client, name: string, args: Record<string, unknown> = {}) {
  const r = await c.callTool({ name, arguments: args });
  const content = r.content as { type: string; text: string }[];
  return { isError: r.isError === true, body: JSON.parse(content[0]!.text) as Record<string, unknown> };
}

/** A 2026-07-28 request: no initialize, no session, per-request _meta. */
async function rawCall(s: RunningSandbox, method: string, params: Record<string, unknown>, key?: string) {
  const res = await fetch(`${s.url}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(key ? { 'x-api-key': key } : {}),
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method,
      params: { ...params, _meta: { protocolVersion: '2026-07-28' } },
    }),
  });
  return { status: res.status, body: (await res.json()) as { result?: Record<string, unknown>; error?: unknown } };
}

describe('sandbox MCP', () => {
  it('serves the descriptor with every field the reference names', async () => {
    const s = await start();
    const d = (await (await fetch(`${s.url}/mcp`)).json()) as Record<string, unknown>;
    for (const f of ['protocol', 'transport', 'endpoint', 'method', 'supportedVersions', 'no_account_preview']) {
      expect(d[f], f).toBeDefined();
    }
    for (const f of ['free_tier', 'docs', 'auth', 'register', 'pricing']) expect(d[f], f).toBeDefined();
    expect(d.protocolVersion).toBe('2025-06-18');
    expect(d.served_at).toBe(Math.floor(REAL_NOW / 1000));
    expect(d.tools).toHaveLength(34);
    expect(Object.keys(d.access as object).sort()).toEqual(['free', 'no_account', 'no_key', 'pro']);
    expect(Object.keys(d.oauth as object).sort()).toEqual(['authorization_server', 'protected_resource_metadata']);
  });

  it('lists the 34 tools to the SDK client and gates each tier (legacy era)', async () => {
    const s = await start();
    const anon = await connect(s);
    expect((await anon.listTools()).tools).toHaveLength(34);

    const flow = await callTool(anon, 'intent_flow_current');
    expect(flow.isError).toBe(false);
    expect(flow.body.rankings).toHaveLength(3);
    expect((await callTool(anon, 'gex_levels', { ticker: 'SPY' })).body.call_wall).toBe(500);
    expect((await callTool(anon, 'gex_levels', { ticker: 'AAPL' })).isError).toBe(true);
    expect((await callTool(anon, 'momentum_rankings')).body.error).toBe('tier_required');
    expect((await callTool(anon, 'directional_current')).body.error).toBe('tier_required');

    const free = await connect(s, SANDBOX_FREE_KEY);
    const mom = await callTool(free, 'momentum_rankings');
    expect(mom.isError).toBe(false);
    expect((mom.body.rankings as unknown[]).length).toBe(3);
    expect((await callTool(free, 'directional_current')).body.error).toBe('tier_required');

    const pro = await connect(s, SANDBOX_PRO_KEY);
    expect((await callTool(pro, 'directional_current')).body.data).toHaveLength(4);
    expect((await callTool(pro, 'momentum_rankings')).body.rankings).toHaveLength(8);
    const missing = await callTool(pro, 'stock_quote', { ticker: 'SPY' });
    expect(missing.isError).toBe(true);
  });

  it('keeps legacy sessions: use_api_key binds a key for later calls of the session', async () => {
    const s = await start();
    const transport = new StreamableHTTPClientTransport(new URL(`${s.url}/mcp`));
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await callTool(client, 'directional_current')).isError).toBe(true);
    expect((await callTool(client, 'use_api_key', { api_key: SANDBOX_PRO_KEY })).body.tier).toBe('pro');
    expect((await callTool(client, 'directional_current')).body.data).toHaveLength(4);
    // Another client (no session binding) is still refused.
    expect((await callTool(await connect(s), 'directional_current')).isError).toBe(true);
  });

  it('accepts a legacy batch inside a session', async () => {
    const s = await start();
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${s.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(body),
      });
    const init = await post({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    const sid = init.headers.get('mcp-session-id') ?? '';
    expect(sid).not.toBe('');
    const session = { 'mcp-session-id': sid, 'mcp-protocol-version': '2025-03-26' };
    expect((await post({ jsonrpc: '2.0', method: 'notifications/initialized' }, session)).status).toBe(202);
    const batch = await post(
      [
        { jsonrpc: '2.0', id: 2, method: 'tools/list' },
        { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'intent_flow_current', arguments: {} } },
      ],
      session,
    );
    const answers = (await batch.json()) as { id: number; result: { tools?: unknown[]; isError?: boolean } }[];
    expect(answers.map((a) => a.id).sort()).toEqual([2, 3]);
    expect(answers.find((a) => a.id === 2)!.result.tools).toHaveLength(34);
    expect(answers.find((a) => a.id === 3)!.result.isError).toBe(false);
  });

  it('counts tool calls against the key budget like REST', async () => {
    const s = await start();
    const before = await fetch(`${s.url}/v1/account/usage`, { headers: { 'x-api-key': SANDBOX_PRO_KEY } });
    const used = Number(before.headers.get('x-ratelimit-remaining'));
    await callTool(await connect(s, SANDBOX_PRO_KEY), 'directional_current');
    const after = await fetch(`${s.url}/v1/account/usage`, { headers: { 'x-api-key': SANDBOX_PRO_KEY } });
    expect(Number(after.headers.get('x-ratelimit-remaining'))).toBe(used - 2);
  });

  it('serves 2026-07-28 requests statelessly with _meta', async () => {
    const s = await start();
    const discover = await rawCall(s, 'server/discover', {});
    expect(discover.body.result?.supportedVersions).toContain('2026-07-28');
    const list = await rawCall(s, 'tools/list', {});
    expect((list.body.result?.tools as unknown[]).length).toBe(34);
    const anon = await rawCall(s, 'tools/call', { name: 'intent_flow_current', arguments: {} });
    expect(anon.body.result?.isError).toBe(false);
    const refused = await rawCall(s, 'tools/call', { name: 'directional_current', arguments: {} }, SANDBOX_FREE_KEY);
    expect(refused.body.result?.isError).toBe(true);
    const free = await rawCall(s, 'tools/call', { name: 'momentum_rankings', arguments: {} }, SANDBOX_FREE_KEY);
    expect(free.body.result?.isError).toBe(false);
    const freeRows = JSON.parse((free.body.result?.content as { text: string }[])[0]!.text) as { rankings: unknown[] };
    expect(freeRows.rankings).toHaveLength(3);
    const reg = await rawCall(s, 'tools/call', { name: 'register_free_key', arguments: { email: 'e@example.com' } });
    expect(reg.body.result?.isError).toBe(false);
    const pro = await rawCall(s, 'tools/call', { name: 'directional_current', arguments: {} }, SANDBOX_PRO_KEY);
    expect(pro.body.result?.isError).toBe(false);
  });

  it('answers the OAuth profiles with 401 + WWW-Authenticate and serves the metadata', async () => {
    const s = await start();
    for (const p of ['/mcp/connect', '/mcp/assistant-apps']) {
      const res = await fetch(`${s.url}${p}`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(401);
      const challenge = res.headers.get('www-authenticate') ?? '';
      const url = /resource_metadata="([^"]+)"/.exec(challenge)?.[1] ?? '';
      const meta = (await (await fetch(url)).json()) as { resource: string };
      expect(meta.resource).toBe(`${s.url}${p}`);
    }
    expect((await fetch(`${s.url}/.well-known/oauth-protected-resource`)).status).toBe(200);
    expect((await fetch(`${s.url}/.well-known/some-connector.json`)).status).toBe(404);
  });
});
