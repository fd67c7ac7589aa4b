// Integration: desks saved through the BFF's routes over real HTTP, read back newest first, refused with
// the field named, scoped per dashboard session, kept across a restart, and never asked of the upstream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desk, DeskSummary } from '../../../dashboard-api/desk';
import { MAX_DESKS_PER_SCOPE } from './desk-book';
import { DESK_BODY_LIMIT } from './desk-routes';
import { call, counters, startTestBff, type TestBff, type TestResponse } from '../testing/test-kit';

const JSON_BODY = { 'content-type': 'application/json' };

function deskNamed(name: string, extra: Partial<Desk> = {}): Desk {
  return {
    name,
    groups: { red: 'NVDA', blue: 'SPY' },
    panels: [
      { id: 'chart', kind: 'price-levels', x: 0, y: 0, w: 6, h: 8, group: 'red', ticker: null, list: null },
      { id: 'gex', kind: 'gex-profile', x: 6, y: 0, w: 6, h: 8, group: 'blue', ticker: null, list: null },
      { id: 'tape', kind: 'tape', x: 0, y: 8, w: 12, h: 6, group: null, ticker: 'AAPL', list: null },
    ],
    ...extra,
  };
}

const path = (name: string): string => `/api/desks/${encodeURIComponent(name)}`;

async function put(bff: TestBff, name: string, body: unknown, headers: Record<string, string> = {}) {
  return call(bff.url, path(name), {
    method: 'PUT',
    headers: { ...JSON_BODY, ...headers },
    body: JSON.stringify(body),
  });
}

const locs = (r: TestResponse): (string | number)[][] =>
  r.json<{ detail: { loc: (string | number)[] }[] }>().detail.map((d) => d.loc);
const names = async (bff: TestBff, headers: Record<string, string> = {}): Promise<string[]> =>
  (await call(bff.url, '/api/desks', { headers })).json<{ desks: DeskSummary[] }>().desks.map((d) => d.name);

describe('desks in the BFF', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ env: { E2E: '1' } });
  });
  afterAll(async () => bff.dispose());

  it('saves, lists newest first, reads, overwrites and deletes, without one upstream request', async () => {
    const before = (await counters(bff)).requests_total;
    expect((await put(bff, 'Morning', deskNamed('Morning'))).status).toBe(200);
    const saved = await put(bff, 'Close watch', deskNamed('Close watch', { groups: { red: 'tsla' } }));
    expect(saved.json<Desk>().groups.red).toBe('TSLA');
    expect(await names(bff)).toEqual(['Close watch', 'Morning']);

    const read = await call(bff.url, path('Morning'));
    expect(read.json<Desk>()).toEqual(deskNamed('Morning'));

    // An overwrite replaces the desk and makes it the newest.
    const fewer = deskNamed('Morning', { panels: deskNamed('Morning').panels.slice(0, 1) });
    expect((await put(bff, 'Morning', fewer)).status).toBe(200);
    const list = (await call(bff.url, '/api/desks')).json<{ desks: DeskSummary[] }>().desks;
    expect(list.map((d) => [d.name, d.panels])).toEqual([
      ['Morning', 1],
      ['Close watch', 3],
    ]);
    expect((await call(bff.url, path('Morning'))).json<Desk>().panels).toHaveLength(1);

    expect((await call(bff.url, path('Morning'), { method: 'DELETE' })).status).toBe(204);
    expect((await call(bff.url, path('Morning'))).status).toBe(404);
    expect((await call(bff.url, path('Morning'), { method: 'DELETE' })).status).toBe(404);
    expect(await names(bff)).toEqual(['Close watch']);
    expect((await counters(bff)).requests_total).toBe(before);
  });

  it('refuses what is not a desk with 422 naming the field, and stores nothing', async () => {
    const wide = deskNamed('Wide');
    wide.panels[0] = { ...wide.panels[0]!, x: 8, w: 6 };
    expect(locs(await put(bff, 'Wide', wide))).toEqual([['body', 'panels', 0, 'w']]);
    expect(
      locs(await put(bff, 'Kind', { ...deskNamed('Kind'), panels: [{ ...deskNamed('Kind').panels[0], kind: 'x' }] })),
    ).toEqual([['body', 'panels', 0, 'kind']]);
    expect(locs(await put(bff, 'Ticker', deskNamed('Ticker', { groups: { red: '../etc' } })))).toEqual([
      ['body', 'groups', 'red'],
    ]);
    const other = await put(bff, 'Path name', deskNamed('Body name'));
    expect(other.status).toBe(422);
    expect(locs(other)).toEqual([['body', 'name']]);
    const badName = await call(bff.url, path('*star'));
    expect(badName.status).toBe(422);
    expect(locs(badName)).toEqual([['path', 'name']]);
    const huge = await put(bff, 'Huge', { ...deskNamed('Huge'), padding: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(huge.text).toContain(`larger than ${DESK_BODY_LIMIT} bytes`);
    const refused = ['Wide', 'Kind', 'Ticker', 'Path name', 'Body name', 'Huge'];
    expect((await names(bff)).filter((n) => refused.includes(n))).toEqual([]);
  });

  it('refuses a cross-origin save or delete with 403', async () => {
    expect((await put(bff, 'Foreign', deskNamed('Foreign'), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await call(bff.url, path('Foreign'))).status).toBe(404);
    await put(bff, 'Kept', deskNamed('Kept'));
    const del = await call(bff.url, path('Kept'), { method: 'DELETE', headers: { origin: 'https://evil.example' } });
    expect(del.status).toBe(403);
    expect((await call(bff.url, path('Kept'))).status).toBe(200);
  });
});

describe('desks per dashboard session', () => {
  const TOKEN = 'desk-test-token-long-enough';
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ env: { E2E: '1', DASHBOARD_TOKEN: TOKEN } });
  });
  afterAll(async () => bff.dispose());

  const signIn = async (): Promise<Record<string, string>> => {
    const res = await call(bff.url, '/api/session', {
      method: 'POST',
      headers: JSON_BODY,
      body: JSON.stringify({ token: TOKEN }),
    });
    return { cookie: res.headers.get('set-cookie')!.split(';')[0]! };
  };

  it('shows each session only its own desks, and keeps them across a restart', async () => {
    const alice = await signIn();
    const bob = await signIn();
    expect((await put(bff, 'Mine', deskNamed('Mine'), alice)).status).toBe(200);
    expect((await call(bff.url, '/api/desks')).status).toBe(401);
    expect(await names(bff, alice)).toEqual(['Mine']);
    expect(await names(bff, bob)).toEqual([]);
    expect((await call(bff.url, path('Mine'), { headers: bob })).status).toBe(404);
    expect((await call(bff.url, path('Mine'), { method: 'DELETE', headers: bob })).status).toBe(404);

    await bff.stop();
    bff = await startTestBff({ dataDir: bff.dataDir, env: { E2E: '1', DASHBOARD_TOKEN: TOKEN } });
    expect((await call(bff.url, path('Mine'), { headers: alice })).json<Desk>()).toEqual(deskNamed('Mine'));
    expect(await names(bff, bob)).toEqual([]);
  });

  it('keeps at most MAX_DESKS_PER_SCOPE desks a session, and still overwrites one of them', async () => {
    const carol = await signIn();
    const saves = Array.from({ length: MAX_DESKS_PER_SCOPE }, (_, i) => put(bff, `D${i}`, deskNamed(`D${i}`), carol));
    expect(new Set((await Promise.all(saves)).map((r) => r.status))).toEqual(new Set([200]));
    const over = await put(bff, 'One more', deskNamed('One more'), carol);
    expect(over.status).toBe(409);
    expect(over.json<{ error: string }>().error).toBe('too_many_desks');
    expect((await put(bff, 'D0', deskNamed('D0'), carol)).status).toBe(200);
    // Another session is not held to carol's count.
    expect((await put(bff, 'One more', deskNamed('One more'), await signIn())).status).toBe(200);
  });
});
