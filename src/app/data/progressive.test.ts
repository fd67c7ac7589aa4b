import { describe, expect, it } from 'vitest';
import { planNext, visibleFirst, type JobPhase } from './progressive';

const order = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('planNext', () => {
  it('starts jobs in order up to the concurrency', () => {
    expect(planNext({ order, phase: new Map(), minuteLeft: 60, reserve: 15, concurrency: 4 })).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('skips running and done jobs and counts running ones against the concurrency', () => {
    const phase = new Map<string, JobPhase>([
      ['a', 'done'],
      ['b', 'running'],
      ['c', 'done'],
    ]);
    expect(planNext({ order, phase, minuteLeft: 60, reserve: 15, concurrency: 3 })).toEqual(['d', 'e']);
  });

  it('keeps the reserve of the minute for interactive use', () => {
    expect(planNext({ order, phase: new Map(), minuteLeft: 17, reserve: 15, concurrency: 4 })).toEqual(['a', 'b']);
    expect(planNext({ order, phase: new Map(), minuteLeft: 15, reserve: 15, concurrency: 4 })).toEqual([]);
    expect(planNext({ order, phase: new Map(), minuteLeft: 3, reserve: 15, concurrency: 4 })).toEqual([]);
  });

  it('starts one batch when the budget is not known yet', () => {
    expect(planNext({ order, phase: new Map(), minuteLeft: null, reserve: 15, concurrency: 2 })).toEqual(['a', 'b']);
  });
});

describe('visibleFirst', () => {
  it('puts visible keys first and keeps each group in order', () => {
    expect(visibleFirst(order, new Set(['e', 'b']))).toEqual(['b', 'e', 'a', 'c', 'd', 'f']);
  });
});
