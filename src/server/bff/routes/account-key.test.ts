// Integration: register → confirm → switch → switch back through the real BFF and its embedded sandbox.
// The key the sandbox issued is read from its outbox (as a person reads the e-mail) and must never be
// in an answer's body or headers, nor in a log line; the BFF keeps it in DATA_DIR at mode 0600 and a
// restart keeps both the key and the choice.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_FILE_NAME } from '../upstream/registered-key-file';
import {
  call,
  Recorder,
  startTestBff,
  TestSocket,
  until,
  wsUrl,
  type TestBff,
  type TestResponse,
} from '../testing/test-kit';

interface Outbox {
  readonly messages: readonly { to: string; api_key: string; confirmation_code: string }[];
}

interface Account {
  source: string;
  key: string;
  tier: string;
  status: string;
  registered: { key: string; status: string; tier: string; expires_at: string | null } | null;
  available: string[];
}

const EMAIL = 'trader@example.com';
const JSON_TYPE = { 'content-type': 'application/json' };

async function outbox(bff: TestBff): Promise<Outbox['messages']> {
  const res = await fetch(`${bff.sandboxUrl}/sandbox/accounts/outbox`);
  const body = (await res.json()) as Outbox | Outbox['messages'];
  return Array.isArray(body) ? body : (body as Outbox).messages;
}

// One account's story in order: each step starts from where the one before left the key.
describe('the account key: register, confirm, switch without restart', { shuffle: false }, () => {
  const rec = new Recorder();
  const logs: string[] = [];
  let bff: TestBff;
  let issued: { api_key: string; confirmation_code: string };

  const start = async (dataDir?: string): Promise<TestBff> =>
    startTestBff({
      ...(dataDir ? { dataDir } : {}),
      env: { LOG_LEVEL: 'debug' },
      overrides: { logDestination: { write: (line: string) => logs.push(line) } },
    });
  const get = (p: string): Promise<TestResponse> => call(bff.url, p, {}, rec);
  const post = (p: string, body: unknown): Promise<TestResponse> =>
    call(bff.url, p, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify(body) }, rec);
  const use = (body: unknown, headers: Record<string, string> = {}): Promise<TestResponse> =>
    call(
      bff.url,
      '/api/account/key',
      { method: 'PUT', headers: { ...JSON_TYPE, ...headers }, body: JSON.stringify(body) },
      rec,
    );
  const account = async (): Promise<Account> => (await get('/api/account')).json<Account>();
  const usageTier = async (): Promise<{ tier: unknown; limit: string | null }> => {
    const res = await get('/api/v1/account/usage');
    return { tier: res.json<{ tier?: unknown }>().tier, limit: res.headers.get('x-ratelimit-limit') };
  };

  beforeAll(async () => {
    bff = await start();
  });
  afterAll(async () => bff.dispose());

  it('starts on the sandbox key with no registered key, and refuses a switch to a key it does not have', async () => {
    const a = await account();
    expect(a).toMatchObject({ source: 'sandbox', tier: 'pro', registered: null, available: ['sandbox'] });
    expect(a.key).toMatch(/^••••.{4}$/);
    const missing = await use({ use: 'registered' });
    expect(missing.status).toBe(409);
    const bad = await use({ use: 'somebody-elses' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('"use"');
    const crossOrigin = await use({ use: 'sandbox' }, { origin: 'https://evil.example' });
    expect(crossOrigin.status).toBe(403);
  });

  it('registers with no key upstream, keeps the key and answers only its masked form', async () => {
    const bad = await post('/api/v1/account/register', {});
    expect(bad.status).toBe(422);
    const res = await post('/api/v1/account/register', { email: EMAIL, agent_name: 'desk' });
    expect(res.status).toBe(201);
    const mail = (await outbox(bff)).filter((m) => m.to === EMAIL).at(-1)!;
    issued = mail;
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ key: `••••${issued.api_key.slice(-4)}`, tier: 'free', status: 'provisional' });
    expect(body).not.toHaveProperty('api_key');
    expect(res.text).not.toContain(issued.confirmation_code);
    const a = await account();
    expect(a.source).toBe('sandbox');
    expect(a.registered).toMatchObject({ status: 'provisional', tier: 'free' });
    expect(a.available).toEqual(['sandbox', 'registered']);
  });

  it('keeps the key in DATA_DIR, readable by its owner only', () => {
    const file = path.join(bff.dataDir, KEY_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toContain(issued.api_key);
  });

  it('confirms with the e-mailed code; a wrong code is refused and says so', async () => {
    const wrong = await post('/api/v1/account/confirm', { code: 'not-the-code' });
    expect(wrong.status).toBe(400);
    expect(wrong.json<{ error: string }>().error).toBe('invalid_confirmation_code');
    const ok = await post('/api/v1/account/confirm', { code: issued.confirmation_code });
    expect(ok.status).toBe(200);
    expect((await account()).registered).toMatchObject({ status: 'confirmed', expires_at: null });
  });

  it('switches to the registered key: requests carry it at once, its budget and cache are its own', async () => {
    const abnormal = new TestSocket(wsUrl(bff, 'abnormal-trades'), { rec });
    await abnormal.opened();
    await until(
      async () =>
        (await get('/api/health')).json<{ streams: { 'abnormal-trades': string } }>().streams['abnormal-trades'] ===
        'live',
      10_000,
      'abnormal-trades live',
    );
    expect(await usageTier()).toEqual({ tier: 'pro', limit: '60' });
    const candles = '/api/v1/quotes/SPY/candles?interval=5m';
    await get(candles);
    expect((await get(candles)).headers.get('x-cache')).toBe('HIT');

    const switched = await use({ use: 'registered' });
    expect(switched.status).toBe(200);
    expect(switched.json<Account>()).toMatchObject({ source: 'registered', tier: 'free', status: 'confirmed' });
    // The sandbox answers as to a free key: its tier in the body and a free key's minute limit.
    expect(await usageTier()).toEqual({ tier: 'free', limit: '10' });
    // The Pro key's cached answer is not served to the free key.
    expect((await get(candles)).headers.get('x-cache')).not.toBe('HIT');
    // The stream hub reconnected with the new key, which the sandbox refuses below Pro (4003).
    expect(await abnormal.closed).toBe(4003);
  });

  it('keeps the key and the choice across a restart, then switches back', async () => {
    const { dataDir } = bff;
    await bff.stop();
    bff = await start(dataDir);
    const a = await account();
    expect(a).toMatchObject({ source: 'registered', tier: 'free', key: `••••${issued.api_key.slice(-4)}` });
    expect(await usageTier()).toEqual({ tier: 'free', limit: '10' });
    const back = await use({ use: 'sandbox' });
    expect(back.json<Account>()).toMatchObject({ source: 'sandbox', tier: 'pro' });
    expect(await usageTier()).toEqual({ tier: 'pro', limit: '60' });
    const abnormal = new TestSocket(wsUrl(bff, 'abnormal-trades'), { rec });
    await abnormal.opened();
    await until(
      async () =>
        (await get('/api/health')).json<{ streams: { 'abnormal-trades': string } }>().streams['abnormal-trades'] ===
        'live',
      10_000,
      'abnormal-trades live',
    );
    abnormal.close();
  });

  it('never showed the registered key in any answer or log line', () => {
    const forms = [issued.api_key, encodeURIComponent(issued.api_key), Buffer.from(issued.api_key).toString('base64')];
    expect(rec.items.length).toBeGreaterThan(10);
    expect(logs.length).toBeGreaterThan(0);
    for (const text of [...rec.items, ...logs]) for (const f of forms) expect(text).not.toContain(f);
  });
});
