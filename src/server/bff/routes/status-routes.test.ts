// /api/health tells the truth about the upstream and the key and shows no internal URL; the sandbox's
// address is for E2E=1 loopback clients only; every answer carries a Permissions-Policy.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/server';
import { rawRequest } from '../testing/raw-request';
import { call, startTestBff } from '../testing/test-kit';

interface Health {
  status: string;
  key: string;
  upstream: { error?: string; message?: string };
}

describe('/api/health', () => {
  it('shows no internal URL, and the sandbox address only on the E2E route, to loopback clients', async () => {
    const bff = await startTestBff({ env: { E2E: '1', TRUSTED_PROXIES: '127.0.0.1' } });
    try {
      const h = await call(bff.url, '/api/health');
      expect(h.json<Health>().status).toBe('ok');
      expect(h.text).not.toMatch(/sandbox_url|https?:\/\/|127\.0\.0\.1|localhost/);
      const dev = await call(bff.url, '/api/dev/sandbox');
      expect(dev.json()).toEqual({ sandbox_url: bff.sandboxUrl });
      const remote = await call(bff.url, '/api/dev/sandbox', { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(remote.status).toBe(404);
      expect(remote.text).not.toContain(bff.sandboxUrl!);
    } finally {
      await bff.dispose();
    }
    const prod = await startTestBff();
    try {
      expect((await call(prod.url, '/api/dev/sandbox')).status).toBe(404);
    } finally {
      await prod.dispose();
    }
  });

  it('says the key is invalid as soon as the upstream answers 401 for it (the start-up tier probe)', async () => {
    const sandbox = await startSandbox({ port: 0, keys: { 'the-right-key-77': 'pro' } });
    const bff = await startTestBff({ env: { OA_API_KEY: 'a-wrong-key-77', OA_BASE_URL: sandbox.url } });
    try {
      // The BFF asks the upstream for the key's tier before it listens: that answer is already a 401.
      expect((await call(bff.url, '/api/health')).json<Health>().key).toBe('invalid');
      expect((await call(bff.url, '/api/v1/quotes/SPY')).status).toBe(401);
      const h = (await call(bff.url, '/api/health')).json<Health>();
      expect(h).toMatchObject({ status: 'down', key: 'invalid', upstream: { error: 'key_invalid' } });
    } finally {
      await bff.dispose();
      await sandbox.close();
    }
  });

  it('turns from ok to down at once when a real request finds the upstream gone', async () => {
    const sandbox = await startSandbox({ port: 0, keys: { 'the-right-key-77': 'pro' } });
    const bff = await startTestBff({ env: { OA_API_KEY: 'the-right-key-77', OA_BASE_URL: sandbox.url } });
    try {
      expect((await call(bff.url, '/api/v1/quotes/SPY')).status).toBe(200);
      expect((await call(bff.url, '/api/health')).json<Health>()).toMatchObject({ status: 'ok', key: 'valid' });
      await sandbox.close();
      expect((await call(bff.url, '/api/v1/quotes/QQQ')).status).toBeGreaterThanOrEqual(500);
      const h = await call(bff.url, '/api/health');
      expect(h.json<Health>()).toMatchObject({ status: 'down', upstream: { error: 'upstream_unavailable' } });
      expect(h.text).not.toContain(sandbox.url);
    } finally {
      await bff.dispose();
    }
  });

  it('is down from the first probe when the upstream never answered', async () => {
    const sandbox = await startSandbox({ port: 0, keys: { 'the-right-key-77': 'pro' } });
    const url = sandbox.url;
    await sandbox.close();
    const bff = await startTestBff({ env: { OA_API_KEY: 'the-right-key-77', OA_BASE_URL: url } });
    try {
      const h = await call(bff.url, '/api/health');
      expect(h.json<Health>().status).toBe('down');
      expect(h.text).not.toContain(url);
    } finally {
      await bff.dispose();
    }
  });
});

describe('Permissions-Policy', () => {
  it('is on pages, API answers (cached hits included), refusals and 404s', async () => {
    const bff = await startTestBff();
    try {
      const answers = [
        await call(bff.url, '/'),
        await call(bff.url, '/gex/SPY'),
        await call(bff.url, '/api/health'),
        await call(bff.url, '/api/v1/quotes/SPY'),
        await call(bff.url, '/api/v1/quotes/SPY'),
        await call(bff.url, '/api/nothing'),
      ];
      expect(answers[4]!.headers.get('x-cache')).toBe('HIT');
      for (const r of answers) {
        const policy = r.headers.get('permissions-policy') ?? '';
        for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
          expect(policy).toContain(feature);
        }
      }
      const refused = await rawRequest(bff.port, '/%61pi/health');
      expect(refused.headers['permissions-policy']).toContain('camera=()');
    } finally {
      await bff.dispose();
    }
  });
});
