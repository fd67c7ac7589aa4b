// Integration: the tool schemas the sandbox publishes in tools/list, its refusal of arguments a tool
// does not take, and the two forms of a result (structured by default; summary then JSON under
// `mcp_text_only`), over real HTTP with the official SDK client.
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMarket } from '../testing/fake-market';
import type { RouteTable } from '../handler';
import { SANDBOX_PRO_KEY } from '../key-store';
import { buildSandbox } from '../server';
import type { SandboxState } from '../state';

const table: RouteTable = {
  'quotes.candles': (ctx) => ({
    body: { ticker: ctx.values.ticker, interval: ctx.values.interval, candles: [{ c: 1 }, { c: 2 }, { c: 3 }] },
  }),
};

let app: FastifyInstance;
let state: SandboxState;
let client: Client;
beforeAll(async () => {
  ({ app, state } = await buildSandbox({
    market: createFakeMarket(),
    routeTable: table,
    clock: 'frozen:2026-03-10T15:00:00Z',
  }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const transport = new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`), {
    requestInit: { headers: { 'x-api-key': SANDBOX_PRO_KEY } },
  });
  client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(transport);
});
afterAll(async () => {
  await client.close();
  await app.close();
});

type Schema = {
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  additionalProperties?: unknown;
};

async function schemas(): Promise<Map<string, Schema>> {
  const { tools } = await client.listTools();
  return new Map(tools.map((t) => [t.name, t.inputSchema as unknown as Schema]));
}

const texts = (r: Awaited<ReturnType<Client['callTool']>>): string[] =>
  (r.content as { type: string; text: string }[]).map((c) => c.text);

describe('sandbox tool schemas', () => {
  it("publishes each data tool's registry parameters, typed, its required ones required, nothing else", async () => {
    const s = await schemas();
    expect(s.size).toBe(34);
    expect(s.get('stock_quote')).toMatchObject({
      properties: { ticker: { type: 'string' } },
      required: ['ticker'],
      additionalProperties: false,
    });
    const candles = s.get('stock_candles')!;
    expect(Object.keys(candles.properties).sort()).toEqual(['interval', 'limit', 'session', 'ticker']);
    expect(candles.required).toEqual(['ticker']);
    expect(candles.properties.limit).toMatchObject({ type: 'integer' });
    expect(candles.properties.interval!.enum).toContain('5m');
    expect(s.get('technical_indicator')!.required?.sort()).toEqual(['indicator', 'ticker']);
    // A tool answers the current session when none is given.
    expect(s.get('gex_levels')!.required).toEqual(['ticker']);
    expect(s.get('register_free_key')!.required).toEqual(['email']);
  });

  it('refuses an argument the tool does not take, naming it', async () => {
    const r = await client.callTool({ name: 'stock_candles', arguments: { ticker: 'SPY', symbol: 'SPY' } });
    expect(r.isError).toBe(true);
    const refusal = JSON.parse(texts(r)[0]!) as { error: string; message: string; arguments: string[] };
    expect(refusal).toMatchObject({ error: 'invalid_parameter', arguments: ['symbol'] });
    expect(refusal.message).toMatch(/'symbol'/);
  });

  it('refuses a value of the wrong type and a missing required argument', async () => {
    const typed = await client.callTool({ name: 'stock_candles', arguments: { ticker: 'SPY', limit: '5' } });
    expect(typed.isError).toBe(true);
    expect(texts(typed)[0]).toMatch(/limit/);
    const missing = await client.callTool({ name: 'stock_candles', arguments: {} });
    expect(missing.isError).toBe(true);
    expect(texts(missing)[0]).toMatch(/ticker/);
  });
});

describe('sandbox tool result forms', () => {
  it('answers the JSON as text and as structured content by default', async () => {
    state.variants.clear();
    const r = await client.callTool({ name: 'stock_candles', arguments: { ticker: 'SPY', limit: 3 } });
    expect(r.isError).toBe(false);
    expect(r.structuredContent).toMatchObject({ ticker: 'SPY', candles: [{ c: 1 }, { c: 2 }, { c: 3 }] });
    expect(JSON.parse(texts(r)[0]!)).toEqual(r.structuredContent);
  });

  it('answers a summary line then the JSON, with no structured content, under mcp_text_only', async () => {
    state.variants.set(['mcp_text_only']);
    try {
      const r = await client.callTool({ name: 'stock_candles', arguments: { ticker: 'spy' } });
      expect(r.structuredContent).toBeUndefined();
      const [summary, json] = texts(r);
      expect(summary).toBe('3 rows for SPY');
      expect(JSON.parse(json!)).toMatchObject({ ticker: 'SPY', candles: [{ c: 1 }, { c: 2 }, { c: 3 }] });
    } finally {
      state.variants.clear();
    }
  });
});
