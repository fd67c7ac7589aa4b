/**
 * The simulated market's flow: every ticker's orders of one session generated from a fresh market (what
 * the sandbox does on its first read of a session), timed against a yardstick measured in the same
 * run: the seeded generator drawing 64 normals per order generated, the bare randomness of that much
 * work on this machine. The goal is the one the flow model was built to (a whole market in seconds).
 */
import { createMarket } from '../src/server/sandbox/model/create-market';
import { rng } from '../src/server/sandbox/model/random';
import type { BenchRow } from './bench-table';

/** A past full session: the figure is the same work on every run, whatever the date. */
const SESSION = '2026-03-13';
const GOAL_MS = 20_000;
const DRAWS_PER_ORDER = 64;

function yardstickMs(orders: number): number {
  const r = rng('market-flow-bench-yardstick');
  let sink = 0;
  const t0 = performance.now();
  for (let i = 0; i < orders * DRAWS_PER_ORDER; i++) sink += r.normal();
  const ms = performance.now() - t0;
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps the draws from being optimised away');
  return ms;
}

export async function run(): Promise<BenchRow[]> {
  const market = createMarket({ seed: 'flow-perf' });
  const t0 = performance.now();
  let orders = 0;
  for (const t of market.universe) orders += market.sessionOrders(t.ticker, SESSION).length;
  const ms = performance.now() - t0;
  const base = yardstickMs(orders);
  return [
    {
      figure: `whole-market flow of one session (${market.universe.length} tickers, ${orders} orders)`,
      measured: `${ms.toFixed(0)} ms`,
      baseline: `${base.toFixed(0)} ms for ${DRAWS_PER_ORDER} normal draws per order`,
      ratio: ms / base,
      goal: `< ${GOAL_MS / 1000} s`,
      pass: ms < GOAL_MS,
    },
  ];
}
