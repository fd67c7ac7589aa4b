/**
 * Run many per-symbol queries progressively (see progressive.ts): cached answers show at once, the
 * rest start a few at a time in the given order while the minute budget allows, and the plan resumes
 * when the minute rolls over.
 */
import { useQueries, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { MINUTE_RESERVE, minuteRemaining, useHeaderBudget } from './budget-store';
import { planNext, type JobPhase } from './progressive';

export interface ProgressiveJob {
  readonly key: string;
  readonly options: UseQueryOptions<unknown, Error, unknown, QueryKey>;
}

/**
 * A job of any answer type: the scheduler only starts queries, and each page reads a result through the
 * reader of its own endpoint, so the answer type is forgotten here, once.
 */
export function progressiveJob<T>(key: string, options: UseQueryOptions<T, Error, T, QueryKey>): ProgressiveJob {
  return { key, options: options as unknown as UseQueryOptions<unknown, Error, unknown, QueryKey> };
}

export interface ProgressiveResult {
  readonly results: ReadonlyMap<string, UseQueryResult<unknown>>;
  /** Jobs not started yet (waiting for budget or their turn). */
  readonly waiting: ReadonlySet<string>;
}

/** Requests started at once. */
export const PROGRESSIVE_CONCURRENCY = 4;

export function useProgressiveQueries(jobs: readonly ProgressiveJob[], order: readonly string[]): ProgressiveResult {
  const [started, setStarted] = useState<ReadonlySet<string>>(new Set());
  const budget = useHeaderBudget();
  const [tick, setTick] = useState(0);
  const list = useQueries({
    queries: jobs.map((j) => ({ ...j.options, enabled: started.has(j.key) })),
  });
  const byKey = useMemo(() => new Map(jobs.map((j, i) => [j.key, list[i]!] as const)), [jobs, list]);

  const phase = new Map<string, JobPhase>();
  for (const j of jobs) {
    const r = byKey.get(j.key);
    phase.set(j.key, !started.has(j.key) ? 'waiting' : r?.isFetching ? 'running' : 'done');
  }
  const phaseSig = [...phase.values()].join('');
  const left = minuteRemaining(budget);

  useEffect(() => {
    const next = planNext({
      order,
      phase,
      minuteLeft: left,
      reserve: MINUTE_RESERVE,
      concurrency: PROGRESSIVE_CONCURRENCY,
    });
    if (next.length > 0) {
      setStarted((s) => new Set([...s, ...next]));
      return;
    }
    // Out of budget with work left: look again when the minute rolls over.
    const pending = [...phase.values()].some((p) => p === 'waiting');
    if (pending && budget.minute) {
      const wait = Math.max(1000, budget.minute.resetAt - Date.now() + 250);
      const t = setTimeout(() => setTick((n) => n + 1), Math.min(wait, 61_000));
      return () => clearTimeout(t);
    }
    // phase is derived from phaseSig; listing the Map itself would rerun every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.join(','), phaseSig, left, tick, budget.minute?.resetAt]);

  const waiting = new Set([...phase].filter(([, p]) => p === 'waiting').map(([k]) => k));
  return { results: byKey, waiting };
}
