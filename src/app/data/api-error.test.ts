// The message a panel shows for a failed answer is the service's own, whatever shape its error body has.
import { describe, expect, it } from 'vitest';
import { apiErrorFromBody } from './api-error';

describe('apiErrorFromBody', () => {
  it('reads {detail: {code, message}}', () => {
    const e = apiErrorFromBody(502, { detail: { code: 'upstream_down', message: 'options feed unavailable' } }, null);
    expect(e.message).toBe('options feed unavailable');
    expect(e.code).toBe('upstream_down');
  });

  it('reads {detail: "text"}', () => {
    const e = apiErrorFromBody(503, { detail: 'session still being built' }, 5000);
    expect(e.message).toBe('session still being built');
    expect(e.code).toBe('unavailable');
    expect(e.retryAfterMs).toBe(5000);
  });

  it('reads a FastAPI 422 {detail: [{loc, msg, type}]} as field problems and a message naming the fields', () => {
    const body = {
      detail: [
        { loc: ['query', 'limit'], msg: 'ensure this value is less than or equal to 2000', type: 'value_error' },
        { loc: ['path', 'ticker'], msg: 'string does not match regex', type: 'value_error.str.regex' },
      ],
    };
    const e = apiErrorFromBody(422, body, null);
    expect(e.code).toBe('validation_error');
    expect(e.detail).toEqual([
      { loc: ['query', 'limit'], msg: 'ensure this value is less than or equal to 2000', type: 'value_error' },
      { loc: ['path', 'ticker'], msg: 'string does not match regex', type: 'value_error.str.regex' },
    ]);
    expect(e.message).toBe(
      'limit: ensure this value is less than or equal to 2000; ticker: string does not match regex',
    );
  });

  it('reads {error, message}', () => {
    const e = apiErrorFromBody(429, { error: 'flow_row_budget_exhausted', message: 'rows spent for today' }, null);
    expect(e.code).toBe('flow_row_budget_exhausted');
    expect(e.message).toBe('rows spent for today');
  });

  it('reads {message} alone, keeping the status name as the code', () => {
    const e = apiErrorFromBody(502, { message: 'data service timed out' }, null);
    expect(e.message).toBe('data service timed out');
    expect(e.code).toBe('bad_gateway');
  });

  it('reads {error: {code, message}}', () => {
    const e = apiErrorFromBody(401, { error: { code: 'invalid_api_key', message: 'key revoked' } }, null);
    expect(e.code).toBe('invalid_api_key');
    expect(e.message).toBe('key revoked');
  });

  it('reads {error} alone as both code and message', () => {
    const e = apiErrorFromBody(403, { error: 'pro_required' }, null);
    expect(e.code).toBe('pro_required');
    expect(e.message).toBe('pro_required');
  });

  it('reads a short plain-text body, but not an HTML page', () => {
    expect(apiErrorFromBody(502, 'upstream connect error', null).message).toBe('upstream connect error');
    expect(apiErrorFromBody(502, '<html><body>Bad Gateway</body></html>', null).message).toBe('HTTP 502');
  });

  it('falls back to the status when the body says nothing', () => {
    for (const body of [null, {}, { detail: {} }, { detail: [] }, []]) {
      const e = apiErrorFromBody(502, body, null);
      expect(e.message).toBe('HTTP 502');
      expect(e.code).toBe('bad_gateway');
    }
  });
});
