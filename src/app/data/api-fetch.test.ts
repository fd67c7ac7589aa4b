import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiFetch } from './api-fetch';
import { useHeaderBudget } from './budget-store';
import { parseRetryAfter } from '../../api/time-windows';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useHeaderBudget.setState({ minute: null, flowRows: null, updatedAt: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
}

describe('apiFetch', () => {
  it('calls the same-origin /api path with the priority and records the budget headers', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(
        200,
        { sessions: ['2026-11-19'] },
        { 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '41', 'X-RateLimit-Reset': '100' },
      ),
    );
    await expect(apiFetch('/v1/flow/sessions', { priority: 'background' })).resolves.toEqual({
      sessions: ['2026-11-19'],
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/flow/sessions');
    expect((init?.headers as Record<string, string>)['X-Priority']).toBe('background');
    expect(useHeaderBudget.getState().minute?.remaining).toBe(41);
  });

  it('turns a 422 body into field problems', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(422, {
        detail: [
          { loc: ['query', 'limit'], msg: 'ensure this value is less than or equal to 5000', type: 'value_error' },
        ],
      }),
    );
    const e = await apiFetch('/v1/x').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(422);
    expect((e as ApiError).detail[0]?.loc).toEqual(['query', 'limit']);
    expect((e as ApiError).message).toContain('limit');
  });

  it('reads the error code and Retry-After of a 429', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(429, { error: 'rate_limited', message: 'slow down' }, { 'Retry-After': '7' }),
    );
    const e = (await apiFetch('/v1/x').catch((err: unknown) => err)) as ApiError;
    expect(e.code).toBe('rate_limited');
    expect(e.message).toBe('slow down');
    expect(e.retryAfterMs).toBe(7000);
  });

  it('maps a network failure to status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('failed to fetch'));
    const e = (await apiFetch('/v1/x').catch((err: unknown) => err)) as ApiError;
    expect(e.status).toBe(0);
    expect(e.code).toBe('network_error');
  });

  it('keeps a non-JSON error body readable', async () => {
    fetchMock.mockResolvedValueOnce(reply(502, 'Bad Gateway'));
    const e = (await apiFetch('/v1/x').catch((err: unknown) => err)) as ApiError;
    expect(e.status).toBe(502);
    expect(e.code).toBe('bad_gateway');
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP-dates', () => {
    expect(parseRetryAfter('30')).toBe(30_000);
    const now = Date.parse('2026-11-20T15:00:00Z');
    expect(parseRetryAfter('Fri, 20 Nov 2026 15:00:12 GMT', now)).toBe(12_000);
    expect(parseRetryAfter('Fri, 20 Nov 2026 14:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
