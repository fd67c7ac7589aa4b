/**
 * After every clock's specs: the sandboxes ran strict (unpublished paths answer 404, as the real service
 * may) and counted every request to a path the reference does not publish. The dashboard needs none.
 */
import { expect, test } from '@playwright/test';

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
