import { describe, expect, it } from 'vitest';
import { resolveLimits } from './limits';
import { RateLimiter } from './rate-limiter';

const T = Date.parse('2026-03-10T23:59:30Z');

describe('RateLimiter', () => {
  it('counts before testing: the refused request consumed a slot on both counters', () => {
    let now = T;
    const r = new RateLimiter(
      resolveLimits({ perMinute: { pro: 2, free: 1 }, perDay: { pro: 3, free: 1 } }),
      () => now,
    );
    expect(r.hit('k', 'pro').exceeded).toBeNull();
    expect(r.hit('k', 'pro').headers.remaining).toBe(0);
    const third = r.hit('k', 'pro');
    expect([third.exceeded, third.retryAfter, third.headers.reset]).toEqual([
      'minute',
      30,
      Date.parse('2026-03-11T00:00:00Z') / 1000 - 0,
    ]);
    expect(r.usage('k')).toEqual({ minute: 3, day: 3 });
    now += 31_000; // new minute and new UTC day: both roll
    expect(r.hit('k', 'pro').exceeded).toBeNull();
    expect(r.usage('k')).toEqual({ minute: 1, day: 1 });
  });

  it('refuses on the day counter with Retry-After to 00:00 UTC while the minute still has room', () => {
    let now = Date.parse('2026-03-10T12:00:00Z');
    const r = new RateLimiter(resolveLimits({ perDay: { pro: 1, free: 1 } }), () => now);
    r.hit('k', 'pro');
    now += 60_000;
    const d = r.hit('k', 'pro');
    expect(d.exceeded).toBe('day');
    expect(d.headers.remaining).toBe(59);
    expect(d.retryAfter).toBe(12 * 3600 - 60);
  });

  it('keeps identities apart', () => {
    const r = new RateLimiter(resolveLimits({ perMinute: { pro: 1, free: 1 } }), () => T);
    r.hit('a', 'free');
    expect(r.hit('b', 'free').exceeded).toBeNull();
    expect(r.hit('a', 'free').exceeded).toBe('minute');
  });
});
