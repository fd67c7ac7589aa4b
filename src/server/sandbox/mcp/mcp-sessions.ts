/**
 * Dual-era dispatch of POST /mcp: a legacy `initialize` (alone or in a batch) opens a session (SDK
 * transport with a session id, kept until DELETE or close); a request naming a known session goes to
 * it; anything else (2026-07-28 requests with per-request `_meta`) is served by a fresh stateless
 * server and transport.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxState } from '../state';
import { buildMcpServer } from './mcp-server';

interface Open {
  readonly server: McpServer;
  readonly transport: StreamableHTTPServerTransport;
}

/** Legacy sessions live this many at most; the oldest is dropped first (a sandbox, not a service). */
const MAX_SESSIONS = 200;

function opensSession(body: unknown): boolean {
  return Array.isArray(body) ? body.some(isInitializeRequest) : isInitializeRequest(body);
}

export class McpSessions {
  private readonly open = new Map<string, Open>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly state: SandboxState,
  ) {}

  async handle(req: FastifyRequest, res: ServerResponse): Promise<void> {
    const id = req.headers['mcp-session-id'];
    const existing = typeof id === 'string' ? this.open.get(id) : undefined;
    if (existing) return existing.transport.handleRequest(req.raw, res, req.body);
    if (typeof id !== 'string' && opensSession(req.body)) return this.startSession(req, res);
    return this.stateless(req, res);
  }

  async closeAll(): Promise<void> {
    const all = [...this.open.values()];
    this.open.clear();
    await Promise.all(all.map((o) => o.server.close()));
  }

  private async startSession(req: FastifyRequest, res: ServerResponse): Promise<void> {
    const server = buildMcpServer(this.app, this.state, {});
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      enableJsonResponse: true,
      onsessioninitialized: (sid) => {
        this.open.set(sid, { server, transport });
        if (this.open.size > MAX_SESSIONS) void this.drop(this.open.keys().next().value!);
      },
      onsessionclosed: (sid) => void this.drop(sid),
    });
    await server.connect(transport);
    await transport.handleRequest(req.raw, res, req.body);
  }

  private async drop(sid: string): Promise<void> {
    const o = this.open.get(sid);
    this.open.delete(sid);
    await o?.server.close();
  }

  private async stateless(req: FastifyRequest, res: ServerResponse): Promise<void> {
    const server = buildMcpServer(this.app, this.state, {});
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => void server.close());
    await server.connect(transport);
    await transport.handleRequest(req.raw, res, req.body);
  }
}
