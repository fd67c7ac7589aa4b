import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './admin-routes';
import { createFakeMarket } from './testing/fake-market';
import { buildSandbox } from './server';

describe('admin routes', () => {
  it('recognise loopback clients only', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['10.0.0.1', '192.168.1.5', '::ffff:10.0.0.1', '128.0.0.1', '', undefined, 'fe80::1'])
      expect(isLoopbackAddress(a)).toBe(false);
  });

  it('refuse a non-loopback client with 403 and serve a loopback one', async () => {
    const { app } = await buildSandbox({ market: createFakeMarket(), clock: 'frozen:2026-03-10T15:00:00Z' });
    const remote = await app.inject({ method: 'GET', url: '/sandbox/counters', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    const local = await app.inject({ method: 'GET', url: '/sandbox/counters', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const clock = await app.inject({
      method: 'POST',
      url: '/sandbox/clock',
      payload: { clock: 'frozen:2026-01-05T15:00:00Z' },
      remoteAddress: '127.0.0.1',
    });
    expect(clock.json()).toMatchObject({ mode: 'frozen', session: '2026-01-05' });
    const bad = await app.inject({
      method: 'POST',
      url: '/sandbox/faults',
      payload: { status: 502 },
      remoteAddress: '127.0.0.1',
    });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});
