// Integration: what the BFF recorded of a session is served back for a session replay with no upstream
// request: the flow rows it streamed, and the key levels each time they were read during the session;
// the store keeps the last sessions' and prunes older ones.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDED_SESSIONS } from '../stream/flow-row-intake';
import { Store } from '../cache/store';
import { call, counters, startTestBff, TestSocket, until, wsUrl, type TestBff } from '../testing/test-kit';

interface Recorded {
  session: string;
  ticker: string;
  count: number;
  frames: { type: string; seq: number; data: { event_id: string; ticker: string; ts_ms: number } }[];
}

describe('recorded stream rows', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ env: { E2E: '1' } });
  });
  afterAll(async () => bff.dispose());

  it('serves the rows a client was streamed, of the asked ticker only, in print order, without asking upstream', async () => {
    const s = new TestSocket(wsUrl(bff, 'flow'));
    await s.opened();
    s.send({ type: 'subscribe', tickers: ['NVDA', 'SPY'] });
    const orders = () => s.frames.filter((f) => f.type === 'flow_order') as unknown as Recorded['frames'];
    await until(() => orders().filter((f) => f.data.ticker === 'NVDA').length >= 3, 20_000);
    s.close();
    const nvda = orders().filter((f) => f.data.ticker === 'NVDA');
    const session = (nvda[0]!.data as unknown as { session_date: string }).session_date;

    const before = await counters(bff);
    const res = await call(bff.url, `/api/recorded/flow/${session}?ticker=nvda`);
    expect(res.status).toBe(200);
    const body = res.json<Recorded>();
    expect(body).toMatchObject({ session, ticker: 'NVDA' });
    const ids = body.frames.map((f) => f.data.event_id);
    for (const f of nvda) expect(ids).toContain(f.data.event_id);
    expect(body.frames.every((f) => f.data.ticker === 'NVDA')).toBe(true);
    const times = body.frames.map((f) => f.data.ts_ms);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(body.count).toBe(body.frames.length);
    expect((await counters(bff)).requests_total).toBe(before.requests_total);
  });

  it('journals the key levels of the session in progress at each upstream read, not those of a past session', async () => {
    const marketNow = async () =>
      (await (await fetch(`${bff.sandboxUrl}/sandbox/clock`)).json()) as { session: string; now: string };
    const clock = await marketNow();
    const today = clock.session;
    const live = await call(bff.url, `/api/v1/gex/${today}/NVDA/with-flow`);
    expect(live.status).toBe(200);
    const yesterday = '2026-11-19';
    expect((await call(bff.url, `/api/v1/gex/${yesterday}/NVDA/with-flow`)).status).toBe(200);

    const res = await call(bff.url, `/api/recorded/levels/${today}?ticker=NVDA`);
    expect(res.status).toBe(200);
    const body = res.json<{ dte_filter: string; readings: { at: string; answer: unknown }[] }>();
    expect(body.dte_filter).toBe('all');
    expect(body.readings).toHaveLength(1);
    expect(body.readings[0]!.answer).toEqual(live.json());
    // Stamped on the market's clock (the sandbox's), not the machine's.
    const at = Date.parse(body.readings[0]!.at);
    expect(at).toBeGreaterThanOrEqual(Date.parse(clock.now));
    expect(at).toBeLessThanOrEqual(Date.parse((await marketNow()).now));
    const past = await call(bff.url, `/api/recorded/levels/${yesterday}?ticker=NVDA`);
    expect(past.json<{ readings: unknown[] }>().readings).toEqual([]);
    const bad = await call(bff.url, `/api/recorded/levels/${today}?ticker=NVDA&dte_filter=soon`);
    expect(bad.status).toBe(422);
    expect(bad.json<{ detail: { loc: string[] }[] }>().detail.map((d) => d.loc)).toEqual([['query', 'dte_filter']]);
  });

  it('journals the tide by days to expiry at each upstream read of the session, market and sector apart', async () => {
    const { session } = (await (await fetch(`${bff.sandboxUrl}/sandbox/clock`)).json()) as { session: string };
    const first = await call(bff.url, '/api/v1/tide/market');
    expect(first.status).toBe(200);
    // A cached copy is no new reading; once the cache is cleared the next read is fresh upstream.
    expect((await call(bff.url, '/api/v1/tide/market')).headers.get('x-cache')).not.toBe('MISS');
    expect((await call(bff.url, '/api/dev/cache/clear', { method: 'POST' })).status).toBe(200);
    const second = await call(bff.url, '/api/v1/tide/market');
    expect((await call(bff.url, '/api/v1/tide/sector/Technology')).status).toBe(200);

    const before = await counters(bff);
    const market = await call(bff.url, `/api/recorded/tide/${session}`);
    expect(market.status).toBe(200);
    type Readings = { scope: string; readings: { at: string; reading: { computed_at: string; by_dte: unknown[] } }[] };
    const body = market.json<Readings>();
    expect(body.scope).toBe('market');
    expect(body.readings.map((r) => r.reading)).toEqual(
      [first, second].map((a) => {
        const t = a.json<{ computed_at: string; as_of: string; by_dte: unknown[] }>();
        return { computed_at: t.computed_at, as_of: t.as_of, by_dte: t.by_dte };
      }),
    );
    const sector = (await call(bff.url, `/api/recorded/tide/${session}?sector=Technology`)).json<Readings>();
    expect(sector.scope).toBe('sector:Technology');
    expect(sector.readings).toHaveLength(1);
    expect((await counters(bff)).requests_total).toBe(before.requests_total);

    const bad = await call(bff.url, `/api/recorded/tide/${session}?sector=`);
    expect(bad.status).toBe(422);
    expect(bad.json<{ detail: { loc: string[] }[] }>().detail.map((d) => d.loc)).toEqual([['query', 'sector']]);
    expect((await call(bff.url, '/api/recorded/tide/2026-11-19')).json<Readings>().readings).toEqual([]);
  });

  it('answers 422 naming the field for a session that is not a date or a ticker that is not one', async () => {
    const badSession = await call(bff.url, '/api/recorded/flow/2026-13-01?ticker=NVDA');
    expect(badSession.status).toBe(422);
    expect(badSession.json<{ detail: { loc: string[] }[] }>().detail.map((d) => d.loc)).toEqual([['path', 'session']]);
    const badTicker = await call(bff.url, '/api/recorded/flow/2026-11-20?ticker=%3Cscript%3E');
    expect(badTicker.status).toBe(422);
    expect(badTicker.json<{ detail: { loc: string[] }[] }>().detail.map((d) => d.loc)).toEqual([['query', 'ticker']]);
    const missing = await call(bff.url, '/api/recorded/flow/2026-11-20');
    expect(missing.json<{ detail: { loc: string[]; type: string }[] }>().detail).toMatchObject([
      { loc: ['query', 'ticker'], type: 'missing' },
    ]);
  });
});

describe('the store keeps the last sessions of streamed rows', () => {
  it(`keeps ${RECORDED_SESSIONS} sessions and drops older ones`, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rows-'));
    const store = new Store(dir);
    try {
      const sessions = Array.from(
        { length: RECORDED_SESSIONS + 2 },
        (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`,
      );
      for (const s of sessions) {
        store.addRow({ eventId: `e-${s}`, session: s, ticker: 'NVDA', tsMs: Date.parse(s), frame: '{}' });
      }
      store.pruneRecordedKeeping(RECORDED_SESSIONS);
      expect(store.sessionRows(sessions[0]!, 'NVDA')).toEqual([]);
      expect(store.sessionRows(sessions[1]!, 'NVDA')).toEqual([]);
      expect(store.sessionRows(sessions[2]!, 'NVDA').map((r) => r.eventId)).toEqual([`e-${sessions[2]}`]);
      expect(store.sessionRows(sessions.at(-1)!, 'NVDA')).toHaveLength(1);
    } finally {
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
