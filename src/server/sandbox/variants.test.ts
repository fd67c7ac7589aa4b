// Integration tests of /sandbox/variants over real HTTP: each answer variant changes a known answer as
// it says with it on, leaves it as it was with it off, and two together apply both.
import { afterEach, describe, expect, it } from 'vitest';
import { call, json, PipelineSandboxes, PRO, REAL_NOW } from './testing/api-routes-harness';
import { createFakeMarket } from './testing/fake-market';
import { buildSandbox, type RunningSandbox } from './server';
import { EXTRA_FIELDS } from './variant-extra-fields';
import { FIXTURE_PATHS as P, FIXTURE_ROUTES, TAPE, TAPE_ROWS } from './testing/variant-fixtures';
import { isNulledRow, NULLABLE_FIELDS } from './variant-nulls';
import { TAPE_ROW_RENAMES } from './variant-tape-row-names';
import type { VariantName } from './variants';

const sandboxes = new PipelineSandboxes();
afterEach(() => sandboxes.closeAll());
const start = () => sandboxes.start({ routeTable: FIXTURE_ROUTES });

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- read field by field

async function setVariants(s: RunningSandbox, variants: readonly VariantName[]): Promise<void> {
  const r = await call(s, '/sandbox/variants', json('POST', { variants }, {}));
  expect(r.status).toBe(200);
}

/** The answer at `path` with no variant on, then with `variants` on. */
async function offAndOn(s: RunningSandbox, path: string, variants: readonly VariantName[]) {
  await setVariants(s, []);
  const off = await call(s, path, { headers: PRO });
  await setVariants(s, variants);
  const on = await call(s, path, { headers: PRO });
  expect([off.status, on.status]).toEqual([200, 200]);
  return { off: off.body as Body, on: on.body as Body };
}

describe('/sandbox/variants', () => {
  it('sets exactly the set given, lists every known name with its description, and clears', async () => {
    const s = await start();
    const listed = (await call(s, '/sandbox/variants')).body as Body;
    expect(listed.active).toEqual([]);
    expect(listed.known).toContainEqual({ name: 'list_key', description: expect.stringContaining('results') });
    expect(listed.known).toContainEqual({ name: 'mcp_text_only', description: expect.any(String) });
    await setVariants(s, ['enum_case', 'list_key']);
    await setVariants(s, ['nulls', 'mcp_text_only']);
    expect((await call(s, '/sandbox/variants')).body.active).toEqual(['mcp_text_only', 'nulls']);
    expect((await call(s, '/sandbox/variants', { method: 'DELETE' })).body.active).toEqual([]);
    await setVariants(s, ['list_key']);
    await call(s, '/sandbox/reset', { method: 'POST' });
    expect((await call(s, '/sandbox/variants')).body.active).toEqual([]);
  });

  it('answers loopback clients only', async () => {
    const { app } = await buildSandbox({ market: createFakeMarket(), clock: 'frozen:2026-03-10T15:00:00Z' });
    const post = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/sandbox/variants', payload: { variants: ['nulls'] }, remoteAddress });
    expect((await post('10.1.2.3')).statusCode).toBe(403);
    expect((await post('127.0.0.1')).json()).toMatchObject({ active: ['nulls'] });
    await app.close();
  });

  it('refuses an unknown name with 400 naming it, and keeps the set it had', async () => {
    const s = await start();
    await setVariants(s, ['nulls']);
    const r = await call(s, '/sandbox/variants', json('POST', { variants: ['nulls', 'gzip_bodies'] }, {}));
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('"gzip_bodies"');
    expect((await call(s, '/sandbox/variants', json('POST', { variants: 'nulls' }, {}))).status).toBe(400);
    expect((await call(s, '/sandbox/variants')).body.active).toEqual(['nulls']);
  });
});

describe('answer variants', () => {
  it('list_key: the main list under results, the watchlist as tickers; other keys and results answers stay', async () => {
    const s = await start();
    const tape = await offAndOn(s, P.tape, ['list_key']);
    expect(tape.off.rows).toEqual(TAPE.rows);
    const { results, ...rest } = tape.on;
    expect(results).toEqual(TAPE.rows);
    expect(rest).toEqual(omit(tape.off, 'rows'));
    const wl = await offAndOn(s, P.watchlist, ['list_key']);
    expect(wl.on).toEqual({ ...omit(wl.off, 'symbols'), tickers: wl.off.symbols });
    const atm = await offAndOn(s, P.atm, ['list_key']);
    expect(atm.on).toEqual(atm.off);
  });

  it('numeric_strings: decimals and money as strings; counts, ms times and matrices stay numbers', async () => {
    const s = await start();
    const tape = await offAndOn(s, P.tape, ['numeric_strings']);
    expect(tape.off.rows[0]).toMatchObject({ premium: 152646, price: 14.82, delta: 0.5785 });
    expect(tape.on.rows[0]).toMatchObject({ premium: '152646', price: '14.82', delta: '0.5785', strike: 135 });
    expect(tape.on.rows[0]).toMatchObject({ contracts: 103, dte: 42, ts_ms: TAPE.rows[0]!.ts_ms });
    expect(tape.on).toMatchObject({ count: TAPE_ROWS, data: { delay_seconds: 60 } });
    expect(tape.on.rows[0]).toMatchObject({ spot: '136.52', direction_confidence: '0.91' });
    const dir = await offAndOn(s, P.directional, ['numeric_strings']);
    expect(dir.on.data[0]).toMatchObject({ call_buy_pressure: '123949168', directional_score: '120115329' });
    expect(dir.on).toMatchObject({ tickers_count: 1, max_display: 100, data: [{ orders: 1991 }] });
    const surface = await offAndOn(s, P.surface, ['numeric_strings']);
    expect(surface.on).toMatchObject({ iv: surface.off.iv, dtes: [7, 30], moneyness: ['-0.05', 0, '0.05'] });
  });

  it('enum_case: enum values upper-cased; free text under other names left alone', async () => {
    const s = await start();
    const tape = await offAndOn(s, P.tape, ['enum_case']);
    expect(tape.off.rows[0]).toMatchObject({ direction: 'buy', option_type: 'call', order_type: 'sweep' });
    expect(tape.on.rows[0]).toMatchObject({ direction: 'BUY', option_type: 'CALL', order_type: 'SWEEP' });
    expect(tape.on).toMatchObject({ finality: 'PROVISIONAL', data: { delay_reason: 'SOURCE_LICENSE' } });
    const levels = await offAndOn(s, P.levels, ['enum_case']);
    expect(levels.on).toMatchObject({ gamma_regime: 'LONG', gamma_flip_type: 'GLOBAL_CUMULATIVE' });
    expect(levels.on.wall_basis).toBe(levels.off.wall_basis);
  });

  it('option_letters: option_type as C / P', async () => {
    const s = await start();
    const tape = await offAndOn(s, P.tape, ['option_letters']);
    expect(tape.off.rows.slice(0, 2).map((r: Body) => r.option_type)).toEqual(['call', 'put']);
    expect(tape.on.rows.slice(0, 2).map((r: Body) => r.option_type)).toEqual(['C', 'P']);
    expect((await offAndOn(s, P.abnormal, ['option_letters'])).on.trades[0].option_type).toBe('C');
  });

  it('tape_cursor: the cursor under pagination.next_older_than', async () => {
    const s = await start();
    const { off, on } = await offAndOn(s, P.tape, ['tape_cursor']);
    expect(off.next_older_than).toBe(TAPE.next_older_than);
    expect(on).not.toHaveProperty('next_older_than');
    expect(on.pagination).toEqual({ next_older_than: TAPE.next_older_than });
  });

  it('tape_row_names: the tape rows name size, premium, price and spot as exported', async () => {
    const s = await start();
    const { off, on } = await offAndOn(s, P.tape, ['tape_row_names']);
    expect(off.rows[0]).toEqual(TAPE.rows[0]);
    const row = on.rows[0] as Body;
    for (const [from, to] of Object.entries(TAPE_ROW_RENAMES)) {
      expect(row).not.toHaveProperty(from);
      expect(row[to]).toEqual((TAPE.rows[0] as Body)[from]);
    }
    expect(Object.keys(row)).toHaveLength(Object.keys(TAPE.rows[0]!).length);
  });

  it('extra_fields: an extra field on every object, nothing else changed', async () => {
    const s = await start();
    const { off, on } = await offAndOn(s, P.tape, ['extra_fields']);
    expect(off).not.toHaveProperty('_v');
    expect(on).toMatchObject(EXTRA_FIELDS);
    expect(on.data).toMatchObject(EXTRA_FIELDS);
    expect(on.rows.every((r: Body) => r._v === EXTRA_FIELDS._v)).toBe(true);
    expect(JSON.parse(JSON.stringify(on, (k, v: unknown) => (k in EXTRA_FIELDS ? undefined : v)))).toEqual(off);
  });

  it('nulls: price, greek and IV fields of one row in five null, the other rows as they were', async () => {
    const s = await start();
    const { off, on } = await offAndOn(s, P.tape, ['nulls']);
    const chosen = TAPE.rows.map((r, i) => isNulledRow(r, i));
    expect(chosen.filter(Boolean).length).toBeGreaterThan(0);
    expect(chosen.filter(Boolean).length).toBeLessThan(TAPE_ROWS);
    on.rows.forEach((row: Body, i: number) => {
      if (!chosen[i]) return expect(row).toEqual(off.rows[i]);
      for (const k of Object.keys(row)) expect(row[k]).toEqual(NULLABLE_FIELDS.has(k) ? null : off.rows[i][k]);
      expect(row).toMatchObject({ implied_volatility: null, delta: null, price: null, spot: null, strike: 135 });
    });
    expect(off.rows.every((r: Body) => typeof r.implied_volatility === 'number')).toBe(true);
  });

  it('omitted_optional: computed_at, max_pain_expiry, an empty hint, data.feed and row basis left out', async () => {
    const s = await start();
    const levels = await offAndOn(s, P.levels, ['omitted_optional']);
    expect(levels.off).toHaveProperty('computed_at');
    expect(levels.off).toHaveProperty('max_pain_expiry');
    expect(levels.on).toEqual(omit(levels.off, 'computed_at', 'max_pain_expiry'));
    const recent = await offAndOn(s, P.recent, ['omitted_optional']);
    expect(recent.off).toMatchObject({
      hint: '',
      data: { feed: 'TRF prints' },
      prints: [{ basis: { side: 'proxy' } }],
    });
    expect(recent.on).not.toHaveProperty('hint');
    expect(recent.on.data).toEqual(omit(recent.off.data, 'feed'));
    expect(recent.on.prints).toEqual([omit(recent.off.prints[0], 'basis')]);
  });

  it('timestamp_forms: Z timestamps as +00:00 without fraction; dates and offsets untouched', async () => {
    const s = await start();
    const { off, on } = await offAndOn(s, P.tape, ['timestamp_forms']);
    expect(off.as_of).toBe('2026-03-10T14:59:00.000Z');
    expect(on).toMatchObject({ as_of: '2026-03-10T14:59:00+00:00', computed_at: '2026-03-10T15:00:00+00:00' });
    expect(on.data.as_of).toBe('2026-03-10T14:59:00+00:00');
    expect(on.session).toBe('2026-03-10');
    expect(on.rows[0].executed_at).toBe(off.rows[0].executed_at);
  });

  it('retry_after_date: Retry-After of a 429 and a 503 as an HTTP date', async () => {
    const s = await start();
    const fault = (status: number) =>
      call(s, '/sandbox/faults', json('POST', { pattern: '/v1/gex/*', status, retry_after: 7, count: 1 }, {}));
    await fault(429);
    expect((await call(s, P.levels, { headers: PRO })).headers.get('retry-after')).toBe('7');
    await setVariants(s, ['retry_after_date']);
    const date = new Date(REAL_NOW + 7000).toUTCString();
    for (const status of [429, 503]) {
      await fault(status);
      const r = await call(s, P.levels, { headers: PRO });
      expect([r.status, r.headers.get('retry-after')]).toEqual([status, date]);
    }
  });

  it('no_event_id: abnormal-trade rows without event_id', async () => {
    const s = await start();
    const { off, on } = await offAndOn(s, P.abnormal, ['no_event_id']);
    expect(off.trades[0]).toHaveProperty('event_id');
    expect(on.trades).toEqual([omit(off.trades[0], 'event_id')]);
  });

  it('two variants together apply both', async () => {
    const s = await start();
    const a = await offAndOn(s, P.tape, ['list_key', 'numeric_strings']);
    expect(a.on).not.toHaveProperty('rows');
    expect(a.on.results[0]).toMatchObject({ premium: '152646', contracts: 103 });
    const b = await offAndOn(s, P.tape, ['option_letters', 'enum_case']);
    expect(b.on.rows[0]).toMatchObject({ option_type: 'C', direction: 'BUY' });
    const c = await offAndOn(s, P.tape, ['tape_row_names', 'tape_cursor', 'numeric_strings']);
    expect(c.on.rows[0]).toMatchObject({ total_premium: '152646', size: 103, avg_price: '14.82' });
    expect(c.on.pagination.next_older_than).toBe(TAPE.next_older_than);
  });
});

function omit(obj: Body, ...keys: string[]): Body {
  return Object.fromEntries(Object.entries(obj).filter(([k]) => !keys.includes(k)));
}
