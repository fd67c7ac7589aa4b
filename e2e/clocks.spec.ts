/**
 * What a trader must see at each market clock (playwright.config.ts runs this spec on one BFF per
 * clock): the session the service calls current (never the browser clock's guess), and whether the
 * data on screen is live (provisional, delayed) or a complete session (final, real-time).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';

interface ClockExpectation {
  /** The session a `current` endpoint answers for at this clock. */
  readonly session: string;
  /** Whether that session is still accumulating. */
  readonly live: boolean;
}

const AT: Readonly<Record<string, ClockExpectation>> = {
  'mid-session': { session: '2026-11-16', live: true },
  'pre-open': { session: '2026-11-13', live: false },
  'after-close': { session: '2026-11-13', live: false },
  saturday: { session: '2026-11-13', live: false },
  holiday: { session: '2026-11-25', live: false },
  'early-close': { session: '2026-11-27', live: false },
};

function expected(): ClockExpectation {
  const clockName = String(test.info().project.metadata.clockName);
  const e = AT[clockName];
  if (!e) throw new Error(`clocks.spec.ts has no expectation for the clock ${clockName}`);
  return e;
}

function intentBadge(page: Page) {
  return page.locator('section[aria-labelledby="intent-title"]').getByTestId('freshness');
}

test('the session picker and the GEX page name the session the service calls current', async ({ page }) => {
  const { session } = expected();
  await page.goto('/gex/SPY');
  await expect(page.getByText(`GEX · ${session} (current)`)).toBeVisible();
  await expect(page.getByLabel('Session').locator('option').first()).toHaveText(`current (${session})`);
});

test('intent rankings say whether the current session is live or complete', async ({ page }) => {
  const { session, live } = expected();
  await page.goto('/rankings');
  const badge = intentBadge(page);
  await expect(badge).toContainText(`as of ${session}`);
  if (live) {
    await expect(badge).toContainText('◔ provisional');
    await expect(badge).toContainText('◷ delayed 1 min (source licence)');
  } else {
    // A complete session is final and never delayed: nothing on screen pretends to be live.
    await expect(badge).toContainText('✓ final');
    await expect(badge).toContainText('● real-time');
    await expect(badge).not.toContainText('provisional');
    await expect(badge).not.toContainText('delayed');
  }
  await expect(page.getByRole('table', { name: 'Intent flow rankings' }).getByRole('row').nth(1)).toBeVisible();
});

test('the tide names the session it sums and says whether it is still moving', async ({ page }) => {
  const { session, live } = expected();
  await page.goto('/tide');
  const panel = page.getByRole('region', { name: `Cumulative premium through the session (${session})` });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const badge = panel.getByTestId('freshness').first();
  await expect(badge).toContainText(live ? '◔ provisional' : '✓ final');
  if (!live) await expect(badge).not.toContainText('delayed');
});
