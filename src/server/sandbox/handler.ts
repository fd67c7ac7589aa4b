/**
 * The interface between the sandbox server (auth, limits, budgets, previews, faults: server.ts) and
 * the family route handlers (routes/<family>.ts). A handler computes an answer from the market; the
 * server does everything that is the same for every route.
 */
import type { EndpointSpec } from '../../api/endpoint';
import type { ParamValue } from '../../api/validate';
import type { Market } from './market';

export interface SandboxClock {
  /** The market's "now" (epoch ms): replay, real or fixed. Rate limits never use it. */
  now(): number;
  /** The current session at market now (calendar.currentSession of now()). */
  currentSession(): string;
}

export interface HandlerContext {
  readonly spec: EndpointSpec;
  /** Validated, typed and defaulted parameter values (path and query). */
  readonly values: Readonly<Record<string, ParamValue>>;
  readonly market: Market;
  readonly clock: SandboxClock;
  readonly tier: 'pro' | 'free';
  /** The caller's active real-time watchlist (upper-case symbols). */
  readonly watchlist: ReadonlySet<string>;
  /** Parsed JSON body for PUT/POST. */
  readonly body?: unknown;
}

export interface HandlerResult {
  readonly status?: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Rows this answer would charge to the flow-row budget (tape routes, after filtering). The server
   * checks and charges the budget and sets the X-FlowRows-* headers.
   */
  readonly flowRows?: number;
}

export type RouteHandler = (ctx: HandlerContext) => HandlerResult | Promise<HandlerResult>;

/** Handlers keyed by registry endpoint id. */
export type RouteTable = Readonly<Record<string, RouteHandler>>;
