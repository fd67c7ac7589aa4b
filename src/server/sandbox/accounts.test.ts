// Integration: provisional free keys (register → confirm → permanent, 24 h expiry on the sandbox's
// injectable real clock) over HTTP and over MCP; strict mode and the unpublished-path counter.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeMarket } from './fake-market';
import { SANDBOX_PRO_KEY } from './key-store';
import { startSandbox, type RunningSandbox } from './server';

const HOUR = 3_600_000;
const START = Date.parse('2026-03-10T15:00:10Z');
let now = START;
let running: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(running.map((s) => s.close()));
  running = [];
  now = START;
});

async function start(strict = false): Promise<RunningSandbox> {
  const s = await startSandbox({
    port: 0,
    market: createFakeMarket(),
    routeTable: { 'momentum.rankings': () => ({ body: { rankings: [] } }) },
    clock: 'frozen:2026-03-10T15:00:00Z',
    realNow: () => now,
    warm: false,
    strict,
  });
  running.push(s);
  return s;
}

async function post(s: RunningSandbox, path: string, body: object) {
  const res = await fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

async function get(s: RunningSandbox, path: string, key?: string) {
  const res = await fetch(`${s.url}${path}`, { headers: key ? { 'x-api-key': key } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function outboxCode(s: RunningSandbox, key: string): Promise<string> {
  const { body } = await get(s, '/sandbox/accounts/outbox');
  const msg = (body.messages as { api_key: string; confirmation_code: string }[]).find((m) => m.api_key === key);
  return msg!.confirmation_code;
}

describe('provisional keys over HTTP', () => {
  it('expires an unconfirmed key after 24 h with a 401 that says why', async () => {
    const s = await start();
    const reg = await post(s, '/v1/account/register', { email: 'a@example.com' });
    const key = reg.body.api_key!;
    expect((await get(s, '/v1/momentum/rankings', key)).status).toBe(200);
    expect((await get(s, '/v1/account/usage', key)).status).toBe(200);
    now += 24 * HOUR;
    const expired = await get(s, '/v1/momentum/rankings', key);
    expect(expired.status).toBe(401);
    expect(String(expired.body.message)).toMatch(/expired/);
  });

  it('makes a confirmed key permanent, with the code from the outbox', async () => {
    const s = await start();
    const key = (await post(s, '/v1/account/register', { email: 'b@example.com', agent_name: 'bot' })).body.api_key!;
    expect((await post(s, '/v1/account/confirm', { code: await outboxCode(s, key) })).status).toBe(200);
    now += 48 * HOUR;
    expect((await get(s, '/v1/momentum/rankings', key)).status).toBe(200);
  });
});

describe('provisional keys over MCP', () => {
  it('registers, confirms and uses a key through the tools', async () => {
    const s = await start();
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${s.url}/mcp`)));
    const text = async (name: string, args: object) => {
      const r = await client.callTool({ name, arguments: args as Record<string, unknown> });
      return { isError: r.isError === true, body: JSON.parse((r.content as { text: string }[])[0]!.text) };
    };
    const reg = await text('register_free_key', { email: 'c@example.com' });
    const key = reg.body.api_key as string;
    expect((await text('use_api_key', { api_key: key })).body.tier).toBe('free');
    expect((await text('confirm_registration', { code: 'wrong' })).isError).toBe(true);
    expect((await text('confirm_registration', { code: await outboxCode(s, key) })).isError).toBe(false);
    now += 48 * HOUR;
    expect((await text('use_api_key', { api_key: key })).body.tier).toBe('free');
    const lapsed = (await text('register_free_key', { email: 'd@example.com' })).body.api_key as string;
    now += 25 * HOUR;
    expect((await text('use_api_key', { api_key: lapsed })).isError).toBe(true);
    await client.close();
  });
});

describe('unpublished paths', () => {
  it('counts them, and strict mode refuses them with 404 while MCP tools still reach the handler', async () => {
    const lenient = await start();
    expect((await get(lenient, '/v1/quotes/SPY', SANDBOX_PRO_KEY)).status).not.toBe(404);
    expect((await get(lenient, '/sandbox/stats')).body).toMatchObject({ strict: false, unpublished_requests: 1 });

    const strict = await start(true);
    expect((await get(strict, '/v1/quotes/SPY', SANDBOX_PRO_KEY)).status).toBe(404);
    expect((await get(strict, '/v1/momentum/rankings', SANDBOX_PRO_KEY)).status).toBe(200);
    expect((await get(strict, '/sandbox/stats')).body.unpublished_requests).toBe(1);
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${strict.url}/mcp`), {
        requestInit: { headers: { 'x-api-key': SANDBOX_PRO_KEY } },
      }),
    );
    const r = await client.callTool({ name: 'stock_quote', arguments: { ticker: 'SPY' } });
    expect((r.content as { text: string }[])[0]!.text).toMatch(/not served by this sandbox yet/);
    await client.close();
  });
});
