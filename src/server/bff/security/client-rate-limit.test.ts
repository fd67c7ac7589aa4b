import { describe, expect, it } from 'vitest';
import { ClientRateLimit } from './client-rate-limit';

describe('per-client rate limit', () => {
  it('refuses a client past its limit with the seconds left in its window, and lets it in when the window ends', () => {
    let t = 1_000_000;
    const limit = new ClientRateLimit({ max: 3, windowMs: 60_000, now: () => t });
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([0, 0, 0]);
    t += 20_500;
    expect(limit.take('a')).toBe(40);
    expect(limit.take('b')).toBe(0); // another client has its own window
    t += 39_500;
    expect(limit.take('a')).toBe(0);
  });

  it('keeps counting a client over its limit while thousands of others come and go', () => {
    let t = 0;
    const limit = new ClientRateLimit({ max: 1, windowMs: 60_000, now: () => t });
    limit.take('steady');
    for (let i = 0; i < 4_998; i++) limit.take(`old-${i}`);
    t += 61_000;
    expect(limit.take('steady')).toBe(0);
    expect(limit.take('steady')).toBe(60);
    // The memory is full: the windows already over make room, not the one still open.
    limit.take('new');
    expect(limit.take('steady')).toBe(60);
  });
});
