import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchScheduler } from './batch-scheduler';

describe('BatchScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delivers everything pushed within one interval as one batch per destination, in order', () => {
    const out: [string, number[]][] = [];
    const s = new BatchScheduler<string, number>((k, items) => out.push([k, items]), 16);
    for (let i = 0; i < 100; i++) s.push(i % 2 === 0 ? 'a' : 'b', i);
    expect(out).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(out).toHaveLength(2);
    expect(out[0]![1]).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
    expect(out[1]![1]).toEqual(Array.from({ length: 50 }, (_, i) => i * 2 + 1));
    expect(s.size).toBe(0);
  });

  it('flushes at most once per interval under a continuous stream', () => {
    const times: number[] = [];
    const s = new BatchScheduler<string, number>(() => times.push(Date.now()), 16);
    const start = Date.now();
    // One item every millisecond for 200 ms.
    for (let t = 0; t < 200; t++) {
      s.push('a', t);
      vi.advanceTimersByTime(1);
    }
    vi.advanceTimersByTime(50);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(16);
    // About 200/16 flushes, not 200.
    expect(times.length).toBeGreaterThanOrEqual(10);
    expect(times.length).toBeLessThanOrEqual(14);
    expect(times[0]! - start).toBeLessThanOrEqual(1);
  });

  it('loses no item across many flushes', () => {
    const got: number[] = [];
    const s = new BatchScheduler<string, number>((_, items) => got.push(...items), 16);
    for (let i = 0; i < 1000; i++) {
      s.push('a', i);
      if (i % 7 === 0) vi.advanceTimersByTime(5);
    }
    vi.runAllTimers();
    expect(got).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });

  it('drops what was queued for a destination that went away', () => {
    const out: string[] = [];
    const s = new BatchScheduler<string, number>((k) => out.push(k), 16);
    s.push('gone', 1);
    s.push('kept', 2);
    s.drop('gone');
    vi.runAllTimers();
    expect(out).toEqual(['kept']);
  });

  it('flush() delivers at once and cancels the pending timer', () => {
    const out: number[][] = [];
    const s = new BatchScheduler<string, number>((_, items) => out.push(items), 16);
    s.push('a', 1);
    s.flush();
    expect(out).toEqual([[1]]);
    vi.runAllTimers();
    expect(out).toHaveLength(1);
  });
});
