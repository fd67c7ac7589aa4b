/**
 * The sandbox: a faithful stand-in for the Options Analytics API v1 over the simulated market
 * (ARCHITECTURE.md). Fastify with one plugin per capability: the /health + /v1 pipeline, the two
 * stream endpoints, and the loopback-only /sandbox admin routes.
 */
import type { AddressInfo } from 'node:net';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminRoutes } from './admin-routes';
import { apiRoutes, pipelineHandler } from './api-routes';
import type { RouteTable } from './handler';
import { registerJsonBody } from './json-body';
import type { SandboxLimits, Tier } from './limits';
import type { Market } from './market';
import { mcpRoutes } from './mcp/mcp-routes';
import { createState, type SandboxState } from './state';
import { installStrictMode } from './strict-mode';
import { abnormalTradesStream } from './streams/abnormal-trades';
import { flowStream } from './streams/flow';
import { warmMarket, type Warmup } from './warmup';

export interface SandboxOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 8090; 0 = any free port. */
  port?: number;
  /** Strict mode: unpublished (`assumed`) paths answer 404; default env SANDBOX_STRICT=1. */
  strict?: boolean;
  /** Market seed; default DEFAULT_SEED (env SANDBOX_SEED). */
  seed?: string;
  /** 'replay' (default) | 'real' | ISO time (starts there, runs at 1x) | 'frozen:<ISO>'; env SANDBOX_CLOCK. */
  clock?: string;
  /** Added to sandbox-pro-key / sandbox-free-key. */
  keys?: Record<string, 'pro' | 'free'>;
  /** Abnormal-trades heartbeat, default 30000 (tests use less). */
  heartbeatMs?: number;
  logger?: boolean;
  // ---- test hooks ----
  /** Smaller limits for tests of the daily counter and the row budget. */
  limits?: Partial<SandboxLimits>;
  /** Family handlers; default buildRouteTable(market) of routes/route-table.ts. */
  routeTable?: RouteTable;
  /** The market; default createMarket({seed}). Given without routeTable, only core routes are served. */
  market?: Market;
  /** Stream keepalive ping interval, default 30000. */
  pingMs?: number;
  /** The real clock of limits and budgets (tests pin it to stay inside one minute). */
  realNow?: () => number;
  /**
   * Warm the current session after listening (flow of every ticker, AM chains of the most liquid
   * names), in small tasks that leave the event loop free; default true. Tests may pass false.
   */
  warm?: boolean;
}

export interface RunningSandbox {
  url: string;
  wsUrl: string;
  port: number;
  /** The market clock's time (replay, frozen…): the BFF's day pacer reads the session's close from it. */
  marketNow(): number;
  close(): Promise<void>;
}

async function resolveMarket(opts: SandboxOptions): Promise<{ market: Market; routeTable: RouteTable }> {
  if (opts.market) return { market: opts.market, routeTable: opts.routeTable ?? {} };
  // Loaded on demand: tests that bring their own market never pay for (or depend on) the model.
  const { createMarket, DEFAULT_SEED } = await import('./model/create-market');
  const market = createMarket({ seed: opts.seed ?? process.env.SANDBOX_SEED ?? DEFAULT_SEED });
  if (opts.routeTable) return { market, routeTable: opts.routeTable };
  const { buildRouteTable } = await import('./routes/route-table');
  return { market, routeTable: buildRouteTable(market) };
}

/** Build the Fastify app (not listening) and its state. */
export async function buildSandbox(opts: SandboxOptions = {}): Promise<{ app: FastifyInstance; state: SandboxState }> {
  const { market, routeTable } = await resolveMarket(opts);
  const keys: Record<string, Tier> = { ...opts.keys };
  const state = createState({
    market,
    routeTable,
    clock: opts.clock ?? process.env.SANDBOX_CLOCK,
    keys,
    ...(opts.limits ? { limits: opts.limits } : {}),
    ...(opts.heartbeatMs === undefined ? {} : { heartbeatMs: opts.heartbeatMs }),
    ...(opts.pingMs === undefined ? {} : { pingMs: opts.pingMs }),
    ...(opts.realNow ? { realNow: opts.realNow } : {}),
  });

  // Closing ends every connection, held ones too (a delayed answer, an MCP event stream): a stopped
  // sandbox, like a restarted upstream, leaves nothing half-open.
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: false, forceCloseConnections: true });
  registerJsonBody(app);
  installStrictMode(app, { strict: opts.strict ?? process.env.SANDBOX_STRICT === '1', keys: state.keys });
  await app.register(websocket, { options: { maxPayload: 65_536 } });
  await app.register(apiRoutes, { state });
  await app.register(flowStream, { state });
  await app.register(abnormalTradesStream, { state });
  await app.register(adminRoutes, { state, prefix: '/sandbox' });
  await app.register(mcpRoutes, { state });
  app.setNotFoundHandler(pipelineHandler(state, false));
  app.addHook('onClose', async () => state.connections.stop());
  return { app, state };
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = opts.host ?? '127.0.0.1';
  const { app, state } = await buildSandbox(opts);
  let warmup: Warmup | null = null;
  app.addHook('onClose', async () => warmup?.stop());
  await app.listen({ host, port: opts.port ?? 8090 });
  if (opts.warm ?? true) warmup = warmMarket(state.market, state.clock.currentSession());
  const { port } = app.server.address() as AddressInfo;
  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${hostInUrl}:${port}`,
    wsUrl: `ws://${hostInUrl}:${port}`,
    port,
    marketNow: () => state.clock.now(),
    close: () => app.close(),
  };
}
