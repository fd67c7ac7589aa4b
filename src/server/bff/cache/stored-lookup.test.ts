// Integration: `/api/stored/v1/…` says whether the BFF holds an answer and never asks upstream, so a page can
// tell whether a past session's tape is stored before spending its flow rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, counters, startTestBff, type TestBff } from '../testing/test-kit';

const TAPE = '/api/v1/options-flow/tape?ticker=NVDA&session=2026-11-13&limit=2000';
const STORED = TAPE.replace('/api/v1/', '/api/stored/v1/');

describe('the stored-answer lookup', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff();
  });
  afterAll(async () => bff.dispose());

  it('says a tape not read is not stored, spending no request and no row, and stored once read', async () => {
    const before = await counters(bff);
    const probe = await call(bff.url, STORED);
    expect(probe.status).toBe(200);
    expect(probe.json()).toEqual({ stored: false });
    const after = await counters(bff);
    expect(after.requests_total).toBe(before.requests_total);
    expect(after.flow_rows_used).toBe(before.flow_rows_used);

    const read = await call(bff.url, TAPE);
    expect(read.status).toBe(200);
    const spent = await counters(bff);
    const again = await call(bff.url, STORED);
    expect(again.json()).toEqual({ stored: true });
    expect((await counters(bff)).requests_total).toBe(spent.requests_total);
  });
});
