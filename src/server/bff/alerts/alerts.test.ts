// Integration: alerts set through the BFF's routes fire from the real flow stream of the sandbox, with
// no browser connected; a price crossing is made by moving the sandbox's price; the fires reach an
// event-stream client, survive a restart, and a reconnecting client gets what it missed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertFire, AlertsAnswer, TraderAlert } from '../../../dashboard-api/trader-alerts';
import { anyOrderRule, call, sandboxAdmin, startTestBff, until, type TestBff } from '../testing/test-kit';

const JSON_BODY = { 'content-type': 'application/json' };

/** An event-stream reader: every `fired` event's data, in order. */
class EventReader {
  readonly fires: AlertFire[] = [];
  readonly #abort = new AbortController();
  readonly started: Promise<void>;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.started = fetch(url, { headers, signal: this.#abort.signal }).then((res) => {
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      void this.#read(res.body!.getReader());
    });
  }

  async #read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffered += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (/^event: fired$/m.test(event) && data) this.fires.push(JSON.parse(data) as AlertFire);
        }
      }
    } catch {
      // aborted
    }
  }

  close(): void {
    this.#abort.abort();
  }
}

async function post(bff: TestBff, path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(bff.url, path, { method: 'POST', headers: { ...JSON_BODY, ...headers }, body: JSON.stringify(body) });
}

async function alerts(bff: TestBff): Promise<AlertsAnswer> {
  return (await call(bff.url, '/api/alerts')).json<AlertsAnswer>();
}

const anyNvdaOrder = anyOrderRule('NVDA');

describe('alert rules refused', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ env: { E2E: '1' }, overrides: { alertIvEveryMs: 3_600_000 } });
  });
  afterAll(async () => bff.dispose());

  it('refuses a rule that is not one with 422 naming the field, and a cross-origin write with 403, storing nothing', async () => {
    const bad = await post(bff, '/api/alerts', {
      rule: { kind: 'price_cross', ticker: 'NVDA', level: -5, source: 'price', direction: 'above' },
    });
    expect(bad.status).toBe(422);
    expect(bad.json<{ detail: { loc: (string | number)[] }[] }>().detail.map((d) => d.loc)).toEqual([
      ['body', 'rule', 'level'],
    ]);
    const dte = await post(bff, '/api/alerts', { rule: { ...anyNvdaOrder, min_dte: 30, max_dte: 7 } });
    expect(dte.json<{ detail: { loc: (string | number)[] }[] }>().detail.map((d) => d.loc)).toEqual([
      ['body', 'rule', 'max_dte'],
    ]);
    const ticker = await post(bff, '/api/alerts', { rule: { ...anyNvdaOrder, ticker: '../etc' } });
    expect(ticker.status).toBe(422);
    const foreign = await post(bff, '/api/alerts', { rule: anyNvdaOrder }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await alerts(bff)).alerts).toEqual([]);
  });
});

// One trader's day in order: the alerts set and fired in the first test are the ones the restart keeps.
describe('alerts a trader sets', { shuffle: false }, () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ env: { E2E: '1' }, overrides: { alertIvEveryMs: 3_600_000 } });
  });
  afterAll(async () => bff.dispose());

  it('fires a flow condition and a price crossing from the stream with no browser connected; the crossing once', async () => {
    const events = new EventReader(`${bff.url}/api/alerts/events`);
    await events.started;
    const flow = (await post(bff, '/api/alerts', { rule: anyNvdaOrder, note: 'any NVDA order' })).json<TraderAlert>();
    expect(flow.status).toBe('waiting');
    // The hub subscribed NVDA for the alert alone: orders arrive, the flow alert fires, the price is known.
    await until(async () => (await alerts(bff)).fired.length > 0, 30_000, 'a flow fire');
    const spot = (await alerts(bff)).alerts[0]!.last_value!;
    expect(spot).toBeGreaterThan(0);
    expect(events.fires.some((f) => f.alert_id === flow.id && f.message.includes('any NVDA order'))).toBe(true);

    const level = Math.round(spot * 1.02 * 100) / 100;
    const rule = { kind: 'price_cross', ticker: 'nvda', level, source: 'call_wall', direction: 'above' };
    const priceRes = await post(bff, '/api/alerts', { rule });
    expect(priceRes.status).toBe(201);
    const price = priceRes.json<TraderAlert>();
    expect(price).toMatchObject({ status: 'watching', rule: { ticker: 'NVDA', level } });
    expect(events.fires.some((f) => f.alert_id === price.id)).toBe(false);

    await sandboxAdmin(bff, 'price-move', { ticker: 'NVDA', pct: 5 });
    await until(() => events.fires.some((f) => f.alert_id === price.id), 30_000, 'the price fire');
    const fire = events.fires.find((f) => f.alert_id === price.id)!;
    expect(fire.message).toContain(`NVDA crossed above call wall ${level.toFixed(2)}`);
    expect(fire.value!).toBeGreaterThanOrEqual(level);

    // One-shot: more orders above the level do not fire it again; it waits to be re-armed.
    const flowFiresThen = events.fires.filter((f) => f.alert_id === flow.id).length;
    await until(() => events.fires.filter((f) => f.alert_id === flow.id).length >= flowFiresThen + 2, 30_000);
    expect(events.fires.filter((f) => f.alert_id === price.id)).toHaveLength(1);
    const listed = (await alerts(bff)).alerts.find((a) => a.id === price.id)!;
    expect(listed.status).toBe('fired');
    expect(listed.fired_at).toBe(fire.fired_at);
    const rearmed = await post(bff, `/api/alerts/${price.id}/rearm`, {});
    expect(rearmed.json<TraderAlert>().status).toBe('watching');

    // A client that lost the stream asks for what came after the last fire it saw.
    const seen = events.fires[0]!;
    events.close();
    const again = new EventReader(`${bff.url}/api/alerts/events`, { 'last-event-id': String(seen.id) });
    await again.started;
    await until(() => again.fires.some((f) => f.id === fire.id), 10_000, 'the missed fires');
    expect(again.fires[0]!.id).toBe(seen.id + 1);
    again.close();
  });

  it('keeps the alerts and the history across a restart of the BFF, and deletes an alert', async () => {
    const before = await alerts(bff);
    expect(before.alerts.length).toBe(2);
    await bff.stop();
    const restarted = await startTestBff({ dataDir: bff.dataDir, env: { E2E: '1' } });
    try {
      const after = await alerts(restarted);
      expect(after.alerts.map((a) => a.id)).toEqual(before.alerts.map((a) => a.id));
      expect(after.fired.slice(0, before.fired.length).map((f) => f.id)).toEqual(before.fired.map((f) => f.id));
      const gone = await call(restarted.url, `/api/alerts/${before.alerts[0]!.id}`, { method: 'DELETE' });
      expect(gone.status).toBe(204);
      expect((await alerts(restarted)).alerts.map((a) => a.id)).toEqual([before.alerts[1]!.id]);
      const missing = await call(restarted.url, '/api/alerts/no-such-id', { method: 'DELETE' });
      expect(missing.status).toBe(404);
    } finally {
      await restarted.dispose();
    }
  });
});
