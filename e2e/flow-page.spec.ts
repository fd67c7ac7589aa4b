/**
 * The flow page as a trader uses it: the premium summary and most active contracts with their "as of",
 * the tape with its OI column and flags, filters and presets that live in the URL (a reload keeps
 * them, a negative number is refused where it is typed), the CSV export one field per column with ET
 * times, every OCC symbol opening its contract page, and axe in both themes. Values are read from the
 * page and from the tape store the page exposes (`window.__oaTape`), never hard-coded.
 */
import { seriousAxeViolations } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import fs from 'node:fs';
import { collectConsoleErrors } from './app-helpers';
import { switchTheme } from './tour-helpers';

interface StoreRow {
  eventId: string;
  premium: number | null;
  orderType: string | null;
  optionType: string | null;
  side: string | null;
  openInterest: number | null;
  volOverOi: boolean | null;
  opening: boolean | null;
}

/** The rows the tape shows, in order, read from the page's tape store. */
async function visibleRows(page: Page): Promise<StoreRow[]> {
  return page.evaluate(() => {
    const s = window.__oaTape?.store;
    if (!s) return [];
    return Array.from({ length: s.visibleCount }, (_, i) => {
      const e = s.rowAt(i)!;
      return {
        eventId: e.eventId,
        premium: e.premium,
        orderType: e.orderType,
        optionType: e.optionType,
        side: e.side,
        openInterest: e.openInterest,
        volOverOi: e.volOverOi,
        opening: e.opening,
      };
    });
  });
}

async function openFlow(page: Page, search = ''): Promise<void> {
  await page.goto(`/flow${search}`);
  await expect(page.getByTestId('flow-page')).toBeVisible();
}

async function waitForTapeRows(page: Page): Promise<void> {
  // The tape's own rows: the abnormal trades beside it carry event ids too.
  await expect(page.getByRole('table', { name: 'Flow tape' }).locator('[data-event-id]').first()).toBeVisible({
    timeout: 45_000,
  });
}

async function waitForPanels(page: Page): Promise<void> {
  await expect(page.getByTestId('flow-summary-totals')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Most active contracts' })).toBeVisible({ timeout: 30_000 });
}

/** A tape row by event_id (an abnormal trade's row in the side panel carries the same id). */
function tapeRow(page: Page, eventId: string): Locator {
  return page.getByRole('table', { name: 'Flow tape' }).locator(`[data-event-id="${eventId}"]`);
}

/** The text of one column's cell in a tape row, found by its header. */
async function cellText(page: Page, eventId: string, header: string): Promise<string> {
  const headers = await page.getByRole('table', { name: 'Flow tape' }).getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.replace(/[↑↓]/g, '').trim() === header);
  expect(index, `column ${header} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return tapeRow(page, eventId).locator('[role="cell"]').nth(index).innerText();
}

test('on a phone the tape is compact rows: time, ticker, contract, side and premium, no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/flow');
  const table = page.getByRole('table', { name: 'Flow tape' });
  await expect(table.getByRole('columnheader')).toHaveCount(5);
  expect((await table.getByRole('columnheader').allInnerTexts()).map((h) => h.replace(/\s*[↑↓]$/, ''))).toEqual([
    'Time (ET)',
    'Ticker',
    'Contract',
    'Side · conf',
    'Premium',
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('summary and most active contracts show data with their as-of; every OCC symbol opens its contract', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await openFlow(page);
  await waitForPanels(page);

  const summary = page.getByTestId('flow-summary');
  // Total premium is a measured dollar figure, and calls plus puts make it up.
  const total = summary.getByTestId('flow-summary-totals').locator('dd').first();
  await expect(total).toHaveText(/^\$\d/);
  for (const panel of [summary, page.getByTestId('active-contracts')]) {
    // The "as of" is an ET time with its date, never a raw UTC string.
    await expect(panel.getByTestId('freshness').first()).toContainText(/as of \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} ET/);
  }

  const contracts = page.getByRole('table', { name: 'Most active contracts' }).locator('tbody tr');
  expect(await contracts.count()).toBeGreaterThan(0);
  const link = contracts.first().getByRole('link');
  const occ = await link.getAttribute('title');
  expect(occ).toMatch(/^O:[A-Z]+\d{6}[CP]\d{8}$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/contract/${encodeURIComponent(occ!)}$`));

  // The tape's OCC symbols open the contract page too.
  await openFlow(page);
  await waitForTapeRows(page);
  // Rows arriving at the top would move the link between reading it and clicking it: hold them.
  await page.getByRole('button', { name: /Pause/ }).click();
  const tapeLink = page
    .getByRole('table', { name: 'Flow tape' })
    .locator('[data-event-id] [role="cell"] a[href^="/contract/"]')
    .first();
  const tapeOcc = await tapeLink.getAttribute('title');
  await tapeLink.click();
  await expect(page).toHaveURL(new RegExp(`/contract/${encodeURIComponent(tapeOcc!)}$`));
  expect(errors).toEqual([]);
});

test("the tape shows each traded contract's published OI and flags Vol>OI and opening from it, coloured by sentiment", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await openFlow(page);
  await waitForTapeRows(page);
  await page.getByRole('button', { name: /Pause/ }).click();
  // The rows in view get their contracts' OI from each ticker's chain (one request per ticker): every
  // traded contract is listed in its chain, so each row in view comes to show its OI.
  await expect
    .poll(async () => (await visibleRows(page)).slice(0, 6).filter((r) => r.openInterest === null).length, {
      timeout: 30_000,
    })
    .toBe(0);
  const rows = (await visibleRows(page)).slice(0, 6);
  const traded = rows.find((r) => r.openInterest !== null)!;
  expect(await cellText(page, traded.eventId, 'OI')).not.toBe('—');
  for (const r of rows) {
    const oi = await cellText(page, r.eventId, 'OI');
    const vol = await cellText(page, r.eventId, 'Vol>OI');
    const opening = await cellText(page, r.eventId, 'Opening');
    // Not observed is a dash, never a 0 or a false flag.
    if (r.openInterest === null) expect(oi).toBe('—');
    else expect(oi.replace(/[^\d]/g, '')).not.toBe('');
    expect(vol).toBe(r.volOverOi === null ? '—' : r.volOverOi ? '▲ Vol>OI' : 'no');
    expect(opening).toBe(r.opening === true ? '▲ opening' : '—');
    // A bought call or a sold put is bullish, whichever side: the row's colour follows that.
    const lean =
      (r.optionType !== 'call' && r.optionType !== 'put') || (r.side !== 'buy' && r.side !== 'sell')
        ? 'none'
        : (r.optionType === 'call') === (r.side === 'buy')
          ? 'bullish'
          : 'bearish';
    await expect(tapeRow(page, r.eventId)).toHaveAttribute('data-lean', lean);
  }
  expect(errors).toEqual([]);
});

test('filters and presets live in the URL, survive a reload, and refuse negative numbers', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openFlow(page);
  await waitForTapeRows(page);
  const filters = page.getByRole('group', { name: 'Tape filters' });

  // A preset writes its filter to the URL; the fields show it.
  await filters.getByLabel('Preset').selectOption({ label: 'Sweeps ≥ $100k' });
  await expect(page).toHaveURL(/[?&]type=sweep/);
  await expect(page).toHaveURL(/[?&]min_premium=100000/);
  await expect(filters.getByLabel('Min premium $')).toHaveValue('100000');

  // A threshold typed by hand joins it.
  await filters.getByLabel('Min size').fill('200');
  await expect(page).toHaveURL(/[?&]min_size=200/);
  await expect(filters.getByLabel('Preset')).toHaveValue('');

  // A negative number is refused where it is typed, and the filter keeps its last value.
  await filters.getByLabel('Min premium $').fill('-5000');
  const refusal = filters.getByRole('alert');
  await expect(refusal).toHaveText('Premium cannot be negative: not applied');
  await expect(filters.getByLabel('Min premium $')).toHaveAttribute('aria-invalid', 'true');
  // Time for the (refused) value to have applied, had it been accepted: a later valid edit shows it was not.
  await filters.getByLabel('Min size').fill('300');
  await expect(page).toHaveURL(/[?&]min_size=300/);
  expect(new URL(page.url()).searchParams.get('min_premium')).toBe('100000');

  // A reload (or a shared link) gives the same filtered tape.
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(filters.getByLabel('Min premium $')).toHaveValue('100000');
  await expect(filters.getByLabel('Min size')).toHaveValue('300');
  await expect(filters.getByLabel('Type')).toHaveValue('sweep');
  await expect(page.getByTestId('tape-counts')).toContainText('(filtered)');
  await expect.poll(async () => (await visibleRows(page)).length, { timeout: 45_000 }).toBeGreaterThan(0);
  for (const r of await visibleRows(page)) {
    expect(r.orderType).toBe('sweep');
    expect(r.premium).toBeGreaterThanOrEqual(100_000);
  }

  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/flow$/);
  await expect(filters.getByLabel('Min premium $')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('the CSV has one field per value and the times in ET with the date, as on screen', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openFlow(page);
  await waitForTapeRows(page);
  // Hold the rows still, so the export and the screen show the same tape.
  await page.getByRole('button', { name: /Pause/ }).click();
  const first = (await visibleRows(page))[0]!;
  const screenTime = await cellText(page, first.eventId, 'Time (ET)');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Export CSV \(\d+ rows\)/ }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  const header = lines[0]!.split(',');
  for (const name of ['time (ET)', 'side', 'direction_confidence', 'price', 'bid', 'ask', 'open_interest', 'vol_gt_oi'])
    expect(header).toContain(name);
  expect(lines.length - 1).toBe((await visibleRows(page)).length);

  const row = lines[1]!;
  const time = row.split(',')[header.indexOf('time (ET)')]!;
  expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(time.endsWith(screenTime)).toBe(true);
  // The side is one field, its confidence another; an unobserved OI is an empty field, not 0.
  const fields = row.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((f) => f.replace(/,$/, ''));
  expect(['buy', 'sell', 'neutral', '']).toContain(fields[header.indexOf('side')]);
  if (first.openInterest === null) expect(fields[header.indexOf('open_interest')]).toBe('');
  expect(errors).toEqual([]);
});

test('/flow has no serious or critical axe violation in either theme', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openFlow(page);
  await waitForPanels(page);
  await waitForTapeRows(page);
  // A refused number is part of what the trader sees: its message must be readable too.
  await page.getByRole('group', { name: 'Tape filters' }).getByLabel('Min size').fill('-1');
  await expect(page.getByRole('group', { name: 'Tape filters' }).getByRole('alert')).toBeVisible();
  // Both themes over the same page: the second is switched in place.
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light') await switchTheme(page, 'light');
    expect(await seriousAxeViolations(page), theme).toEqual([]);
  }
  expect(errors).toEqual([]);
});
