// The dashboard session: sign-in throttling per client, and a sign-out that ends the session for good
// (a replayed cookie value stays refused, after a restart too).
import { describe, expect, it } from 'vitest';
import { newSessionValue, parseSession, SESSION_MAX_AGE_S } from './session';
import { call, startTestBff, until, type TestBff } from '../testing/test-kit';

const TOKEN = 'desk-token-0123456789';

function signIn(bff: TestBff, token: string) {
  return call(bff.url, '/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
}

describe('sign-in throttle', () => {
  it('answers 429 with a growing Retry-After after five wrong tokens, and the right token works after the wait', async () => {
    const bff = await startTestBff({
      env: { DASHBOARD_TOKEN: TOKEN },
      overrides: { signInThrottle: { baseDelayMs: 1000 } },
    });
    try {
      const first = [];
      for (let i = 0; i < 5; i++) first.push((await signIn(bff, `wrong-${i}`)).status);
      expect(first).toEqual([401, 401, 401, 401, 401]);
      const waitOne = await signIn(bff, TOKEN); // refused unchecked while the client waits
      expect(waitOne.status).toBe(429);
      expect(Number(waitOne.headers.get('retry-after'))).toBe(1);
      await until(async () => (await signIn(bff, 'wrong-6')).status === 401, 5000, 'the first wait to end');
      const waitTwo = await signIn(bff, TOKEN);
      expect(waitTwo.status).toBe(429);
      expect(Number(waitTwo.headers.get('retry-after'))).toBe(2);
      let ok = await signIn(bff, TOKEN);
      await until(
        async () => {
          ok = await signIn(bff, TOKEN);
          return ok.status !== 429;
        },
        5000,
        'the second wait to end',
      );
      expect(ok.status).toBe(200);
      expect(ok.headers.get('set-cookie')).toMatch(/^oa_session=/);
      // A success starts the client afresh.
      expect((await signIn(bff, 'wrong-again')).status).toBe(401);
    } finally {
      await bff.dispose();
    }
  });
});

describe('sign-out', () => {
  it('clears the cookie and revokes the value, which stays refused when replayed and after a restart', async () => {
    let bff = await startTestBff({ env: { DASHBOARD_TOKEN: TOKEN } });
    const dataDir = bff.dataDir;
    try {
      const cookieOf = async () => ((await signIn(bff, TOKEN)).headers.get('set-cookie') ?? '').split(';')[0]!;
      const signedOut = await cookieOf();
      const kept = await cookieOf();
      expect((await call(bff.url, '/api/budget', { headers: { cookie: signedOut } })).status).toBe(200);
      const out = await call(bff.url, '/api/session', {
        method: 'DELETE',
        headers: { cookie: signedOut, origin: bff.url },
      });
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(/^oa_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
      expect((await call(bff.url, '/api/budget', { headers: { cookie: signedOut } })).status).toBe(401);
      expect((await call(bff.url, '/api/session', { headers: { cookie: signedOut } })).json()).toMatchObject({
        valid: false,
      });
      expect((await call(bff.url, '/api/budget', { headers: { cookie: kept } })).status).toBe(200);

      await bff.stop();
      bff = await startTestBff({ dataDir, env: { DASHBOARD_TOKEN: TOKEN } });
      expect((await call(bff.url, '/api/budget', { headers: { cookie: signedOut } })).status).toBe(401);
      expect((await call(bff.url, '/api/budget', { headers: { cookie: kept } })).status).toBe(200);
    } finally {
      await bff.dispose();
    }
  });

  it('refuses a cross-origin sign-out (it would log a user out from another site)', async () => {
    const bff = await startTestBff({ env: { DASHBOARD_TOKEN: TOKEN } });
    try {
      const r = await call(bff.url, '/api/session', { method: 'DELETE', headers: { origin: 'https://evil.example' } });
      expect(r.status).toBe(403);
    } finally {
      await bff.dispose();
    }
  });
});

describe('session values', () => {
  it('expire after the cookie lifetime and die with another token', () => {
    const issued = Date.UTC(2026, 0, 1);
    const value = newSessionValue(TOKEN, issued);
    expect(parseSession(TOKEN, value, issued + 1000)).toBeDefined();
    expect(parseSession(TOKEN, value, issued + SESSION_MAX_AGE_S * 1000)).toBeUndefined();
    expect(parseSession('another-token-0123456789', value, issued + 1000)).toBeUndefined();
    const [id, at, mac] = value.split('.');
    expect(parseSession(TOKEN, `${id}.${Number(at) + 86_400}.${mac}`, issued + 1000)).toBeUndefined();
  });
});
