/**
 * Warm-up of the current session after the server listens: each ticker's flow, the whole-market
 * tape, the abnormal-trade sizes and the AM chains of the most liquid names, so that the first
 * dashboard requests and the first stream subscribe find them built. One small task per event-loop
 * turn (setImmediate), so requests and stream ticks keep being served in between.
 */
import type { Market } from './market';

/** AM chains warmed: the names a dashboard opens first (the universe ordered by liquidity). */
export const WARM_CHAINS = 12;

export interface Warmup {
  /** Settles when every task ran (or the warm-up was stopped). */
  readonly done: Promise<void>;
  /** Cancels the tasks not yet run. */
  stop(): void;
  /** Tasks run so far. */
  readonly tasksRun: number;
}

/** The tasks of one session, most useful first; each is one ticker's flow or chain (tens of ms at most). */
export function warmTasks(market: Market, session: string, chains = WARM_CHAINS): (() => void)[] {
  const byLiquidity = [...market.universe].sort((a, b) => b.liquidity - a.liquidity || (a.ticker < b.ticker ? -1 : 1));
  const tasks: (() => void)[] = [];
  for (const info of byLiquidity) {
    tasks.push(() => {
      market.sessionOrders(info.ticker, session);
      market.p99Size(info.ticker);
    });
  }
  // The merged whole-market tape (rankings, abnormal trades, the tape without a ticker filter).
  tasks.push(() => market.flowOrdersBetween(session, 0, Number.MAX_SAFE_INTEGER));
  for (const info of byLiquidity.slice(0, chains)) tasks.push(() => market.chainSnapshot(info.ticker, session, 'AM'));
  return tasks;
}

/** Runs the tasks one per event-loop turn; a failing task is skipped (the request path will report it). */
export function runWarmup(tasks: readonly (() => void)[]): Warmup {
  let next = 0;
  let stopped = false;
  let handle: NodeJS.Immediate | null = null;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const step = () => {
    handle = null;
    if (stopped || next >= tasks.length) {
      finish();
      return;
    }
    try {
      tasks[next]!();
    } catch {
      // Warming is best effort.
    }
    next += 1;
    handle = setImmediate(step);
  };
  handle = setImmediate(step);
  return {
    done,
    stop() {
      stopped = true;
      if (handle) clearImmediate(handle);
      handle = null;
      finish();
    },
    get tasksRun() {
      return next;
    },
  };
}

/** Warm the market's current session. */
export function warmMarket(market: Market, session: string): Warmup {
  return runWarmup(warmTasks(market, session));
}
