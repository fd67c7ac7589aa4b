/**
 * Everything one running sandbox holds (one instance per startSandbox call, passed to each plugin as
 * its options; no module-level singletons, so several sandboxes can run in one test process).
 */
import { PriceMoves } from './price-moves';
import type { RouteTable } from './handler';
import type { Market } from './market';
import { MarketClock } from './clock';
import { coreRoutes } from './core-routes';
import { Counters } from './counters';
import { FaultStore } from './faults';
import { FlowBudget } from './flow-budget';
import { KeyStore } from './key-store';
import { resolveLimits, type SandboxLimits, type Tier } from './limits';
import { RateLimiter } from './rate-limiter';
import { Variants } from './variants';
import { ConnectionRegistry } from './streams/connections';
import { WatchlistStore } from './watchlist-store';

export interface SandboxStateOptions {
  readonly market: Market;
  /** The family handlers (the server adds its own routes, which take precedence). */
  readonly routeTable: RouteTable;
  readonly clock?: string;
  readonly keys?: Readonly<Record<string, Tier>>;
  readonly limits?: Partial<SandboxLimits>;
  readonly heartbeatMs?: number;
  readonly pingMs?: number;
  /** Real clock for limits and budgets (tests may pass a fake). */
  readonly realNow?: () => number;
}

export interface SandboxState {
  readonly market: Market;
  /** Every route the sandbox answers: the family handlers and the server's own (core-routes.ts). */
  readonly routeTable: RouteTable;
  readonly clock: MarketClock;
  readonly limits: SandboxLimits;
  readonly keys: KeyStore;
  readonly rate: RateLimiter;
  readonly budget: FlowBudget;
  readonly watchlists: WatchlistStore;
  readonly faults: FaultStore;
  /** Reference-permitted answer forms switched on by /sandbox/variants. */
  readonly variants: Variants;
  readonly counters: Counters;
  /** Moves of a ticker's streamed price made by /sandbox/price-move. */
  readonly priceMoves: PriceMoves;
  readonly connections: ConnectionRegistry;
  readonly heartbeatMs: number;
  readonly realNow: () => number;
  /** The clock spec given at start, restored by /sandbox/reset. */
  readonly initialClock: string | undefined;
}

export function createState(opts: SandboxStateOptions): SandboxState {
  const realNow = opts.realNow ?? Date.now;
  const limits = resolveLimits(opts.limits);
  const clock = new MarketClock(opts.clock, realNow);
  const server = {
    market: opts.market,
    clock,
    limits,
    // A provisional key's 24 hours run on the simulated clock, which tests and demos move.
    keys: new KeyStore(opts.keys, () => clock.now()),
    rate: new RateLimiter(limits, realNow),
    budget: new FlowBudget(limits.flowRowsPerDay, realNow),
    watchlists: new WatchlistStore(undefined, realNow),
    faults: new FaultStore(),
    variants: new Variants(),
    counters: new Counters(),
    priceMoves: new PriceMoves(),
    connections: new ConnectionRegistry(opts.pingMs),
    heartbeatMs: opts.heartbeatMs ?? 30_000,
    realNow,
    initialClock: opts.clock,
  };
  return { ...server, routeTable: { ...opts.routeTable, ...coreRoutes(server) } };
}

/** POST /sandbox/reset: counters, windows, budgets, faults, markers, watchlists and clock to defaults. */
export function resetState(state: SandboxState): void {
  state.counters.reset();
  state.priceMoves.clear();
  state.rate.reset();
  state.budget.reset();
  state.faults.clearFaults();
  state.faults.clearMarkers();
  state.faults.clearRenames();
  state.variants.clear();
  state.watchlists.reset();
  state.clock.set(state.initialClock ?? 'replay');
}
