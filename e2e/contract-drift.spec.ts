import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { sandboxUrl } from './app-helpers';

// Any clock (no assertion depends on the session). Each test renames a field on a ticker no
// other test of this file opens, so no answer of the BFF's cache predates the fault.

interface HealthDrift {
  drift: { endpoint: string; path: string; problem: string }[];
}

async function addRename(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const sandbox = await sandboxUrl(request);
  const r = await request.post(`${sandbox}/sandbox/renames`, { data: body });
  expect(r.status()).toBe(201);
}

test.afterEach(async ({ request }) => {
  const sandbox = await sandboxUrl(request);
  await request.delete(`${sandbox}/sandbox/renames`);
});

test('a renamed REST field: the GEX page stays up, the mark names the field, /api/health lists it', async ({
  page,
  request,
}) => {
  await addRename(request, { pattern: '/v1/gex/*/QQQ/with-flow', from: 'summary.key_levels.gamma_flip', to: 'flip' });
  await page.goto('/gex/QQQ');
  const section = page.getByRole('region', { name: 'Price and GEX profile' });
  await expect(section.getByTestId('contract-drift')).toContainText('contract drift: summary.key_levels.gamma_flip', {
    timeout: 60_000,
  });
  // The rest of the answer is still read: the walls are shown, the flip is missing, not 0.
  const legend = page.getByRole('list', { name: 'Key levels' });
  await expect(legend.locator('li[data-level="call_wall"]')).not.toHaveAttribute('data-value', '');
  await expect(legend.locator('li[data-level="gamma_flip"]')).toHaveAttribute('data-value', '');
  const health = (await (await request.get('/api/health')).json()) as HealthDrift;
  expect(health.drift).toContainEqual(
    expect.objectContaining({ endpoint: 'gex.withFlow', path: 'summary.key_levels.gamma_flip', problem: 'missing' }),
  );
});

test('an upper-case enum value is read as the reference spells it, and the mark names the field', async ({
  page,
  request,
}) => {
  await addRename(request, {
    pattern: '/v1/gex/*/IWM/with-flow',
    from: 'summary.key_levels.gamma_regime',
    upper_case: true,
  });
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/v1/gex/') && r.url().includes('/IWM/with-flow') && r.status() === 200,
  );
  await page.goto('/gex/IWM');
  const body = (await (await answer).json()) as { summary: { key_levels: { gamma_regime: string } } };
  expect(body.summary.key_levels.gamma_regime).toMatch(/^(LONG|SHORT)$/);
  const legend = page.getByRole('list', { name: 'Key levels' });
  // The service's own label is shown as the service's, read as the reference spells it.
  const expected = body.summary.key_levels.gamma_regime === 'LONG' ? 'long' : 'short';
  await expect(legend.getByTestId('service-regime-label')).toHaveAttribute('data-regime', expected, {
    timeout: 60_000,
  });
  await expect(page.getByRole('region', { name: 'Price and GEX profile' }).getByTestId('contract-drift')).toContainText(
    'summary.key_levels.gamma_regime',
  );
});

test('a renamed stream field: the tape still shows the frames, the mark names the field, /api/health lists it', async ({
  page,
  request,
}) => {
  // `delta` is nullable in the reference but always present: renamed, it is read as not observed (null).
  await addRename(request, { pattern: '/v1/ws/flow', from: 'data.order.delta', to: 'greek_delta' });
  await page.goto('/flow');
  await expect(page.getByTestId('flow-stream-state')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  const mark = page.getByTestId('flow-contract-drift');
  await expect(mark).toContainText('contract drift: data.order.delta', { timeout: 45_000 });
  // Frames that carry the renamed field keep reaching the tape after the mark appeared (the tape renders
  // only the rows in view, so look for a row the worker received since, not for a longer list).
  const received = (): Promise<string[]> => page.evaluate(() => [...(window.__oaStream?.eventIds ?? [])]);
  const before = new Set(await received());
  await expect
    .poll(
      async () => {
        const fresh = (await received()).filter((id) => !before.has(id));
        return page.evaluate((ids) => ids.some((id) => document.querySelector(`[data-event-id="${id}"]`)), fresh);
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(true);
  const health = (await (await request.get('/api/health')).json()) as HealthDrift;
  expect(health.drift).toContainEqual(
    expect.objectContaining({ endpoint: 'ws.flow', path: 'data.order.delta', problem: expect.any(String) }),
  );
});
