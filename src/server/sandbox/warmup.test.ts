import { describe, expect, it } from 'vitest';
import { createFakeMarket } from './testing/fake-market';
import { createMarket } from './model/create-market';
import type { Market } from './market';
import { runWarmup, WARM_CHAINS, warmMarket, warmTasks } from './warmup';

const SESSION = '2026-11-20';

/** A real market whose calls are recorded (method and first two arguments). */
function recorded(): { market: Market; calls: string[] } {
  const real = createMarket({ seed: 'warmup-test' });
  const calls: string[] = [];
  const market = new Proxy(real, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver) as unknown;
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        calls.push(
          `${String(prop)} ${args.slice(0, 2).join(' ')}${prop === 'chainSnapshot' ? ` ${String(args[2])}` : ''}`,
        );
        return (v as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { market, calls };
}

describe('warm-up', () => {
  it('builds every ticker flow, the merged tape and the AM chains of the most liquid names, one task per turn', async () => {
    const { market, calls } = recorded();
    const tasks = warmTasks(market, SESSION);
    let timerTurns = 0;
    const timer = setInterval(() => (timerTurns += 1), 0);
    const w = runWarmup(tasks);
    await w.done;
    clearInterval(timer);
    expect(w.tasksRun).toBe(tasks.length);
    for (const info of market.universe) expect(calls).toContain(`sessionOrders ${info.ticker} ${SESSION}`);
    const chains = calls.filter((c) => c.startsWith('chainSnapshot'));
    expect(chains.length).toBe(WARM_CHAINS);
    expect(chains[0]).toBe(`chainSnapshot SPY ${SESSION} AM`);
    expect(calls.some((c) => c.startsWith('flowOrdersBetween'))).toBe(true);
    // Timers ran between the tasks: the loop was never held for the whole warm-up.
    expect(timerTurns).toBeGreaterThan(10);
  });

  it('stops: the tasks left are not run and done settles', async () => {
    let ran = 0;
    const w = runWarmup(Array.from({ length: 100 }, () => () => (ran += 1)));
    await new Promise((r) => setImmediate(r));
    w.stop();
    await w.done;
    const at = ran;
    // One task runs per turn of the loop: had it gone on, these turns would have run every task left.
    for (let turn = 0; turn < 100; turn++) await new Promise((r) => setImmediate(r));
    expect(ran).toBe(at);
    expect(ran).toBeLessThan(100);
  });

  it('skips a failing task', async () => {
    let ran = 0;
    const w = runWarmup([
      () => {
        throw new Error('boom');
      },
      () => (ran += 1),
    ]);
    await w.done;
    expect([w.tasksRun, ran]).toEqual([2, 1]);
  });

  it('warms any Market, the fake of the server tests too: each ticker flow, the merged tape, the chains', async () => {
    const fake = createFakeMarket();
    const w = warmMarket(fake, SESSION);
    await w.done;
    expect(w.tasksRun).toBe(fake.universe.length + 1 + WARM_CHAINS);
  });
});
