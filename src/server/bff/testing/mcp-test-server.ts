/**
 * A stand-in MCP server for the door's tests (official SDK, low-level Server, stateless Streamable
 * HTTP): its tools publish whatever raw `inputSchema` a test gives, answer by a test's handler, and
 * every JSON-RPC method and tool call is recorded. It also answers `/v1/account/usage`, so a BFF in
 * upstream mode can start against it. Test support only; nothing in the app imports it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface StubTool {
  readonly name: string;
  readonly inputSchema: Record<string, unknown>;
  /** May throw an McpError: the server answers it as a JSON-RPC error. */
  readonly answer: (args: Record<string, unknown>) => CallToolResult;
}

export interface StubMcpServer {
  readonly url: string;
  /** Every JSON-RPC method received, in order (`initialize`, `tools/list`, `tools/call`…). */
  readonly methods: string[];
  readonly calls: { readonly name: string; readonly args: Record<string, unknown> }[];
  /** The X-API-Key of every POST to /mcp. */
  readonly keys: (string | undefined)[];
  count(method: string): number;
  close(): Promise<void>;
}

export const jsonText = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
});

export async function startStubMcpServer(tools: readonly StubTool[]): Promise<StubMcpServer> {
  const methods: string[] = [];
  const calls: StubMcpServer['calls'][number][] = [];
  const keys: (string | undefined)[] = [];

  function mcpServer(): Server {
    const server = new Server({ name: 'stub', version: '1.0.0' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: tools.map((t) => ({ name: t.name, inputSchema: { type: 'object' as const, ...t.inputSchema } })),
    }));
    server.setRequestHandler(CallToolRequestSchema, (req) => {
      const args = req.params.arguments ?? {};
      calls.push({ name: req.params.name, args });
      const tool = tools.find((t) => t.name === req.params.name);
      if (!tool) return { isError: true, content: [{ type: 'text', text: `no tool ${req.params.name}` }] };
      return tool.answer(args);
    });
    return server;
  }

  const httpServer = http.createServer((req, res) => {
    if (req.url === '/v1/account/usage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ tier: 'pro' }));
      return;
    }
    if (!req.url?.startsWith('/mcp') || req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}');
      return;
    }
    keys.push(req.headers['x-api-key'] as string | undefined);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      for (const m of Array.isArray(body) ? body : [body]) methods.push(String((m as { method?: unknown }).method));
      const server = mcpServer();
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => void server.close());
      void server.connect(transport).then(() => transport.handleRequest(req, res, body));
    });
  });
  await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', r));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    methods,
    calls,
    keys,
    count: (method) => methods.filter((m) => m === method).length,
    close: () =>
      new Promise((r) => {
        httpServer.closeAllConnections();
        httpServer.close(() => r());
      }),
  };
}
