import { describe, expect, it } from 'vitest';
import { FlowBudget } from './flow-budget';

describe('FlowBudget', () => {
  it('charges up to what remains, resets at 00:00 UTC, and can be set by the admin', () => {
    let now = Date.parse('2026-03-10T23:00:00Z');
    const b = new FlowBudget(10, () => now);
    expect(b.charge(4)).toBe(4);
    expect(b.charge(9)).toBe(6);
    expect([b.remaining(), b.used()]).toEqual([0, 10]);
    expect(b.headers()).toEqual({ limit: 10, remaining: 0, reset: Date.parse('2026-03-11T00:00:00Z') / 1000 });
    now += 3_600_000;
    expect(b.remaining()).toBe(10);
    b.setRemaining(2);
    expect(b.charge(5)).toBe(2);
    expect(b.remaining()).toBe(0);
  });
});
