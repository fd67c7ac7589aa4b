import { expect, test } from '@playwright/test';
import { canvasColours, collectConsoleErrors, sandboxUrl } from './app-helpers';

// The dark-pool page against the real BFF and its embedded sandbox (playwright.config.ts).

test('dark pool page: profile heatmap drawn with POC, summary, prints with load older, market panel', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/darkpool/SPY');
  await expect(page.getByRole('heading', { level: 1, name: 'Dark pool — SPY' })).toBeVisible();
  await expect(page.getByTestId('darkpool-proxy-note')).toContainText('NBBO-location proxy');
  await expect(page.getByTestId('darkpool-delay')).toContainText('15 min');
  await expect(page.getByTestId('service-health')).toContainText(/Dark pool service ok · \d+ sessions/);

  // Mid-session (playwright.config.ts): the current session's profile is built.
  const canvas = page.getByTestId('time-profile-canvas');
  await expect(canvas).toBeVisible();
  await expect(page.getByTestId('profile-building')).toHaveCount(0);
  await expect.poll(() => canvasColours(page, '[data-testid="time-profile-canvas"]')).toBeGreaterThan(10);

  const levels = page.getByTestId('profile-levels');
  await expect(levels).toContainText(/POC \d+\.\d\d/);
  await expect(levels).toContainText(/70% value area \d+\.\d\d – \d+\.\d\d/);

  // Hover a cell on the POC row: shares and the side split read out.
  const box = (await canvas.boundingBox())!;
  const readout = page.getByTestId('profile-readout');
  for (const fx of [0.2, 0.4, 0.6, 0.8]) {
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * 0.5);
    if (/\d sh/.test(await readout.innerText())) break;
  }
  await expect(readout).toContainText(/ET · price \d+\.\d\d/);
  await expect(readout).toContainText('row total');

  await expect(page.getByTestId('darkpool-summary')).toContainText(/off-exchange \$\s*\$\d/);
  await expect(page.getByRole('table', { name: 'NBBO-location split' })).toContainText('at ask');

  const prints = page.getByRole('table', { name: 'Prints of SPY' }).locator('tbody tr');
  await expect(prints.first()).toBeVisible();
  const before = await prints.count();
  // By midday SPY has more prints than one page holds.
  await page.getByRole('button', { name: 'Load older' }).click();
  await expect.poll(() => prints.count()).toBeGreaterThan(before);

  await expect(page.getByRole('table', { name: 'Off-exchange ranking' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sectors heatmap' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('list', { name: 'Sectors heatmap' }).getByRole('button').first().click();
  await expect(page.getByTestId('darkpool-sector-drill').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sector rotation matrix' })).toContainText('×');

  const text = await page.locator('main, #root').first().innerText();
  expect(text).not.toMatch(/\bNaN\b/);
  expect(text).not.toMatch(/\bundefined\b/);
  expect(text).not.toMatch(/Infinity/);

  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/darkpool-spy.png' });
  await page.screenshot({ path: 'e2e/screenshots/darkpool-spy-full.png', fullPage: true });
  expect(errors.filter((e) => !/status of (429|503)/.test(e))).toEqual([]);
});

test('dark pool page: a session still being built says so and counts down to its retry', async ({ page, request }) => {
  const sandbox = await sandboxUrl(request);
  // Five minutes after the open: the current session's time profile answers 503 with Retry-After.
  const set = async (clock: string): Promise<void> => {
    const r = await request.post(`${sandbox}/sandbox/clock`, { data: { clock } });
    expect(r.ok()).toBe(true);
  };
  await set('2026-11-16T14:35:00Z');
  try {
    // Another ticker than the first test, so no answer cached by the BFF stands in for the 503.
    await page.goto('/darkpool/QQQ');
    const building = page.getByTestId('profile-building');
    await expect(building).toContainText(/Session still being built — retrying in \d+ s/);
    const first = Number((await building.innerText()).match(/in (\d+) s/)![1]);
    expect(first).toBeGreaterThan(0);
    await expect.poll(async () => Number((await building.innerText()).match(/in (\d+) s/)![1])).toBeLessThan(first);
    await expect(page.getByTestId('time-profile-canvas')).toHaveCount(0);
  } finally {
    // Back to this project's clock (playwright.config.ts), for the tests after this one.
    await set(String(test.info().project.metadata.clock));
  }
});
