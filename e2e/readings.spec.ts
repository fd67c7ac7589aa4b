/**
 * One reading of each number. NVDA's regime, flip and direction, read where a trader reads
 * them (the board, the GEX page, the directional rankings, the screener), must agree: the same
 * direction everywhere, every flip named by its variant and equal where the variant is the same, and
 * every regime on the side of the price its named flip says (above long γ, below short γ).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';

const TICKER = 'NVDA';

type Regime = 'long' | 'short';

interface RegimeShown {
  readonly regime: string;
  readonly variant: string;
  readonly flip: number;
  readonly price: number;
}

/** The rule a regime must follow: the side of its price against its flip. */
function sideOf(r: RegimeShown): Regime {
  return r.price > r.flip ? 'long' : 'short';
}

/** "−3.1%" / "+0.4%" as shown (U+2212 minus) → a number. */
function shownNumber(text: string): number {
  return Number(text.replace(/\u2212/g, '-').replace(/[+%,\s$]/g, ''));
}

/** The attributes of a regime element, read in one go (the page re-renders on every live tick). */
async function regimeOf(page: Page, selector: string): Promise<RegimeShown> {
  return page.locator(selector).evaluate((el) => ({
    regime: el.getAttribute('data-regime') ?? '',
    variant: el.getAttribute('data-flip-variant') ?? '',
    flip: Number(el.getAttribute('data-flip')),
    price: Number(el.getAttribute('data-price')),
  }));
}

interface BoardReading {
  readonly regime: RegimeShown;
  readonly flipCellVariant: string;
  readonly flipCellValue: number;
  readonly toFlipPct: string;
  readonly direction: string;
}

async function readBoard(page: Page): Promise<BoardReading> {
  await page.goto('/');
  const row = page.locator(`tbody tr[data-ticker="${TICKER}"]`);
  // The regime is read against the last traded price once one is observed (not the snapshot's spot).
  await expect(row.locator('[data-regime]')).toHaveAttribute('data-basis', 'live', { timeout: 90_000 });
  await expect(row.locator('[data-direction]')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('columnheader', { name: /To structural flip/ })).toBeVisible();
  return row.evaluate((tr) => {
    const regime = tr.querySelector('[data-regime]')!;
    const flipCell = tr.querySelector('td[data-level="gamma_flip"]')!;
    return {
      regime: {
        regime: regime.getAttribute('data-regime') ?? '',
        variant: regime.getAttribute('data-flip-variant') ?? '',
        flip: Number(regime.getAttribute('data-flip')),
        price: Number(regime.getAttribute('data-price')),
      },
      flipCellVariant: flipCell.getAttribute('data-flip-variant') ?? '',
      flipCellValue: Number(flipCell.getAttribute('data-value')),
      toFlipPct: flipCell.querySelector('[data-from]')?.firstChild?.textContent ?? '',
      direction: tr.querySelector('[data-direction]')?.getAttribute('data-direction') ?? '',
    };
  });
}

async function readRankingsDirection(page: Page): Promise<string> {
  await page.goto('/rankings?tab=directional');
  const table = page.getByRole('table', { name: 'Directional scores' });
  // The list is ordered by the service; ask for every row so NVDA is in it.
  await page.getByRole('combobox', { name: 'Rows' }).selectOption('500');
  const row = table.getByRole('row', { name: `Show directional history for ${TICKER}` });
  const cell = row.locator('[data-direction]');
  await expect(cell).toBeVisible({ timeout: 60_000 });
  return (await cell.getAttribute('data-direction')) ?? '';
}

async function readScreenerDirection(page: Page): Promise<string> {
  // Every screened ticker (the route's most rows), so NVDA is listed whatever its score.
  await page.goto('/markets?limit=200');
  const row = page.getByRole('table', { name: 'Screener results' }).locator(`tr[data-ticker="${TICKER}"]`);
  const cell = row.locator('[data-direction]');
  await expect(cell).toBeVisible({ timeout: 60_000 });
  return (await cell.getAttribute('data-direction')) ?? '';
}

test('NVDA reads the same on the board, the GEX page, the rankings and the screener', async ({ page }) => {
  test.setTimeout(240_000);

  // The board: the regime is the last price against the structural flip, the column it sits beside.
  const board = await readBoard(page);
  expect(board.regime.variant).toBe('structural');
  expect(board.flipCellVariant).toBe('structural');
  expect(board.regime.flip).toBe(board.flipCellValue);
  expect(board.regime.regime).toBe(sideOf(board.regime));
  // "To structural flip" has the sign the regime implies: a flip above the price is never "long γ".
  expect(Math.sign(shownNumber(board.toFlipPct))).toBe(board.regime.regime === 'long' ? -1 : 1);

  // The GEX page (with-flow by default): its flip is labelled with-flow, the regime read against it.
  await page.goto(`/gex/${TICKER}`);
  const legend = page.getByRole('list', { name: 'Key levels' });
  const live = page.getByTestId('regime-live');
  await expect(live).not.toHaveAttribute('data-regime', '', { timeout: 90_000 });
  await expect(live).toHaveAttribute('data-flip-variant', 'with-flow');
  const flipItem = legend.locator('li[data-level="gamma_flip"]');
  await expect(flipItem).toContainText('With-flow flip');
  const withFlow = await regimeOf(page, '[data-testid="regime-live"]');
  expect(withFlow.regime).toBe(sideOf(withFlow));
  expect(Number(await flipItem.getAttribute('data-value'))).toBe(withFlow.flip);
  // The page's structural reading names the same flip as the board's, and equals it.
  const structural = await regimeOf(page, '[data-testid="regime-structural"]');
  expect(structural.variant).toBe('structural');
  expect(structural.flip).toBe(board.regime.flip);
  expect(structural.regime).toBe(sideOf(structural));
  await expect(page.getByTestId('regime-definition')).toContainText('side of the price against the named gamma flip');

  // With the structural levels chosen, the legend's flip is the board's, labelled as such.
  await page.goto(`/gex/${TICKER}?levels=structural`);
  await expect(flipItem).toContainText('Structural flip', { timeout: 60_000 });
  await expect(flipItem).toHaveAttribute('data-value', String(board.regime.flip));
  await expect(live).toHaveAttribute('data-flip-variant', 'structural');
  const againstStructural = await regimeOf(page, '[data-testid="regime-live"]');
  expect(againstStructural.regime).toBe(sideOf(againstStructural));

  // One direction: the board's arrow, the directional rankings and the screener. The score moves with
  // the replayed session, so the three are read again (all of them) until one pass finds them equal.
  let directions: string[] = [];
  await expect
    .poll(
      async () => {
        directions = [
          (await readBoard(page)).direction,
          await readRankingsDirection(page),
          await readScreenerDirection(page),
        ];
        return new Set(directions).size;
      },
      { timeout: 150_000, intervals: [1_000] },
    )
    .toBe(1);
  expect(['bullish', 'bearish', 'neutral']).toContain(directions[0]);
});
