import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { atCadence } from './use-price-bars';

const query = {} as Query<unknown, Error, unknown, readonly unknown[]>;
const KEY = ['api', 'gex', 'gex.profile'] as const;

function interval(o: ReturnType<typeof atCadence>): number | false | undefined {
  const r = o.refetchInterval;
  return typeof r === 'function' ? r(query) : r;
}

describe('bars are refetched once per bar, not at the source class cadence', () => {
  it('polls every bar while the source polls, and keeps a paused poll paused', () => {
    let paused = false;
    const live = atCadence({ queryKey: KEY, staleTime: 5000, refetchInterval: () => (paused ? false : 5000) }, 300_000);
    expect(interval(live)).toBe(300_000);
    expect(live.staleTime).toBe(300_000);
    paused = true;
    expect(interval(live)).toBe(false);
  });

  it('never polls a past session and keeps it immutable', () => {
    const past = atCadence({ queryKey: KEY, staleTime: 'static' }, 60_000);
    expect(interval(past)).toBe(false);
    expect(past.staleTime).toBe('static');
  });
});
