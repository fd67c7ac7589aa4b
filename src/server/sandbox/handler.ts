/**
 * The interface between the sandbox server (auth, limits, budgets, previews, faults: server.ts) and
 * the family route handlers (routes/<family>.ts). A handler computes an answer from the market; the
 * server does everything that is the same for every route.
 */
import type { EndpointSpec } from '../../api/endpoint';
import { isEndpointId, type DeclaredValues, type EndpointId, type ParamName } from '../../api/registry';
import type { ParamValue } from '../../api/validate';
import type { Market } from './market';
import { HttpError } from './routes/http-error';

export interface SandboxClock {
  /** The market's "now" (epoch ms): replay, real or fixed. Rate limits never use it. */
  now(): number;
  /** The current session at market now (calendar.currentSession of now()). */
  currentSession(): string;
}

/** The parameter values of endpoint `I` (of any one endpoint when `I` is a union of ids). */
type ValuesOf<I extends EndpointId> = I extends EndpointId ? DeclaredValues<I> : never;

/**
 * The endpoints that declare every parameter named in `N`: a helper shared by several handlers that
 * reads those parameters takes `HandlerContext<Declaring<N>>`, and reads them typed.
 */
export type Declaring<N extends string> = { [I in EndpointId]: [N] extends [ParamName<I>] ? I : never }[EndpointId];

/**
 * What a handler of endpoint `I` is called with. A helper shared by several endpoints takes the
 * context of any endpoint (the default, which reads no parameter) or of those declaring what it reads.
 */
export interface HandlerContext<I extends EndpointId = EndpointId> {
  readonly spec: EndpointSpec;
  /** Validated, typed and defaulted parameter values (path and query) of the endpoint's own parameters. */
  readonly values: ValuesOf<I>;
  readonly market: Market;
  readonly clock: SandboxClock;
  readonly tier: 'pro' | 'free';
  /** The caller's active real-time watchlist (upper-case symbols). */
  readonly watchlist: ReadonlySet<string>;
  /** Parsed JSON body for PUT/POST. */
  readonly body?: unknown;
  /** The caller's valid key, undefined on open routes called without one. */
  readonly apiKey: string | undefined;
  /** The rate-limit identity the request was counted against. */
  readonly identity: string;
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

export type RouteHandler<I extends EndpointId = EndpointId> = (
  ctx: HandlerContext<I>,
) => HandlerResult | Promise<HandlerResult>;

/** Handlers keyed by registry endpoint id: each reads its own endpoint's parameters, typed. */
export type RouteTable = { readonly [I in EndpointId]?: RouteHandler<I> };

/** A handler's context as the pipeline builds it, before its values are known to match one endpoint. */
export type RequestContext = Omit<HandlerContext, 'values'> & { readonly values: Readonly<Record<string, ParamValue>> };

/** Calls a handler with a request's context. */
export type Dispatch = (ctx: RequestContext) => HandlerResult | Promise<HandlerResult>;

/**
 * The one lookup of the table: the handler of the endpoint with this id, or undefined when the table
 * has none. The caller has validated the context's values against that endpoint's parameters (the
 * contract's validation, then the strict reading), which is what makes them its DeclaredValues. A
 * HttpError the handler throws becomes its error answer.
 */
export function handlerOf(table: RouteTable, id: string): Dispatch | undefined {
  if (!isEndpointId(id)) return undefined;
  const handler = table[id] as Dispatch | undefined;
  if (!handler) return undefined;
  return async (ctx) => {
    try {
      return await handler(ctx);
    } catch (e) {
      if (e instanceof HttpError) return { status: e.status, body: e.body ?? { error: e.error, message: e.message } };
      throw e;
    }
  };
}
