// The day's request count is found in a usage answer whatever the service calls it; nothing else is read as it.
import { describe, expect, it } from 'vitest';
import { dayCountOfUsage } from './usage-day-count';

describe('dayCountOfUsage', () => {
  it("reads the sandbox's answer, not its limits, minute count or flow rows", () => {
    const sandbox = {
      tier: 'pro',
      requests_today: 37,
      requests_this_minute: 4,
      limits: { requests_per_minute: 60, requests_per_day: 5000 },
      flow_rows: { used: 12_000, limit: 150_000, remaining: 138_000, reset: 1_795_000_000 },
      watchlist: { active: 9, max_active: 25 },
    };
    expect(dayCountOfUsage(sandbox)).toBe(37);
  });

  it.each([
    [{ requests: { today: 120, this_minute: 3 } }, 120],
    [{ usage: { day: { used: 88, limit: 5000 } } }, 88],
    [{ dailyRequests: '412' }, 412],
    [{ requests_per_day: { limit: 5000, remaining: 4200 } }, 800],
    [{ day: { requests: 15 }, minute: { requests: 2 } }, 15],
    [{ usage_today: 9, calls_today: 11 }, 11],
  ])('reads %j as %i', (body, expected) => {
    expect(dayCountOfUsage(body)).toBe(expected);
  });

  it('finds no day count where the answer reports none', () => {
    for (const body of [
      null,
      'text',
      [],
      { tier: 'pro', requests_this_minute: 4 },
      { limits: { requests_per_day: 5000 } },
      { requests_per_day: 5000 },
      { flow_rows: { used_today: 900 } },
      { requests_today: -1 },
      { requests_today: 2.5 },
    ]) {
      expect(dayCountOfUsage(body)).toBeUndefined();
    }
  });
});
