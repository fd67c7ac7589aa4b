import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECHOED_INPUT_MAX_CHARS, withShortInputs } from './plan-cache';
import { call, counters, sandboxAdmin, startTestBff, type TestBff } from '../testing/test-kit';

describe('withShortInputs', () => {
  it('cuts echoed inputs to 100 characters and keeps short ones as they are', () => {
    const e = withShortInputs({
      detail: [
        { loc: ['query', 'ticker'], msg: 'bad', type: 't', input: 'A'.repeat(15_000) },
        { loc: ['query', 'top'], msg: 'bad', type: 't', input: '999' },
        { loc: ['body', 'symbols'], msg: 'bad', type: 't', input: Array.from({ length: 500 }, () => 'SPY') },
      ],
    });
    expect(String(e.detail[0]!.input).length).toBeLessThanOrEqual(ECHOED_INPUT_MAX_CHARS + 1);
    expect(e.detail[1]!.input).toBe('999');
    expect(String(e.detail[2]!.input).length).toBeLessThanOrEqual(ECHOED_INPUT_MAX_CHARS + 1);
  });
});

describe('proxy: rejected URLs and refused answers cost little', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff();
  });
  afterAll(async () => bff.dispose());

  it('answers a 422 for a 15 KB parameter without echoing it', async () => {
    const r = await call(bff.url, `/api/v1/momentum/rankings?top=${'9'.repeat(15_000)}`);
    expect(r.status).toBe(422);
    expect(r.text.length).toBeLessThan(1_000);
  });

  it('15 repeats of an upstream 404 cost one upstream request', async () => {
    await sandboxAdmin(bff, 'faults', { pattern: '/v1/darkpool/ranking', status: 404, count: 15 });
    const before = await counters(bff);
    for (let i = 0; i < 15; i++) {
      const r = await call(bff.url, '/api/v1/darkpool/ranking');
      expect(r.status, r.text).toBe(404);
    }
    const after = await counters(bff);
    expect(after.requests_total - before.requests_total).toBe(1);
  });
});
