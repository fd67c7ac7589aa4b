import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isFinalCode, MAX_RETRIES, retryDelay, shouldRetry } from './query-client';

const err = (status: number, extra: Partial<{ code: string; retryAfterMs: number | null }> = {}): ApiError =>
  new ApiError({ status, code: extra.code ?? 'x', message: 'm', retryAfterMs: extra.retryAfterMs ?? null });

describe('shouldRetry', () => {
  it('never retries 401, 403, 404 or 422', () => {
    for (const s of [401, 403, 404, 422]) expect(shouldRetry(0, err(s))).toBe(false);
  });
  it('retries 429, 5xx and network failures, a bounded number of times', () => {
    for (const s of [0, 429, 502, 503, 504]) expect(shouldRetry(0, err(s))).toBe(true);
    expect(shouldRetry(MAX_RETRIES - 1, err(502))).toBe(true);
    expect(shouldRetry(MAX_RETRIES, err(502))).toBe(false);
  });
  it('does not retry an exhausted row budget or a wait longer than a minute', () => {
    expect(shouldRetry(0, err(429, { code: 'flow_row_budget_exhausted' }))).toBe(false);
    expect(shouldRetry(0, err(429, { retryAfterMs: 3_600_000 }))).toBe(false);
  });
  it('does not retry a tool error (a 4xx) nor a door that no retry can fix, whatever its status', () => {
    // A tool error arrives as the 4xx its code names.
    for (const [s, code] of [
      [403, 'tier_required'],
      [404, 'not_found'],
      [422, 'invalid_parameter'],
      [422, 'some_new_code'],
    ] as const)
      expect(shouldRetry(0, err(s, { code }))).toBe(false);
    expect(shouldRetry(0, err(502, { code: 'door_unmatched' }))).toBe(false);
    expect(shouldRetry(0, err(502, { code: 'mcp_protocol_error' }))).toBe(false);
    // An upstream that is down is still worth asking again.
    expect(shouldRetry(0, err(502, { code: 'upstream_unavailable' }))).toBe(true);
    expect(isFinalCode({ code: 'door_unmatched' })).toBe(true);
    expect(isFinalCode({ code: 'bad_gateway' })).toBe(false);
  });
  it('does not retry errors that are not API errors', () => {
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('waits as long as Retry-After says', () => {
    expect(retryDelay(1, err(429, { retryAfterMs: 9000 }))).toBe(9000);
  });
  it('backs off with jitter under a growing ceiling otherwise', () => {
    for (let i = 0; i < 50; i++) {
      const d1 = retryDelay(1, err(502));
      const d3 = retryDelay(3, err(502));
      expect(d1).toBeGreaterThanOrEqual(500);
      expect(d1).toBeLessThanOrEqual(1000);
      expect(d3).toBeGreaterThanOrEqual(2000);
      expect(d3).toBeLessThanOrEqual(4000);
    }
  });
});
