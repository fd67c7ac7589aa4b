/**
 * What a trader sees at a moment of the session, the same tests at every moment a spec file names: the
 * GEX chart opens with the prior session's last bars behind a divider, so the session's bars sit at a
 * normal width; the flow summary says "not yet" or a true reading, never "$0 / 0 orders" beside a tape
 * with rows; level labels never cover each other. `first-minutes.spec.ts`
 * (09:35 ET) and `late-session.spec.ts` (15:45 ET) register them at their clocks (playwright.config.ts).
 * Screenshots go to e2e/screenshots/ (git-ignored) for a person to look at.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './bff-fixture';
import { canvasIsDrawn, collectConsoleErrors } from './app-helpers';

/** A moment of Mon 2026-11-16 and what the chart holds then. */
export interface SessionMoment {
  /** Suffix of the screenshots' names. */
  readonly shot: string;
  /** Five-minute bars of the session the chart can hold at this moment. */
  readonly minSessionBars: number;
  readonly maxSessionBars: number;
}

export const chart = (page: Page): Locator => page.getByTestId('price-chart');

async function numberAttr(l: Locator, name: string): Promise<number> {
  return Number(await l.getAttribute(name));
}

/** No two label boxes of the price chart overlap, and each leads to a level in the pane. */
export async function expectLabelsApart(page: Page): Promise<void> {
  const boxes = await page
    .getByTestId('level-label')
    .evaluateAll((els) =>
      els.map((e) => ({ top: Number(e.getAttribute('data-top')), height: Number(e.getAttribute('data-height')) })),
    );
  boxes.sort((a, b) => a.top - b.top);
  for (let i = 1; i < boxes.length; i++)
    expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.top + boxes[i - 1]!.height);
}

/*
 * The two tests every moment runs: the GEX chart's context, and the board beside the flow summary. Each
 * spec file declares them itself, so they run against that file's BFF (e2e/bff-fixture.ts keys it by file).
 */
export const GEX_CONTEXT_TITLE =
  'GEX NVDA: the prior session’s last two hours behind a divider, then the session’s bars, no gap';
export const BOARD_SUMMARY_TITLE =
  'the board and the flow summary: "not yet" or a true reading, never $0 and 0 orders beside a tape';

export async function gexContextAt(page: Page, at: SessionMoment): Promise<void> {
  const errors = collectConsoleErrors(page);
  await page.goto('/gex/NVDA');
  await expect(page.getByTestId('price-source')).toHaveAttribute('data-source', 'profile', { timeout: 60_000 });
  // Two hours of the prior session's 5-minute bars, and the divider between the sessions.
  await expect(chart(page)).toHaveAttribute('data-prior-bars', '24', { timeout: 60_000 });
  await expect(chart(page)).toHaveAttribute('data-divider', 'shown');
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="price-chart"]')).toBe(true);
  const sessionBars = await numberAttr(chart(page), 'data-session-bars');
  expect(sessionBars).toBeGreaterThanOrEqual(at.minSessionBars);
  expect(sessionBars).toBeLessThanOrEqual(at.maxSessionBars);
  await expect(chart(page)).toHaveAttribute('data-gaps', '0');
  // A screen reader hears the same: prior bars, a divider, the session's bars.
  await expect(page.getByTestId('chart-context')).toHaveText(
    new RegExp(
      `^Chart: 24 bars of the prior session \\(Fri 11-13\\), a divider, then ${sessionBars} bars? of Mon 11-16\\.$`,
    ),
  );
  // The session's live levels are drawn: labelled in the column beside the price scale where they are
  // in the candles' range, as edge markers where they are not (which, depends on the day's range).
  await expect(page.getByTestId('level-label').or(page.getByTestId('edge-marker')).first()).toBeAttached({
    timeout: 60_000,
  });
  await expectLabelsApart(page);
  await page.screenshot({ path: `e2e/screenshots/first-minutes-gex-nvda-${at.shot}.png` });
  expect(errors).toEqual([]);
}

export async function boardAndSummaryAt(page: Page, at: SessionMoment): Promise<void> {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Watchlist board' })).toBeVisible();
  await expect(page.locator('tbody tr[data-ticker="NVDA"]')).toContainText(/(long|short) γ/, { timeout: 60_000 });
  await page.screenshot({ path: `e2e/screenshots/first-minutes-board-${at.shot}.png` });

  await page.goto('/flow');
  const summary = page.getByTestId('flow-summary');
  const notYet = summary.getByTestId('flow-summary-not-yet');
  const totals = summary.getByTestId('flow-summary-totals');
  await expect(notYet.or(totals)).toBeVisible({ timeout: 60_000 });
  if (await totals.isVisible()) {
    // A reading: orders counted, premium, and the reading's own time.
    const orders = totals.locator('div', { has: page.getByText('Orders', { exact: true }) }).locator('dd');
    await expect(orders).not.toHaveText('0');
    await expect(orders).not.toHaveText('—');
    await expect(totals.locator('dd').first()).not.toHaveText('$0');
    await expect(summary.getByTestId('freshness').first()).not.toContainText('as of —');
  } else {
    await expect(summary).not.toContainText('$0');
    await expect(summary).not.toContainText('as of —');
  }
  await page.screenshot({ path: `e2e/screenshots/first-minutes-flow-${at.shot}.png` });
  expect(errors).toEqual([]);
}
