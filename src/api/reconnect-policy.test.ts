import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECONNECT_TIMINGS,
  closeCodeOfRefusedHandshake,
  decideReconnect,
  fullJitterDelay,
  msUntilUtcMidnight,
} from './reconnect-policy';

const NOON = Date.UTC(2026, 8, 14, 12, 0, 0);
const MIDNIGHT = Date.UTC(2026, 8, 15);
const T = DEFAULT_RECONNECT_TIMINGS;

describe('decideReconnect', () => {
  it('halts on a refused key (4001, 4003) with the cool-down, whatever the attempt', () => {
    for (const code of [4001, 4003]) {
      for (const attempt of [0, 7]) {
        expect(decideReconnect(code, attempt, NOON, () => 0.5)).toEqual({
          action: 'halt',
          delayMs: T.authCooldownMs,
          scope: 'key',
        });
      }
    }
  });

  it('waits for 00:00 UTC after 4029, spread over the first seconds after the reset', () => {
    expect(decideReconnect(4029, 0, NOON, () => 0)).toEqual({ action: 'wait', delayMs: MIDNIGHT - NOON, scope: 'key' });
    const late = decideReconnect(4029, 3, NOON, () => 0.999);
    expect(late.action).toBe('wait');
    expect(NOON + late.delayMs).toBeGreaterThan(MIDNIGHT);
    expect(NOON + late.delayMs).toBeLessThan(MIDNIGHT + T.budgetResetSpreadMs);
  });

  it('waits at least the connection-limit pause after 4008, plus backoff that grows with the attempt', () => {
    expect(decideReconnect(4008, 0, NOON, () => 0)).toEqual({
      action: 'wait',
      delayMs: T.connectionLimitPauseMs,
      scope: 'socket',
    });
    const first = decideReconnect(4008, 0, NOON, () => 0.5).delayMs;
    const fourth = decideReconnect(4008, 3, NOON, () => 0.5).delayMs;
    expect(first).toBe(T.connectionLimitPauseMs + 250);
    expect(fourth).toBe(T.connectionLimitPauseMs + 2000);
  });

  it('retries lost connections (1000, 1001, 1006, 1011, unknown) with capped full-jitter backoff', () => {
    for (const code of [1000, 1001, 1006, 1011, 4999]) {
      expect(decideReconnect(code, 0, NOON, () => 0.999)).toEqual({ action: 'retry', delayMs: 499, scope: 'socket' });
      expect(decideReconnect(code, 20, NOON, () => 0.999)).toEqual({
        action: 'retry',
        delayMs: 29_970,
        scope: 'socket',
      });
    }
  });

  it('takes the timings it is given (the hub passes its own)', () => {
    const fast = { ...T, baseMs: 50, capMs: 200, connectionLimitPauseMs: 100, authCooldownMs: 1500 };
    expect(decideReconnect(4008, 5, NOON, () => 0.5, fast)).toMatchObject({ action: 'wait', delayMs: 200 });
    expect(decideReconnect(4003, 0, NOON, () => 0.5, fast)).toMatchObject({ action: 'halt', delayMs: 1500 });
  });
});

describe('closeCodeOfRefusedHandshake', () => {
  it('reads 401 and 403 as the close codes of the same meaning, anything else but 429 as a lost connection', () => {
    expect([401, 403, 500, 503, undefined].map((s) => closeCodeOfRefusedHandshake(s))).toEqual([
      4001, 4003, 1006, 1006, 1006,
    ]);
  });

  it('reads a 429 as the rate limit (pause, then ask again) unless its body says the flow rows are spent', () => {
    for (const body of ['', '{"error":"rate_limited"}', 'Too Many Requests']) {
      const d = decideReconnect(closeCodeOfRefusedHandshake(429, body), 0, NOON, () => 0);
      expect(d).toMatchObject({ action: 'wait', scope: 'socket', delayMs: T.connectionLimitPauseMs });
    }
    for (const body of ['{"error":"flow_row_budget_exhausted"}', '{"detail":{"code":"flow_row_budget_exhausted"}}']) {
      expect(closeCodeOfRefusedHandshake(429, body)).toBe(4029);
      expect(decideReconnect(closeCodeOfRefusedHandshake(429, body), 0, NOON, () => 0).scope).toBe('key');
    }
  });
});

describe('fullJitterDelay', () => {
  it('spans [0, base·2^attempt) and is capped', () => {
    const opts = { baseMs: 500, capMs: 30_000 };
    expect(fullJitterDelay(0, () => 0, opts)).toBe(0);
    expect(fullJitterDelay(0, () => 0.999, opts)).toBe(499);
    expect(fullJitterDelay(3, () => 0.5, opts)).toBe(2000);
    expect(fullJitterDelay(20, () => 0.999, opts)).toBe(29_970);
  });
});

describe('msUntilUtcMidnight', () => {
  it('counts to the next 00:00 UTC', () => {
    expect(msUntilUtcMidnight(Date.UTC(2026, 8, 14, 23, 59, 0))).toBe(60_000);
    expect(msUntilUtcMidnight(Date.UTC(2026, 8, 14, 0, 0, 0))).toBe(86_400_000);
    expect(msUntilUtcMidnight(Date.UTC(2026, 11, 31, 12, 0, 0))).toBe(12 * 3_600_000);
  });
});
