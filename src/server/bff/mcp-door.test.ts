import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSandbox } from '../sandbox/server';
import { McpDoor } from './mcp-door';
import { call, startTestBff } from './test-kit';

/** A tiny stateless SDK server: one McpServer per POST, recording the X-API-Key each POST carried. */
async function tinyMcpServer(): Promise<{ url: string; keys: (string | undefined)[]; close(): Promise<void> }> {
  const keys: (string | undefined)[] = [];
  const server = http.createServer((req, res) => {
    keys.push(req.headers['x-api-key'] as string | undefined);
    const mcp = new McpServer({ name: 'tiny', version: '1.0.0' });
    mcp.registerTool('structured', { inputSchema: { ticker: z.string() } }, ({ ticker }) => ({
      content: [{ type: 'text', text: 'ignored when structured content is given' }],
      structuredContent: { ticker, last: 101.5 },
    }));
    mcp.registerTool('text_json', { inputSchema: { limit: z.number() } }, ({ limit }) => ({
      content: [{ type: 'text', text: JSON.stringify({ rows: Array.from({ length: limit }, (_, i) => ({ i })) }) }],
    }));
    mcp.registerTool('pro_only', {}, () => ({
      isError: true,
      content: [{ type: 'text', text: JSON.stringify({ error: 'tier_required', message: 'needs a Pro key' }) }],
    }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => void transport.close());
    void mcp.connect(transport).then(() => transport.handleRequest(req, res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, keys, close: () => new Promise((r) => server.close(() => r())) };
}

describe('McpDoor against an SDK server', () => {
  let tiny: Awaited<ReturnType<typeof tinyMcpServer>>;
  let door: McpDoor;
  beforeAll(async () => {
    tiny = await tinyMcpServer();
    door = new McpDoor({ baseUrl: tiny.url, apiKey: 'k-123', timeoutMs: 5000 });
  });
  afterAll(async () => {
    await door.close();
    await tiny.close();
  });

  it('sends the key as X-API-Key on every POST and reads structuredContent first', async () => {
    const res = await door.call('structured', { ticker: 'SPY' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ ticker: 'SPY', last: 101.5 });
    expect(tiny.keys.length).toBeGreaterThan(0);
    expect(tiny.keys.every((k) => k === 'k-123')).toBe(true);
  });

  it('parses JSON text content when no structured content is given', async () => {
    const res = await door.call('text_json', { limit: 2 });
    expect(JSON.parse(res.body.toString())).toEqual({ rows: [{ i: 0 }, { i: 1 }] });
  });

  it('turns a tool error code into the REST status the app understands', async () => {
    const res = await door.call('pro_only', {});
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body.toString())).toMatchObject({ error: 'tier_required' });
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
