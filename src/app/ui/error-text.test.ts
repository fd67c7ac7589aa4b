// What a panel says about a 429: the day's budget is not the minute's, and hours are not read in seconds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorFromBody } from '../data/api-error';
import { describeError } from './error-text';

afterEach(() => {
  vi.useRealTimers();
});

describe('describeError on a 429', () => {
  it("names the day's budget, its count and its reset for the BFF's day-budget refusal", () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T09:00:00Z') });
    const body = {
      error: 'day_budget_exhausted',
      message: "the day's budget is spent: 5,000 of 5,000 requests; it resets at 00:00 UTC",
      used: 5000,
      limit: 5000,
      resets_at: '2026-11-28T00:00:00.000Z',
    };
    const t = describeError(apiErrorFromBody(429, body, 54_000_000));
    expect(t.title).toBe("Day's request budget spent (429)");
    expect(t.body).toBe("The day's budget is spent: 5,000 of 5,000 requests; it resets at 00:00 UTC.");
    expect(t.body).not.toMatch(/minute|54,?000/);
    expect(t.retrying).toBe(false);
  });

  it('reads a long wait of any other 429 as a clock time, not as the minute budget retrying', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T09:00:00Z') });
    const t = describeError(apiErrorFromBody(429, null, 54_000_000));
    expect(t.body).toBe("The service's request budget is spent; it opens again at 00:00 UTC.");
    expect(t.retrying).toBe(false);
  });

  it('still reads a short wait as the minute budget, retried', () => {
    const t = describeError(apiErrorFromBody(429, { error: 'rate_limited' }, 12_000));
    expect(t.body).toBe('The minute budget is spent; retrying in 12 s.');
    expect(t.retrying).toBe(true);
  });

  it("says background refreshes are slowed for the day's pacing", () => {
    const t = describeError(apiErrorFromBody(429, { error: 'day_budget_paced', message: 'slowed' }, 30_000));
    expect(t.title).toBe('Refresh slowed (429)');
    expect(t.body).toContain("day's request budget lasts; retrying in 30 s");
  });
});

describe('describeError on a 5xx', () => {
  it("shows the service's message from a {detail: {code, message}} body, not the status", () => {
    const t = describeError(
      apiErrorFromBody(502, { detail: { code: 'feed_down', message: 'Feed unavailable' } }, null),
    );
    expect(t.body).toBe('Feed unavailable. Retrying automatically.');
  });

  it('reads a 503 with Retry-After as an answer still being built, not an outage', () => {
    const built = describeError(apiErrorFromBody(503, { detail: 'session still being built' }, 5_000));
    expect(built.title).toBe('Not ready yet (503)');
    expect(built.body).toBe('Session still being built; asking again in 5 s.');
    expect(built.retrying).toBe(true);
    // With no body to read, the same meaning in the dashboard's words.
    expect(describeError(apiErrorFromBody(503, null, 5_000)).body).toBe(
      'The service is still building this answer; asking again in 5 s.',
    );
    // A 503 without Retry-After is still an outage.
    expect(describeError(apiErrorFromBody(503, null, null)).title).toBe('Upstream unavailable (503)');
  });
});
