import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './sign-in-throttle';

describe('SignInThrottle', () => {
  it('after five wrong tokens imposes a wait that doubles with each further wrong one', () => {
    let t = 0;
    const throttle = new SignInThrottle({ now: () => t });
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) {
      expect(throttle.waitMs('a')).toBe(0);
      const d = throttle.failed('a');
      delays.push(d);
      t += d;
    }
    expect(delays).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 16000]);
  });

  it('keeps the wait per client, caps it, and forgets a client that signs in', () => {
    let t = 0;
    const throttle = new SignInThrottle({ now: () => t, maxDelayMs: 5000 });
    for (let i = 0; i < 20; i++) throttle.failed('a');
    expect(throttle.waitMs('a')).toBe(5000);
    expect(throttle.waitMs('b')).toBe(0);
    t += 4000;
    expect(throttle.waitMs('a')).toBe(1000);
    t += 1000;
    expect(throttle.waitMs('a')).toBe(0);
    throttle.succeeded('a');
    expect(throttle.failed('a')).toBe(0);
    expect(throttle.waitMs('a')).toBe(0);
  });

  it('remembers a bounded number of clients', () => {
    const throttle = new SignInThrottle({ maxClients: 2, freeFailures: 1, now: () => 0 });
    throttle.failed('a');
    throttle.failed('b');
    throttle.failed('c');
    expect(throttle.waitMs('a')).toBe(0);
    expect(throttle.waitMs('c')).toBeGreaterThan(0);
  });
});
