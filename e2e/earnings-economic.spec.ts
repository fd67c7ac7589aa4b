import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { collectConsoleErrors } from './app-helpers';

// Earnings (/earnings) and the economic calendar (/calendar) against the real BFF and sandbox.

const AS_OF_ET = /as of \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} ET/;

async function expectCleanText(page: Page): Promise<void> {
  const text = await page.locator('main, #root').first().innerText();
  expect(text).not.toMatch(/\bNaN\b/);
  expect(text).not.toMatch(/\bundefined\b/);
  expect(text).not.toMatch(/Infinity/);
}

async function expectAsOf(panel: Locator): Promise<void> {
  await expect(panel.getByTestId('freshness').first()).toContainText(AS_OF_ET);
}

/** Body rows of a table (header row left out). */
function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr');
}

test('earnings: reporters, a reporter detail with scatter and orders, the upcoming calendar; session in the URL', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/earnings');
  await expect(page.getByRole('heading', { level: 1, name: /^Earnings — \d{4}-\d{2}-\d{2}$/ })).toBeVisible();

  const reporters = page.getByTestId('earnings-reporters');
  const table = reporters.getByRole('table', { name: 'Reporters' });
  await expect(bodyRows(table).first()).toBeVisible();
  await expectAsOf(reporters);
  const first = (await bodyRows(table).first().getAttribute('data-ticker'))!;
  expect(first).toMatch(/^[A-Z.]+$/);
  // Today's after-close reporter is priced by the ATM straddle of the first expiry after its report; a
  // before-the-open one has reacted since the open, so its move reads "so far" rather than "—".
  await expect(table.locator('tr', { hasText: 'amc' }).first()).toContainText(
    /±\d+\.\d{2}%\s*straddle \d{4}-\d{2}-\d{2}/,
    {
      timeout: 30_000,
    },
  );
  await expect(table.locator('tr', { hasText: 'bmo' }).first()).toContainText(/realized so far [+−]\d/);
  // The first reporter is the one shown in detail until another is chosen.
  await expect(reporters.getByRole('button', { name: first, exact: true })).toHaveAttribute('aria-pressed', 'true');

  const event = page.getByTestId('earnings-event');
  await expect(event.getByRole('heading', { name: `${first} earnings event and flow` })).toBeVisible();
  await expect(event).toContainText(/EPS estimate \/ actual\s*\d/);
  await expectAsOf(event);
  const greeks = page.getByTestId('earnings-greeks');
  await expect(greeks).toContainText(/Orders priced\s*\d/);
  await expectAsOf(greeks);

  // The scatter draws one marker per order the note counts.
  const scatter = page.getByTestId('earnings-scatter');
  await expectAsOf(scatter);
  const note = (await scatter.getByText(/orders in the session/).innerText()).replace(/,/g, '');
  const count = Number(/(\d+) orders/.exec(note)?.[1]);
  const chart = scatter.getByRole('img', { name: `${first} orders by time (ET) and strike, sized by premium` });
  if (count > 0) {
    await expect(chart.locator('circle, rect')).toHaveCount(count);
    // hover() scrolls the chart into view first; a mouse move off-screen reaches nothing.
    await chart.hover();
    await expect(scatter.locator('[aria-live="polite"]')).toContainText(/\d{2}:\d{2} ET · .*strike .*\$\d/);
    await expect(bodyRows(page.getByRole('table', { name: 'Orders' })).first()).toContainText(/\d{2}:\d{2}:\d{2}/);
  }
  await expectAsOf(page.getByTestId('earnings-orders'));
  await expectAsOf(page.getByTestId('earnings-abnormal'));

  const upcoming = page.getByTestId('earnings-upcoming');
  await expect(bodyRows(upcoming.getByRole('table', { name: 'Upcoming earnings' })).first()).toContainText(
    /\d{4}-\d{2}-\d{2}/,
  );
  await expectAsOf(upcoming);
  await expectCleanText(page);
  await page.screenshot({ path: test.info().outputPath('earnings.png'), fullPage: true });

  // A past session from the list: the URL names it, the list and the detail follow.
  const select = page.getByRole('combobox', { name: 'Session' });
  const past = await select.locator('option').nth(2).getAttribute('value');
  expect(past).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await select.selectOption(past!);
  await expect(page).toHaveURL(new RegExp(`session=${past}`));
  await expect(reporters.getByRole('heading', { name: `Reporters on ${past}` })).toBeVisible();
  await expect(bodyRows(table).first()).toBeVisible();
  const second = (await bodyRows(table).last().getAttribute('data-ticker'))!;
  await reporters.getByRole('button', { name: second, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`ticker=${second}`));
  await expect(event.getByRole('heading', { name: `${second} earnings event and flow` })).toBeVisible();
  await expect(event).toContainText(past!);
  await page.reload();
  await expect(event.getByRole('heading', { name: `${second} earnings event and flow` })).toBeVisible();
  expect(errors).toEqual([]);
});

/** A (session, ticker) whose earnings detail carries abnormal trades, found through the BFF. */
async function reporterWithAbnormalTrades(
  request: APIRequestContext,
): Promise<{ session: string; ticker: string; occ: string } | null> {
  const sessions = (
    (await (await request.get('/api/v1/earnings/sessions')).json()) as {
      sessions: { session: string }[];
    }
  ).sessions;
  for (const { session } of sessions.slice(0, 6)) {
    const rows = ((await (await request.get(`/api/v1/earnings/${session}`)).json()) as { rows: { ticker: string }[] })
      .rows;
    for (const { ticker } of rows) {
      const detail = (await (await request.get(`/api/v1/earnings/${session}/${ticker}`)).json()) as {
        abnormal_trades?: { option_symbol: string }[];
      };
      const occ = detail.abnormal_trades?.[0]?.option_symbol;
      if (occ) return { session, ticker, occ };
    }
  }
  return null;
}

test("earnings: a reporter's abnormal trades are listed and open their contract", async ({ page, request }) => {
  const found = await reporterWithAbnormalTrades(request);
  expect(found, 'some recent reporter has abnormal trades').not.toBeNull();
  const { session, ticker, occ } = found!;
  const errors = collectConsoleErrors(page);
  await page.goto(`/earnings?session=${session}&ticker=${ticker}`);
  const panel = page.getByTestId('earnings-abnormal');
  await expect(panel.getByRole('heading', { name: `${ticker} abnormal trades` })).toBeVisible();
  const link = panel.getByRole('link', { name: occ }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/contract/${encodeURIComponent(occ)}`);
  await expect(panel.getByRole('table', { name: 'Abnormal trades' })).toContainText(/\$\d/);
  await expectAsOf(panel);
  expect(errors).toEqual([]);
});

test('calendar: events with impact filter and ETF sensitivity, event history, ETF flow, detail and timeseries', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Economic calendar' })).toBeVisible();

  const calendar = page.getByTestId('economic-calendar');
  const events = calendar.getByRole('table', { name: 'Economic events' });
  await expect(bodyRows(events).first()).toBeVisible();
  await expect(bodyRows(events).first()).toContainText(/\d{4}-\d{2}-\d{2}\s*\d{2}:\d{2}/);
  await expect(events).toContainText(/avg move ±\d+\.\d\d%/);
  await expectAsOf(calendar);

  // The history of the first release's series is drawn: actual and consensus lines with points.
  const firstEvent = (await bodyRows(events).first().getByRole('button').innerText()).trim();
  const history = page.getByTestId('economic-history');
  await expect(history.getByRole('heading', { name: new RegExp(`^${firstEvent}`) })).toBeVisible();
  const historyChart = history.getByRole('img', { name: `${firstEvent} actual versus consensus by release date` });
  await expect(historyChart.locator('circle').first()).toBeVisible();
  expect(await historyChart.locator('path').count()).toBeGreaterThanOrEqual(2);
  await expect(history).toContainText(/\d+ releases, \d{4}-\d{2}-\d{2} → \d{4}-\d{2}-\d{2}/);
  await expectAsOf(history);

  const flow = page.getByTestId('etf-flow');
  const flowTable = flow.getByRole('table', { name: 'ETF flow' });
  await expect(bodyRows(flowTable)).toHaveCount(4);
  for (const s of ['SPY', 'QQQ', 'IWM', 'TLT']) await expect(flowTable.locator(`tr[data-symbol="${s}"]`)).toBeVisible();
  await expect(flowTable.locator('tr[data-symbol="SPY"]')).toContainText(/\$\d/);
  await expectAsOf(flow);

  const detail = page.getByTestId('etf-detail');
  await expect(detail.getByRole('heading', { name: 'SPY option flow detail' })).toBeVisible();
  await expect(detail).toContainText(/Net premium\s*[+−]?\$\d/);
  await expect(detail.getByRole('img', { name: 'SPY net option premium by strike' })).toBeVisible();
  await expectAsOf(detail);

  const seriesPanel = page.getByTestId('etf-series');
  const seriesChart = seriesPanel.getByRole('img', { name: 'SPY call, put and net option premium per session' });
  expect(await seriesChart.locator('path').count()).toBeGreaterThanOrEqual(3);
  await expectAsOf(seriesPanel);
  await expectCleanText(page);
  await page.screenshot({ path: test.info().outputPath('calendar.png'), fullPage: true });

  // Impact filter: in the URL, and every listed event has that impact.
  await page.getByRole('group', { name: 'Impact' }).getByRole('button', { name: 'high', exact: true }).click();
  await expect(page).toHaveURL(/impact=high/);
  await expect(calendar).toContainText('high impact only');
  const rows = bodyRows(events);
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.locator('td').nth(2)).toContainText('high');

  // Another ETF: detail and timeseries follow, the choice is in the URL.
  await flow.getByRole('button', { name: 'QQQ', exact: true }).click();
  await expect(page).toHaveURL(/etf=QQQ/);
  await expect(detail.getByRole('heading', { name: 'QQQ option flow detail' })).toBeVisible();
  await expect(
    seriesPanel.getByRole('img', { name: 'QQQ call, put and net option premium per session' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('earnings and calendar on a phone: data shown, page content within the viewport', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, table] of [
    ['/earnings', 'Reporters'],
    ['/calendar', 'Economic events'],
  ] as const) {
    await page.goto(path);
    await expect(bodyRows(page.getByRole('table', { name: table })).first()).toBeVisible();
    // Wide tables scroll inside their panel: nothing of the page's own content reaches past the viewport
    // (the app's header is the layout's, checked by its own spec).
    await expect
      .poll(() =>
        page.evaluate(() => {
          let right = 0;
          for (const el of document.querySelectorAll('main section, main h1, main svg'))
            right = Math.max(right, el.getBoundingClientRect().right);
          return right;
        }),
      )
      .toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}-phone.png`), fullPage: true });
  }
  expect(errors).toEqual([]);
});
