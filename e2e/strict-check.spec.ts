/**
 * After every clock's specs: the sandboxes ran strict (unpublished paths answer 404, as the real service
 * may) and counted every request to a path the reference does not publish. The dashboard needs none.
 * Every BFF also counted the CSP violation reports of the pages it served: there must be none.
 */
import { expect, test } from '@playwright/test';
import { CSP_PROBE_HOST } from './app-helpers';

test('no page asked for a path the reference does not publish', async ({ playwright }, testInfo) => {
  const bffs = (testInfo.project.metadata as { bffs: string[] }).bffs;
  expect(bffs.length).toBeGreaterThan(0);
  for (const bff of bffs) {
    const api = await playwright.request.newContext({ baseURL: bff });
    const dev = await api.get('/api/dev/sandbox');
    expect(dev.ok(), `${bff} /api/dev/sandbox`).toBe(true);
    const { sandbox_url } = (await dev.json()) as { sandbox_url: string };
    const stats = (await (await api.get(`${sandbox_url}/sandbox/stats`)).json()) as {
      strict: boolean;
      unpublished_requests: number;
    };
    expect(stats, bff).toEqual({ strict: true, unpublished_requests: 0 });
    await api.dispose();
  }
});

test('the Content-Security-Policy blocked nothing in the whole browser suite but the probe', async ({
  playwright,
}, testInfo) => {
  const bffs = (testInfo.project.metadata as { bffs: string[] }).bffs;
  for (const bff of bffs) {
    const api = await playwright.request.newContext({ baseURL: bff });
    const health = (await (await api.get('/api/health')).json()) as {
      csp_violations: { count: number; recent: { blocked: string | null }[] };
    };
    // Every page of every spec ran under the BFF's CSP with report-uri. The only report allowed is the
    // one app-shell.spec.ts provokes on purpose to prove that reports arrive.
    const { count, recent } = health.csp_violations;
    const others = recent.filter((v) => !(v.blocked ?? '').includes(CSP_PROBE_HOST));
    expect(others, bff).toEqual([]);
    expect(count, bff).toBe(recent.length);
    await api.dispose();
  }
});
