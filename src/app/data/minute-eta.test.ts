import { describe, expect, it } from 'vitest';
import { formatEta, minuteEtaMs } from './minute-eta';

const base = { reserve: 15, concurrency: 4, latencyMs: 500, now: 0 };

describe('minuteEtaMs', () => {
  it('is a few answers’ time when the window has room', () => {
    expect(minuteEtaMs({ ...base, requests: 8, window: { limit: 60, left: 60, resetAt: 30_000 } })).toBe(1000);
  });
  it('waits for the windows that follow once this one is spent: 36 requests at 60/min from 30 s left', () => {
    // 45 − 40 spent = 5 now; 31 wait for the window at 30 s (45 a window), sent four at a time.
    const eta = minuteEtaMs({ ...base, requests: 36, window: { limit: 60, left: 20, resetAt: 30_000 } });
    expect(eta).toBe(30_000 + Math.ceil(31 / 4) * 500);
  });
  it('counts a Retry-After being waited out before anything goes', () => {
    const eta = minuteEtaMs({
      ...base,
      requests: 4,
      window: { limit: 60, left: 60, resetAt: 50_000 },
      blockedUntil: 12_000,
    });
    expect(eta).toBe(12_500);
  });
});

describe('formatEta', () => {
  it('reads to 5 s under two minutes, then to the minute', () => {
    expect(formatEta(38_000)).toBe('~40 s');
    expect(formatEta(1_000)).toBe('~5 s');
    expect(formatEta(200_000)).toBe('~3 min');
  });
});
