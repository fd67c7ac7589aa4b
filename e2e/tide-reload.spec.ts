import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './app-helpers';

// The tide by days to expiry is published only as a snapshot of the session so far: the dashboard's
// server keeps each reading it read upstream, so a reloaded page still draws the day, not only what it
// read since the reload. Runs on the moving clock, where each fresh read has a new computed_at. The
// journal is the server's, shared with the specs running beside this one, so their reads of the tide
// may add readings too: the counts are lower bounds, never exact.
test('a reload keeps the tide by DTE of the day: the readings the server recorded come back with the new one', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/tide');
  const count = page.getByTestId('dte-readings');
  await expect(count).toHaveText(/^[1-9]\d*$/, { timeout: 60_000 });
  const before = Number(await count.innerText());

  // The BFF's copy forgotten: the reloaded page's read goes upstream and is a new reading.
  expect((await page.request.post('/api/dev/cache/clear')).ok()).toBe(true);
  await page.reload();
  // Without the server's record the reloaded page would hold its one new reading.
  await expect.poll(async () => Number(await count.innerText()), { timeout: 60_000 }).toBeGreaterThan(before);
  const after = Number(await count.innerText());

  const { session } = (await (await page.request.get('/api/v1/tide/market')).json()) as { session: string };
  const recorded = (await (await page.request.get(`/api/recorded/tide/${session}`)).json()) as {
    readings: { reading: { computed_at: string } }[];
  };
  expect(new Set(recorded.readings.map((r) => r.reading.computed_at)).size).toBeGreaterThanOrEqual(after);
  expect(errors).toEqual([]);
});
