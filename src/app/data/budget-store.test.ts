import { beforeEach, describe, expect, it } from 'vitest';
import { isMinuteLow, minuteRemaining, readRefreshSlowed, recordBudgetHeaders, useHeaderBudget } from './budget-store';

beforeEach(() => useHeaderBudget.setState({ minute: null, flowRows: null, refreshSlowed: null, updatedAt: null }));

describe('recordBudgetHeaders', () => {
  it('reads the minute window and the row budget (reset in unix seconds)', () => {
    recordBudgetHeaders(
      new Headers({
        'X-RateLimit-Limit': '60',
        'X-RateLimit-Remaining': '12',
        'X-RateLimit-Reset': '1795317180',
        'X-FlowRows-Limit': '150000',
        'X-FlowRows-Remaining': '149000',
        'X-FlowRows-Reset': '1795392000',
      }),
      1000,
    );
    const s = useHeaderBudget.getState();
    expect(s.minute).toEqual({ limit: 60, remaining: 12, resetAt: 1795317180_000 });
    expect(s.flowRows).toEqual({ limit: 150000, remaining: 149000, resetAt: 1795392000_000 });
    expect(s.updatedAt).toBe(1000);
  });

  it('keeps the row budget when a non-tape answer carries only the minute headers', () => {
    recordBudgetHeaders(
      new Headers({ 'X-FlowRows-Limit': '150000', 'X-FlowRows-Remaining': '5', 'X-FlowRows-Reset': '1' }),
    );
    recordBudgetHeaders(
      new Headers({ 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '59', 'X-RateLimit-Reset': '2' }),
    );
    expect(useHeaderBudget.getState().flowRows?.remaining).toBe(5);
    expect(useHeaderBudget.getState().minute?.remaining).toBe(59);
  });

  it('lets a minute window read without its Reset (a refusal) roll over within the minute, not hold for good', () => {
    recordBudgetHeaders(new Headers({ 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '0' }), 5_000);
    const b = useHeaderBudget.getState();
    expect(minuteRemaining(b, 64_999)).toBe(0);
    expect(minuteRemaining(b, 65_000)).toBe(60);
  });

  it('ignores answers without budget headers', () => {
    recordBudgetHeaders(new Headers({ 'Content-Type': 'application/json' }));
    expect(useHeaderBudget.getState().minute).toBeNull();
  });
});

describe('minute budget', () => {
  it('counts a rolled-over window as full and flags a low one', () => {
    const b = {
      minute: { limit: 60, remaining: 3, resetAt: 10_000 },
      flowRows: null,
      refreshSlowed: null,
      updatedAt: 0,
    };
    expect(minuteRemaining(b, 9_999)).toBe(3);
    expect(isMinuteLow(b, 9_999)).toBe(true);
    expect(minuteRemaining(b, 10_000)).toBe(60);
    expect(isMinuteLow(b, 10_000)).toBe(false);
  });
});

describe("refresh slowed to keep the day's budget (X-Refresh-Slowed)", () => {
  const minute = { 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '50', 'X-RateLimit-Reset': '2' };
  it('reads the factor or paused, and nothing else', () => {
    expect(readRefreshSlowed('3.2')).toBe(3.2);
    expect(readRefreshSlowed('paused')).toBe('paused');
    expect(readRefreshSlowed('1')).toBeNull();
    expect(readRefreshSlowed('soon')).toBeNull();
    expect(readRefreshSlowed(null)).toBeNull();
  });
  it('is set by a proxied answer that carries it and cleared by one that does not', () => {
    recordBudgetHeaders(new Headers({ ...minute, 'X-Refresh-Slowed': '2.5' }));
    expect(useHeaderBudget.getState().refreshSlowed).toBe(2.5);
    // The BFF's own routes carry no budget headers: they neither set nor clear it.
    recordBudgetHeaders(new Headers({ 'Content-Type': 'application/json' }));
    expect(useHeaderBudget.getState().refreshSlowed).toBe(2.5);
    recordBudgetHeaders(new Headers(minute));
    expect(useHeaderBudget.getState().refreshSlowed).toBeNull();
  });
});
