import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../../sandbox/server';
import { BudgetRefused, McpDoor, type SlotTaker } from './mcp-door';
import { jsonText, startStubMcpServer, type StubMcpServer, type StubTool } from '../testing/mcp-test-server';
import { call, startTestBff } from '../testing/test-kit';
import type { ToolDoorReport } from './tool-door-report';
import type { UpstreamResponse } from '../upstream/upstream-client';

const SPY_QUOTE = { ticker: 'SPY', last: 101.5 };

/** Tools whose published schemas differ from the registry as a real service's may. */
const STUB_TOOLS: StubTool[] = [
  {
    // The quote tool names its symbol `symbol`: only a declared rename fills it.
    name: 'stock_quote',
    inputSchema: { properties: { symbol: { type: 'string' } }, required: ['symbol'] },
    answer: ({ symbol }) => ({
      content: [{ type: 'text', text: 'ignored when structured content is given' }],
      structuredContent: { ...SPY_QUOTE, ticker: symbol },
    }),
  },
  {
    // Candles need a property no registry parameter fills.
    name: 'stock_candles',
    inputSchema: {
      properties: { ticker: { type: 'string' }, account_id: { type: 'string' } },
      required: ['ticker', 'account_id'],
    },
    answer: () => jsonText({ candles: [] }),
  },
  {
    // A summary line first, then the JSON, no structured content.
    name: 'contract_chain',
    inputSchema: { properties: { ticker: { type: 'string' }, strike_min: { type: 'number' } }, required: ['ticker'] },
    answer: ({ ticker }) => ({
      content: [
        { type: 'text', text: `2 contracts for ${String(ticker)}` },
        { type: 'text', text: JSON.stringify({ ticker, contracts: [{ k: 1 }, { k: 2 }] }) },
      ],
    }),
  },
  {
    // Typed per the schema: a number where the registry has a string, a string where it has a number.
    name: 'technical_indicator',
    inputSchema: {
      properties: {
        ticker: { type: 'string' },
        indicator: { type: 'string' },
        window: { type: 'string' },
        limit: { type: 'integer' },
        tickers: { type: 'array', items: { type: 'string' } },
      },
      required: ['ticker'],
    },
    answer: (args) => ({ content: [], structuredContent: { echo: args, values: [] } }),
  },
  {
    name: 'financials',
    inputSchema: { properties: { ticker: { type: 'string' } }, required: ['ticker'] },
    answer: () => ({
      isError: true,
      content: [{ type: 'text', text: JSON.stringify({ error: 'tier_required', message: 'needs a Pro key' }) }],
    }),
  },
  {
    name: 'dividends',
    inputSchema: { properties: { ticker: { type: 'string' } }, required: ['ticker'] },
    answer: ({ ticker }) => {
      if (ticker === 'BAD') throw new McpError(ErrorCode.InvalidParams, 'ticker BAD is not a symbol');
      if (ticker === 'BOOM') throw new McpError(ErrorCode.InternalError, 'the tool crashed');
      return jsonText({ ticker, dividends: [] });
    },
  },
  {
    // Text with no JSON at all: forwarded, marked as drift.
    name: 'short_interest',
    inputSchema: { properties: { ticker: { type: 'string' } }, required: ['ticker'] },
    answer: () => ({ content: [{ type: 'text', text: 'nothing to report' }] }),
  },
  {
    name: 'stock_splits',
    inputSchema: { properties: { ticker: { type: 'string' } }, required: ['ticker'] },
    answer: () => ({ isError: true, content: [{ type: 'text', text: JSON.stringify({ error: 'some_new_code' }) }] }),
  },
];

const body = (res: UpstreamResponse): Record<string, unknown> =>
  JSON.parse(res.body.toString('utf8')) as Record<string, unknown>;

describe('McpDoor builds each call from the tools the server lists', () => {
  let stub: StubMcpServer;
  let door: McpDoor;
  const reports: ToolDoorReport[] = [];
  const slots = { taken: 0 };
  const slot: SlotTaker = () => {
    slots.taken++;
    return Promise.resolve({ ok: true, done: () => undefined });
  };
  beforeAll(async () => {
    stub = await startStubMcpServer(STUB_TOOLS);
    door = new McpDoor({
      baseUrl: stub.url,
      apiKey: 'k-123',
      timeoutMs: 5000,
      health: { answered: () => undefined, failed: () => undefined, toolDoors: (r) => reports.push(r) },
    });
  });
  afterAll(async () => {
    await door.close();
    await stub.close();
  });

  it('lists the tools once per connection, paying a slot for initialize and one for tools/list', async () => {
    const res = await door.call(
      { kind: 'mcp', tool: 'stock_quote', rename: { ticker: 'symbol' } },
      { ticker: 'SPY' },
      { slot },
    );
    expect(res.status).toBe(200);
    expect(body(res)).toEqual(SPY_QUOTE);
    expect(stub.calls.at(-1)).toEqual({ name: 'stock_quote', args: { symbol: 'SPY' } });
    expect(slots.taken).toBe(2);
    expect(stub.count('initialize')).toBe(1);
    expect(stub.count('tools/list')).toBe(1);
    expect(stub.keys.every((k) => k === 'k-123')).toBe(true);

    await door.call({ kind: 'mcp', tool: 'contract_chain' }, { ticker: 'SPY' }, { slot });
    expect(slots.taken).toBe(2);
    expect(stub.count('tools/list')).toBe(1);

    // A new connection lists again: the server may have changed its tools.
    await door.close();
    await door.call({ kind: 'mcp', tool: 'contract_chain' }, { ticker: 'SPY' }, { slot });
    expect(stub.count('initialize')).toBe(2);
    expect(stub.count('tools/list')).toBe(2);
    expect(slots.taken).toBe(4);
  });

  it('refuses a door whose parameter the schema names otherwise without a declared rename: no call made', async () => {
    const before = stub.calls.length;
    const res = await door.call({ kind: 'mcp', tool: 'stock_quote' }, { ticker: 'SPY' });
    expect(res.status).toBe(502);
    expect(body(res)).toMatchObject({ error: 'door_unmatched', tool: 'stock_quote', missing: ['symbol'] });
    expect(String(body(res).message)).toMatch(/stock_quote.*symbol/);
    expect(stub.calls.length).toBe(before);
  });

  it('refuses a door whose tool requires a property no parameter fills, and one the server does not list', async () => {
    const before = stub.calls.length;
    const candles = await door.call({ kind: 'mcp', tool: 'stock_candles' }, { ticker: 'SPY', limit: 390 });
    expect(candles.status).toBe(502);
    expect(body(candles)).toMatchObject({ error: 'door_unmatched', missing: ['account_id'] });
    const absent = await door.call({ kind: 'mcp', tool: 'stock_news' }, { limit: 20 });
    expect(absent.status).toBe(502);
    expect(body(absent)).toMatchObject({ error: 'door_unmatched', tool: 'stock_news' });
    expect(stub.calls.length).toBe(before);
  });

  it('reports the unmatched doors of the doors table to health after each listing', () => {
    const report = reports.at(-1)!;
    expect(report.tools_listed).toBe(STUB_TOOLS.length);
    const unmatched = new Map(report.unmatched.map((u) => [u.endpoint, u]));
    expect(unmatched.get('quotes.quote')).toMatchObject({ tool: 'stock_quote', listed: true, missing: ['symbol'] });
    expect(unmatched.get('quotes.candles')).toMatchObject({ missing: ['account_id'] });
    expect(unmatched.get('news.ticker')).toMatchObject({ tool: 'stock_news', listed: false });
    expect(unmatched.has('contracts.chain')).toBe(false);
    // The chain tool has no place for expiration, strike_max or type: they are left out, and noted.
    expect(report.left_out.find((l) => l.endpoint === 'contracts.chain')?.params).toEqual([
      'expiration',
      'strike_max',
      'type',
    ]);
  });

  it('reads the JSON after a summary text block', async () => {
    const res = await door.call({ kind: 'mcp', tool: 'contract_chain' }, { ticker: 'QQQ', expiration: '2026-12-18' });
    expect(res.status).toBe(200);
    expect(body(res)).toEqual({ ticker: 'QQQ', contracts: [{ k: 1 }, { k: 2 }] });
    // A parameter with no property is left out, and the call still works.
    expect(stub.calls.at(-1)!.args).toEqual({ ticker: 'QQQ' });
  });

  it('types each value as its property asks', async () => {
    const res = await door.call(
      { kind: 'mcp', tool: 'technical_indicator' },
      { ticker: 'SPY', indicator: 'rsi', window: 14, limit: '120', tickers: ['A', 'B'] },
    );
    expect(res.status).toBe(200);
    expect(stub.calls.at(-1)!.args).toEqual({
      ticker: 'SPY',
      indicator: 'rsi',
      window: '14',
      limit: 120,
      tickers: ['A', 'B'],
    });
  });

  it('turns a tool error into the 4xx its code names, calling the tool once', async () => {
    const before = stub.calls.length;
    const res = await door.call({ kind: 'mcp', tool: 'financials' }, { ticker: 'SPY' });
    expect(res.status).toBe(403);
    expect(body(res)).toMatchObject({ error: 'tier_required', message: 'needs a Pro key' });
    expect(stub.calls.length).toBe(before + 1);
    const unknown = await door.call({ kind: 'mcp', tool: 'stock_splits' }, { ticker: 'SPY' });
    expect(unknown.status).toBe(422);
    expect(body(unknown)).toMatchObject({ error: 'some_new_code' });
  });

  it('answers a JSON-RPC error as 422 or 502 and keeps the client for the next call', async () => {
    const inits = stub.count('initialize');
    const invalid = await door.call({ kind: 'mcp', tool: 'dividends' }, { ticker: 'BAD' });
    expect(invalid.status).toBe(422);
    expect(body(invalid)).toMatchObject({ error: 'invalid_params' });
    const crashed = await door.call({ kind: 'mcp', tool: 'dividends' }, { ticker: 'BOOM' });
    expect(crashed.status).toBe(502);
    expect(body(crashed)).toMatchObject({ error: 'mcp_protocol_error' });
    const next = await door.call({ kind: 'mcp', tool: 'dividends' }, { ticker: 'SPY' });
    expect(next.status).toBe(200);
    expect(body(next)).toEqual({ ticker: 'SPY', dividends: [] });
    expect(stub.count('initialize')).toBe(inits);
  });
});

describe('McpDoor and the budget', () => {
  it('makes no request when the budget has no slot to connect, and says why', async () => {
    const stub = await startStubMcpServer(STUB_TOOLS);
    const door = new McpDoor({ baseUrl: stub.url, apiKey: 'k', timeoutMs: 5000 });
    try {
      const refused: SlotTaker = () => Promise.resolve({ ok: false, reason: 'budget_wait_too_long', retryAfterSec: 7 });
      await expect(door.call({ kind: 'mcp', tool: 'dividends' }, { ticker: 'SPY' }, { slot: refused })).rejects.toThrow(
        BudgetRefused,
      );
      expect(stub.methods).toEqual([]);
      // The next call with a slot connects afresh.
      const ok = await door.call({ kind: 'mcp', tool: 'dividends' }, { ticker: 'SPY' });
      expect(ok.status).toBe(200);
    } finally {
      await door.close();
      await stub.close();
    }
  });
});

describe('the BFF through a tool door (upstream mode, stand-in server)', () => {
  it('charges connect and listing, answers a tool error as a 4xx once, and lists unmatched doors in health', async () => {
    const stub = await startStubMcpServer(STUB_TOOLS);
    const bff = await startTestBff({ env: { OA_API_KEY: 'stub-key-1', OA_BASE_URL: stub.url } });
    try {
      const dayUsed = async (): Promise<number> =>
        (await call(bff.url, '/api/budget')).json<{ day: { used: number } }>().day.used;
      const before = await dayUsed();
      const refused = await call(bff.url, '/api/v1/fundamentals/SPY/financials');
      expect(refused.status).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'tier_required' });
      expect(stub.calls.filter((c) => c.name === 'financials')).toHaveLength(1);
      // initialize, tools/list and the call each took a slot.
      expect(await dayUsed()).toBe(before + 3);

      const unmatched = await call(bff.url, '/api/v1/quotes/SPY');
      expect(unmatched.status).toBe(502);
      expect(unmatched.json()).toMatchObject({ error: 'door_unmatched', tool: 'stock_quote', missing: ['symbol'] });
      expect(stub.calls.filter((c) => c.name === 'stock_quote')).toEqual([]);

      const text = await call(bff.url, '/api/v1/contracts/chain/SPY');
      expect(text.status).toBe(200);
      expect(text.json()).toMatchObject({ contracts: [{ k: 1 }, { k: 2 }] });

      const noJson = await call(bff.url, '/api/v1/short-interest/SPY');
      expect(noJson.status).toBe(200);
      expect(noJson.json()).toBe('nothing to report');
      expect(noJson.headers.get('x-contract-drift')).toBeTruthy();

      const health = (await call(bff.url, '/api/health')).json<{
        mcp_doors: ToolDoorReport;
        drift: { endpoint: string; path: string }[];
      }>();
      expect(health.drift).toContainEqual(expect.objectContaining({ endpoint: 'shortInterest.ticker', path: '$' }));
      expect(health.mcp_doors.unmatched).toContainEqual({
        endpoint: 'quotes.quote',
        tool: 'stock_quote',
        listed: true,
        missing: ['symbol'],
      });
    } finally {
      await bff.dispose();
      await stub.close();
    }
  });
});

describe('the BFF through the sandbox /mcp (upstream mode)', () => {
  it('answers a tool-door endpoint by POST /mcp, never the assumed path, and refuses doorless ones', async () => {
    const { app } = await buildSandbox({ keys: { 'door-key-8': 'pro' } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const seen: string[] = [];
    app.server.on('request', (req: http.IncomingMessage) => seen.push(`${req.method} ${req.url?.split('?')[0]}`));
    const { port } = app.server.address() as AddressInfo;
    const bff = await startTestBff({ env: { OA_API_KEY: 'door-key-8', OA_BASE_URL: `http://127.0.0.1:${port}` } });
    try {
      const r = await call(bff.url, '/api/v1/quotes/SPY');
      expect(r.status).toBe(200);
      expect(r.json<Record<string, unknown>>()).toBeTypeOf('object');
      expect(seen).toContain('POST /mcp');
      expect(seen.filter((s) => s.includes('/v1/quotes'))).toEqual([]);
      // The same answer cache: a second read within the realtime TTL asks nobody.
      const posts = seen.length;
      expect((await call(bff.url, '/api/v1/quotes/SPY')).headers.get('x-cache')).toBe('HIT');
      expect(seen.length).toBe(posts);

      const batch = await call(bff.url, '/api/v1/quotes?symbols=SPY,QQQ');
      expect(batch.status).toBe(404);
      expect(batch.json()).toMatchObject({ error: 'no_published_door' });
      expect(seen.filter((s) => s.includes('/v1/quotes'))).toEqual([]);
    } finally {
      await bff.dispose();
      await app.close();
    }
  });
});
