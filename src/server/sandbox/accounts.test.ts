// Integration: provisional free keys (register → confirm → permanent, expiry after 24 simulated hours,
// i.e. on the sandbox clock that the admin route moves) over HTTP and over MCP; strict mode and the
// unpublished-path counter.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeMarket } from './testing/fake-market';
import { SANDBOX_PRO_KEY } from './key-store';
import { startSandbox, type RunningSandbox } from './server';

const HOUR = 3_600_000;
const START = Date.parse('2026-03-10T15:00:10Z');
const SIM_START = Date.parse('2026-03-10T15:00:00Z');
/** The machine's clock as the sandbox sees it (rate limits, budgets): never what expires a key. */
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
    clock: `frozen:${new Date(SIM_START).toISOString()}`,
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

/** Move the sandbox's simulated clock to `hours` after the start, through its admin route. */
async function setSimulatedClock(s: RunningSandbox, hours: number): Promise<void> {
  const at = new Date(SIM_START + hours * HOUR).toISOString();
  const r = await post(s, '/sandbox/clock', { clock: `frozen:${at}` });
  expect(r.body.now).toBe(at);
}

async function outboxCode(s: RunningSandbox, key: string): Promise<string> {
  const { body } = await get(s, '/sandbox/accounts/outbox');
  const msg = (body.messages as { api_key: string; confirmation_code: string }[]).find((m) => m.api_key === key);
  return msg!.confirmation_code;
}

describe('provisional keys over HTTP', () => {
  it('expires an unconfirmed key after 24 simulated hours with a 401 that says why', async () => {
    const s = await start();
    const reg = await post(s, '/v1/account/register', { email: 'a@example.com' });
    expect(reg.status).toBe(201);
    const key = reg.body.api_key!;
    expect(reg.body.expires_at).toBe(new Date(SIM_START + 24 * HOUR).toISOString());
    expect((await get(s, '/v1/momentum/rankings', key)).status).toBe(200);
    expect((await get(s, '/v1/account/usage', key)).status).toBe(200);
    // The machine's clock does not expire it: only simulated time counts.
    now += 48 * HOUR;
    expect((await get(s, '/v1/momentum/rankings', key)).status).toBe(200);
    await setSimulatedClock(s, 24 - 1 / 60);
    expect((await get(s, '/v1/momentum/rankings', key)).status).toBe(200);
    await setSimulatedClock(s, 24);
    const expired = await get(s, '/v1/momentum/rankings', key);
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe('invalid_api_key');
    expect(String(expired.body.message)).toMatch(/expired/);
    expect((await get(s, '/v1/account/usage', key)).status).toBe(401);
    // A key that was never issued is refused as invalid, not as expired.
    expect(String((await get(s, '/v1/momentum/rankings', 'sbx-free-unknown')).body.message)).not.toMatch(/expired/);
  });

  it('makes a confirmed key permanent, with the code from the outbox', async () => {
    const s = await start();
    const key = (await post(s, '/v1/account/register', { email: 'b@example.com', agent_name: 'bot' })).body.api_key!;
    expect((await post(s, '/v1/account/confirm', { code: await outboxCode(s, key) })).status).toBe(200);
    await setSimulatedClock(s, 48);
    expect((await get(s, '/v1/momentum/rankings', key)).status).toBe(200);
  });

  it('does not revive an expired key by confirming it late', async () => {
    const s = await start();
    const key = (await post(s, '/v1/account/register', { email: 'e@example.com' })).body.api_key!;
    const code = await outboxCode(s, key);
    await setSimulatedClock(s, 25);
    expect((await get(s, '/v1/momentum/rankings', key)).status).toBe(401);
    const late = await post(s, '/v1/account/confirm', { code });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('registration_expired');
    expect((await get(s, '/v1/momentum/rankings', key)).status).toBe(401);
  });
});

describe('provisional keys over MCP', () => {
  it('registers, confirms and uses a key through the tools; an unconfirmed one lapses after 24 simulated hours', async () => {
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
    const lapsed = (await text('register_free_key', { email: 'd@example.com' })).body.api_key as string;
    now += 48 * HOUR;
    expect((await text('use_api_key', { api_key: lapsed })).isError).toBe(false);
    await setSimulatedClock(s, 25);
    expect((await text('use_api_key', { api_key: key })).body.tier).toBe('free');
    const refused = await text('use_api_key', { api_key: lapsed });
    expect(refused.isError).toBe(true);
    expect(refused.body.message).toMatch(/expired/);
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
