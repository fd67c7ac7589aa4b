/** Rankings in a real Chromium on the sandbox: intent detail with the row's cluster's greeks, momentum history, directional truncation. */
import { expect, test } from './bff-fixture';

test('intent flow rankings open a ticker detail with the greek exposure of the row’s cluster', async ({ page }) => {
  await page.goto('/rankings');
  const table = page.getByRole('table', { name: 'Intent flow rankings' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const firstRow = table.locator('tbody tr').first();
  await firstRow.getByRole('button', { name: /Show intent detail/ }).click();
  const detail = page.getByTestId('intent-detail');
  await expect(detail.getByText('Δ$ (the row’s cluster)')).toBeVisible({ timeout: 30_000 });
  // The row's Δ$ and its detail's describe the same cluster (the row's last_cluster_at), so they
  // read the same figure; read together, as the ranking refreshes on its own.
  await expect
    .poll(async () => {
      const row = await firstRow.locator('td').nth(6).innerText();
      const shown = await detail.locator('[data-greek="delta"]').innerText();
      return row === shown ? 'same' : `${row} vs ${shown}`;
    })
    .toBe('same');
  await expect(detail.getByRole('img', { name: /cumulative net delta/ })).toBeVisible();
  await expect(
    detail
      .getByRole('table', { name: /clusters/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
});

test('momentum rankings show a ticker history', async ({ page }) => {
  await page.goto('/rankings?tab=momentum');
  await page
    .getByRole('button', { name: /Show momentum history/ })
    .first()
    .click({ timeout: 30_000 });
  await expect(page.getByTestId('momentum-history').getByRole('table').getByRole('row').nth(1)).toBeVisible({
    timeout: 30_000,
  });
});

test('directional scores state the calibration and warn when the list is truncated', async ({ page }) => {
  await page.goto('/rankings?tab=directional');
  await expect(page.getByTestId('directional-calibration')).toContainText('Calibration: none', { timeout: 30_000 });
  const rows = page.getByRole('table', { name: 'Directional scores' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const shown = (await rows.count()) - 1;
  const body = (await (await page.request.get('/api/v1/directional/current?max_display=100')).json()) as {
    tickers_count: number;
    data: unknown[];
  };
  expect(shown).toBe(body.data.length);
  if (body.tickers_count > body.data.length) {
    await expect(page.getByTestId('directional-truncated')).toContainText(
      `Showing ${body.data.length} of ${body.tickers_count}`,
    );
  } else {
    await expect(page.getByTestId('directional-truncated')).toHaveCount(0);
  }
  // Signs carry a mark besides the colour.
  await expect(rows.nth(1)).toContainText(/[▲▼]/);
});

test('a directional row opens the ticker’s history as a chart, with its freshness and the picked ticker in the URL', async ({
  page,
}) => {
  await page.goto('/rankings?tab=directional');
  const firstRow = page.getByRole('table', { name: 'Directional scores' }).locator('tbody tr').first();
  await expect(firstRow).toBeVisible({ timeout: 30_000 });
  const ticker = (await firstRow.getByRole('button').innerText()).trim();
  await firstRow.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]ticker=${ticker}(&|$)`));

  const detail = page.getByTestId('directional-history');
  await expect(detail.getByRole('img', { name: `${ticker} directional score by session` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(detail.getByTestId('freshness')).toContainText(/as of \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  const body = (await (await page.request.get(`/api/v1/directional/${ticker}/history?max_sessions=30`)).json()) as {
    data: { session: string; orders: number; directional_score: number }[];
  };
  const rows = detail.getByRole('table', { name: `${ticker} directional history` }).locator('tbody tr');
  await expect(rows).toHaveCount(body.data.length);
  // Newest session first; a session without orders reads "—", not a measured 0.
  const newest = [...body.data].sort((a, b) => b.session.localeCompare(a.session))[0]!;
  await expect(rows.first().locator('td').first()).toHaveText(newest.session);
  if (newest.orders === 0) await expect(rows.first().locator('td').nth(1)).toHaveText('—');

  // The link shares the pick: reloading it opens the same history.
  await page.reload();
  await expect(page.getByTestId('directional-history')).toContainText(ticker, { timeout: 30_000 });
  await page.getByTestId('directional-history').getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/ticker=/);
});
