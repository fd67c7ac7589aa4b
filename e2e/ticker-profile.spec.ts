import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { collectConsoleErrors } from './app-helpers';

// The ticker profile (/ticker/:ticker) against the real BFF and its embedded sandbox (playwright.config.ts).
// Every expected value is read from the answer the page itself received, never written here.

type Answer = Record<string, unknown> & { rows?: Record<string, unknown>[] };

/** The JSON of every successful `/api/v1/` answer the page receives, by path and query. */
function recordAnswers(page: Page): Map<string, Answer> {
  const answers = new Map<string, Answer>();
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/v1/') || !res.ok()) return;
    try {
      answers.set(`${url.pathname}${url.search}`, (await res.json()) as Answer);
    } catch {
      // A body the page aborted (navigated away) has nothing to compare.
    }
  });
  return answers;
}

/** The newest answer whose path and query match `re`, once the page has received it. */
async function answerTo(answers: Map<string, Answer>, re: RegExp): Promise<Answer> {
  const find = (): Answer | undefined => [...answers].reverse().find(([k]) => re.test(k))?.[1];
  await expect.poll(() => find() !== undefined, { message: `an answer to ${re}` }).toBe(true);
  return find()!;
}

function firstRow(a: Answer): Record<string, unknown> {
  expect(a.rows?.length ?? 0).toBeGreaterThan(0);
  return a.rows![0]!;
}

async function expectCleanText(page: Page): Promise<void> {
  const text = await page.locator('main, #root').first().innerText();
  expect(text).not.toMatch(/\bNaN\b/);
  expect(text).not.toMatch(/\bundefined\b/);
  expect(text).not.toMatch(/Infinity/);
}

test('ticker profile: the URL upper-cases the ticker and every panel shows the answer it received', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const answers = recordAnswers(page);
  await page.goto('/ticker/nvda');
  await expect(page).toHaveURL(/\/ticker\/NVDA$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ticker profile — NVDA' })).toBeVisible();

  // Quote and candles move with the replay clock: compare with the newest answer the page holds.
  const quote = await answerTo(answers, /^\/api\/v1\/quotes\/NVDA(\?|$)/);
  expect(typeof quote.price).toBe('number');
  await expect
    .poll(async () => {
      const latest = await answerTo(answers, /^\/api\/v1\/quotes\/NVDA(\?|$)/);
      return (await page.getByTestId('quote-last').innerText()).includes((latest.price as number).toFixed(2));
    })
    .toBe(true);

  const candles = await answerTo(answers, /^\/api\/v1\/darkpool\/daily-candles\/NVDA\?/);
  expect((candles.candles as unknown[]).length).toBeGreaterThan(20);
  await expect
    .poll(async () => {
      const latest = await answerTo(answers, /^\/api\/v1\/darkpool\/daily-candles\/NVDA\?/);
      const bars = latest.candles as { close: number }[];
      return (await page.getByTestId('price-readout').innerText()).includes(`C ${bars.at(-1)!.close.toFixed(2)}`);
    })
    .toBe(true);

  const sma = await answerTo(answers, /^\/api\/v1\/technicals\/NVDA\?.*indicator=sma/);
  const smaLast = sma.rows!.at(-1)!.value as number;
  await expect(page.getByTestId('indicator-latest')).toContainText(`SMA 20 ${smaLast.toFixed(2)}`);
  await expect(page.getByRole('img', { name: 'NVDA close with SMA 20 and EMA 20' })).toBeVisible();

  const earnings = await answerTo(answers, /^\/api\/v1\/earnings\/calendar\?.*ticker=NVDA/);
  await expect(page.getByRole('table', { name: 'Upcoming earnings' })).toContainText(
    String(firstRow(earnings).session),
  );
  await expect(page.getByTestId('profile-unpublished')).toContainText('Institutional holdings (13F): not published');

  const si = await answerTo(answers, /^\/api\/v1\/short-interest\/NVDA\?/);
  await expect(page.getByRole('table', { name: 'Short interest by settlement date' })).toContainText(
    String(firstRow(si).settlement_date),
  );

  const news = await answerTo(answers, /^\/api\/v1\/news\?/);
  await expect(page.getByRole('list', { name: 'News headlines' })).toContainText(String(firstRow(news).headline));

  const seasonality = await answerTo(answers, /^\/api\/v1\/seasonality\/NVDA(\?|$)/);
  await expect(page.getByTestId('profile-seasonality')).toContainText(`${seasonality.from} → ${seasonality.to}`);
  await expect(page.getByRole('table', { name: 'Seasonality by month' }).locator('tbody tr')).toHaveCount(12);
  await expect(page.getByRole('img', { name: /NVDA average and median return by calendar month/ })).toBeVisible();

  const financials = await answerTo(answers, /^\/api\/v1\/fundamentals\/NVDA\/financials\?/);
  await expect(page.getByRole('table', { name: 'Financial statements (quarterly)' })).toContainText(
    String(firstRow(financials).fiscal_period),
  );

  const insiders = await answerTo(answers, /^\/api\/v1\/insider\/NVDA\?/);
  await expect(page.getByRole('table', { name: 'Insider transactions' })).toContainText(
    String(firstRow(insiders).insider_name),
  );

  const shortVolume = await answerTo(answers, /^\/api\/v1\/short-volume\/NVDA\?/);
  await expect(page.getByRole('table', { name: 'Daily short volume' })).toContainText(
    String(firstRow(shortVolume).session),
  );

  const splits = await answerTo(answers, /^\/api\/v1\/fundamentals\/NVDA\/splits(\?|$)/);
  const split = firstRow(splits);
  await expect(page.getByRole('table', { name: 'Stock splits' })).toContainText(
    `${String(split.split_to)}-for-${String(split.split_from)}`,
  );

  // A ticker without dividends says so rather than showing an empty table.
  const dividends = await answerTo(answers, /^\/api\/v1\/fundamentals\/NVDA\/dividends\?/);
  expect(dividends.rows).toEqual([]);
  await expect(page.getByTestId('profile-dividends')).toContainText('No dividends on record.');

  // Every panel states its freshness.
  for (const id of [
    'profile-quote',
    'profile-candles',
    'profile-indicators',
    'profile-catalysts',
    'profile-short-interest',
    'profile-news',
    'profile-seasonality',
    'profile-financials',
    'profile-insiders',
    'profile-short-volume',
    'profile-dividends',
    'profile-splits',
  ]) {
    await expect(page.getByTestId(id).getByTestId('freshness')).toContainText('as of');
  }
  await expectCleanText(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/ticker-profile-nvda.png' });
  await page.screenshot({ path: 'e2e/screenshots/ticker-profile-nvda-full.png', fullPage: true });
  expect(errors.filter((e) => !/status of (429|503)/.test(e))).toEqual([]);
});

test('ticker profile: indicator tabs, news filter, period switch, links and the ticker box', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const answers = recordAnswers(page);
  await page.goto('/ticker/NVDA');

  await page.getByRole('tab', { name: 'RSI 14' }).click();
  await expect(page).toHaveURL(/indicator=rsi/);
  const rsi = await answerTo(answers, /^\/api\/v1\/technicals\/NVDA\?.*indicator=rsi/);
  await expect(page.getByTestId('indicator-latest')).toContainText(
    `RSI ${(rsi.rows!.at(-1)!.value as number).toFixed(1)}`,
  );
  await expect(page.getByRole('img', { name: 'NVDA RSI with 30 and 70 bands' })).toBeVisible();

  await page.getByRole('tab', { name: 'MACD' }).click();
  await expect(page).toHaveURL(/indicator=macd/);
  const macd = await answerTo(answers, /^\/api\/v1\/technicals\/NVDA\?.*indicator=macd/);
  const params = macd.parameters as Record<string, number>;
  await expect(page.getByTestId('indicator-latest')).toContainText(
    `fast ${params.fast} · slow ${params.slow} · signal ${params.signal}`,
  );

  await page.getByLabel('News sentiment').selectOption('negative');
  const negative = await answerTo(answers, /^\/api\/v1\/news\?.*sentiment=negative/);
  const items = page.getByRole('list', { name: 'News headlines' }).getByRole('listitem');
  await expect(items.first()).toContainText(String(firstRow(negative).headline));
  for (const s of await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-sentiment'))))
    expect(s).toBe('negative');

  await page.getByRole('button', { name: 'annual' }).click();
  const annual = await answerTo(answers, /^\/api\/v1\/fundamentals\/NVDA\/financials\?.*period=annual/);
  await expect(page.getByRole('table', { name: 'Financial statements (annual)' })).toContainText(
    String(firstRow(annual).fiscal_period),
  );

  // The same ticker on the other pages.
  const links = page.getByRole('navigation', { name: 'NVDA on other pages' });
  await expect(links.getByRole('link', { name: 'Volatility' })).toHaveAttribute('href', '/volatility/NVDA');
  await expect(links.getByRole('link', { name: 'Dark pool' })).toHaveAttribute('href', '/darkpool/NVDA');
  await expect(links.getByRole('link', { name: 'Open interest' })).toHaveAttribute('href', '/oi/NVDA');
  await expect(links.getByRole('link', { name: 'Tide' })).toHaveAttribute('href', '/tide');
  await links.getByRole('link', { name: 'GEX' }).click();
  await expect(page).toHaveURL(/\/gex\/NVDA/);
  await page.goBack();

  // Another ticker from the box: its own answers, a dividend payer this time.
  await page.getByLabel('Ticker', { exact: true }).fill('aapl');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page).toHaveURL(/\/ticker\/AAPL/);
  const dividends = await answerTo(answers, /^\/api\/v1\/fundamentals\/AAPL\/dividends\?/);
  await expect(page.getByRole('table', { name: 'Dividend history' })).toContainText(
    String(firstRow(dividends).ex_date),
  );
  await expectCleanText(page);
  expect(errors.filter((e) => !/status of (429|503)/.test(e))).toEqual([]);
});

test('ticker profile: a path that is not a ticker shows one message and asks for nothing about it', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) asked.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  await page.goto('/ticker/9BAD');
  await expect(page.getByTestId('invalid-ticker')).toContainText('“9BAD” is not a ticker');
  await expect(page.getByTestId('profile-quote')).toHaveCount(0);
  expect(asked.filter((u) => /9BAD/i.test(u))).toEqual([]);
  expect(errors).toEqual([]);
});
