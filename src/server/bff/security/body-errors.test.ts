// Every refused request body answers the contract's HTTPValidationError shape, with no framework
// error code, stack or internal path in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonDepth, MAX_BODY_DEPTH, parseJsonBody } from './body-errors';
import { rawRequest } from '../testing/raw-request';
import { call, counters, startTestBff, type TestBff } from '../testing/test-kit';

interface Detail {
  detail: { loc: (string | number)[]; msg: string; type: string }[];
}

function expectContractShape(text: string, type: string, msg: RegExp): void {
  expect(text).not.toMatch(/FST_|stack|node_modules|\/work\/|at [\w.]+ \(/);
  const body = JSON.parse(text) as Detail;
  expect(body.detail).toHaveLength(1);
  expect(body.detail[0]).toMatchObject({ loc: ['body'], type });
  expect(body.detail[0]!.msg).toMatch(msg);
}

describe('refused request bodies', () => {
  let bff: TestBff;
  const put = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    call(bff.url, '/api/v1/quotes/watchlist', { method: 'PUT', headers, body });
  beforeAll(async () => {
    bff = await startTestBff();
  });
  afterAll(async () => bff.dispose());

  it('answers 422 with a clear message for a 5,000-deep array, malformed JSON and an empty body', async () => {
    const deepInString = await put(JSON.stringify({ symbols: ['SPY'], note: '['.repeat(5000) }));
    expect(deepInString.status).not.toBe(422); // brackets inside strings are not nesting
    const before = await counters(bff);
    const deep = await put(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(deep.status).toBe(422);
    expectContractShape(deep.text, 'json_too_deep', /deeper than 32 levels/);
    for (const bad of ['{"symbols":', '{symbols: []}', "{'symbols': []}", '[1,]', '{"a":1}x']) {
      const r = await put(bad);
      expect(r.status, bad).toBe(422);
      expectContractShape(r.text, 'json_invalid', /not valid JSON/);
    }
    const empty = await put('');
    expect(empty.status).toBe(422);
    expectContractShape(empty.text, 'json_invalid', /empty/);
    const proto = await put('{"symbols":["SPY"],"__proto__":{"admin":true}}');
    expect(proto.status).toBe(422);
    expect((await counters(bff)).requests_total).toBe(before.requests_total);
  });

  it('answers a body over 64 KB with 413 and another content type with 415, in the same shape', async () => {
    const big = await put(JSON.stringify({ symbols: ['SPY'], pad: 'x'.repeat(70_000) }));
    expect(big.status).toBe(413);
    expectContractShape(big.text, 'body_too_large', /larger than 65536 bytes/);
    const text = await put('symbols=SPY', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(text.status).toBe(415);
    expectContractShape(text.text, 'unsupported_media_type', /application\/json/);
  });

  it('keeps framework codes out of other refusals too', async () => {
    const badUrl = await rawRequest(bff.port, '/api/v1/quotes/%E0%A4%A');
    expect(badUrl.status).toBeGreaterThanOrEqual(400);
    expect(badUrl.status).toBeLessThan(500);
    expect(badUrl.body).not.toMatch(/FST_/);
  });
});

describe('jsonDepth and parseJsonBody', () => {
  it('counts nesting outside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}', 100)).toBe(4);
    expect(jsonDepth('{"a":"[[[\\"[[["}', 100)).toBe(1);
    expect(jsonDepth('[[[[[[', 3)).toBe(4); // stops past the limit
  });

  it('parses a body at the depth limit and refuses one level more', () => {
    const at = `${'['.repeat(MAX_BODY_DEPTH)}${']'.repeat(MAX_BODY_DEPTH)}`;
    expect(parseJsonBody(at)).toBeDefined();
    expect(() => parseJsonBody(`[${at}]`)).toThrow(/deeper/);
  });
});
