import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { collectConsoleErrors } from './app-helpers';

// The tide by days to expiry is published only as a snapshot of the session so far: the dashboard's
// server keeps each reading it read upstream, so a reloaded page still draws the day, not only what it
// read since the reload. Runs on the moving clock, where each fresh read has a new computed_at; every
// count is checked against the server's journal.

/** How many distinct readings the BFF journalled for the session (market scope). */
async function journalled(page: Page, session: string): Promise<number> {
  const recorded = (await (await page.request.get(`/api/recorded/tide/${session}`)).json()) as {
    readings: { reading: { computed_at: string } }[];
  };
  return new Set(recorded.readings.map((r) => r.reading.computed_at)).size;
}

/** A read that goes upstream (the BFF's copy forgotten first): one more reading in the journal. */
async function readUpstream(page: Page): Promise<string> {
  expect((await page.request.post('/api/dev/cache/clear')).ok()).toBe(true);
  const res = await page.request.get('/api/v1/tide/market');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { session: string }).session;
}

test('a reload keeps the tide by DTE of the day: the readings the server recorded come back with the new one', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const shown = page.getByTestId('dte-readings');
  const shownCount = async (): Promise<number> => Number((await shown.textContent()) ?? 'NaN');

  // Two readings the page never read itself: only the server's record can bring them to it.
  const session = await readUpstream(page);
  await readUpstream(page);
  const before = await journalled(page, session);
  expect(before).toBeGreaterThanOrEqual(2);

  // The page's own read is the BFF's fresh copy of the last one: it shows the day, not one reading.
  await page.goto('/tide');
  await expect.poll(shownCount, { timeout: 60_000 }).toBe(before);

  // Reloaded with the BFF's copy forgotten, the page reads a new reading upstream and shows it with the day's.
  expect((await page.request.post('/api/dev/cache/clear')).ok()).toBe(true);
  await page.reload();
  await expect.poll(shownCount, { timeout: 60_000 }).toBe(before + 1);
  expect(await journalled(page, session)).toBe(before + 1);
  expect(errors).toEqual([]);
});
