/**
 * Distances and regime follow the live price (what a trader acts on). The sandbox's price is moved
 * through its admin clock route (two frozen instants of the same session, after the 08:30 ET snapshot
 * and before the 16:30 ET one, so the levels stay those of one snapshot while the price moves). The
 * board and the GEX page must measure from the last traded price, read the regime as that price against
 * the named flip (the board's structural flip, the GEX page's with-flow flip: one definition on every
 * page), and label the snapshot's spot as such.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { sandboxUrl } from './app-helpers';

const TICKER = 'NVDA';

interface Market {
  readonly price: number;
  readonly snapshotSpot: number;
  readonly putWall: number;
  /** The price against the `/levels` (structural) flip, and against the with-flow flip. */
  readonly structuralRegime: 'long' | 'short';
  readonly withFlowRegime: 'long' | 'short';
}

const side = (price: number, flip: number): 'long' | 'short' => (price > flip ? 'long' : 'short');

/** "−0.81" / "+1.2%" as shown (U+2212 minus) → a number. */
function shownNumber(text: string): number {
  return Number(text.replace(/\u2212/g, '-').replace(/[+%,\s]/g, ''));
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const r = await request.get(path);
  expect(r.ok(), `${path} answered ${r.status()}`).toBe(true);
  return (await r.json()) as T;
}

/**
 * What the reference's own answers say at the sandbox's (frozen) instant, read through the BFF once its
 * cache has caught up with the clock: the quote's last minute and the intraday sample are the instant's.
 */
async function marketAt(request: APIRequestContext, session: string, atMs: number): Promise<Market> {
  let market: Market | null = null;
  await expect
    .poll(
      async () => {
        const quote = await getJson<{ price: number | null; as_of?: string | null }>(
          request,
          `/api/v1/quotes/${TICKER}`,
        );
        const intraday = await getJson<{ series: { t: string; net_gex: number | null }[] }>(
          request,
          `/api/v1/gex/${session}/${TICKER}/intraday-exposures?dte_filter=all&step_min=5`,
        );
        const levels = await getJson<{ spot: number; put_wall: number; gamma_flip: number }>(
          request,
          `/api/v1/gex/${session}/${TICKER}/levels?dte_filter=all`,
        );
        const withFlow = await getJson<{ summary: { key_levels: { gamma_flip: number } } }>(
          request,
          `/api/v1/gex/${session}/${TICKER}/with-flow?dte_filter=all`,
        );
        const last = intraday.series.filter((s) => s.net_gex !== null).at(-1);
        const quoteAt = quote.as_of ? Date.parse(quote.as_of) : NaN;
        const fresh =
          quote.price !== null &&
          Math.abs(quoteAt - atMs) <= 2 * 60_000 &&
          last !== undefined &&
          Math.abs(Date.parse(last.t) - atMs) <= 6 * 60_000;
        if (!fresh) return false;
        market = {
          price: quote.price!,
          snapshotSpot: levels.spot,
          putWall: levels.put_wall,
          structuralRegime: side(quote.price!, levels.gamma_flip),
          withFlowRegime: side(quote.price!, withFlow.summary.key_levels.gamma_flip),
        };
        return true;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
  return market!;
}

async function expectBoardAt(page: Page, m: Market): Promise<void> {
  const row = page.locator(`tbody tr[data-ticker="${TICKER}"]`);
  // Reload until the page's own requests have caught up with the moved market.
  await expect
    .poll(
      async () => {
        await page.goto('/');
        // A row not priced yet is read again after a reload, not failed: the poll's timeout bounds it.
        const priced = await row
          .locator('td[data-level="put_wall"] [data-from]')
          .waitFor({ timeout: 30_000 })
          .then(
            () => true,
            () => false,
          );
        return priced ? shownNumber(await row.locator('td').nth(1).innerText()) : NaN;
      },
      { timeout: 150_000, intervals: [1_000] },
    )
    .toBeCloseTo(m.price, 2);
  const putWall = row.locator('td[data-level="put_wall"] [data-from]');
  // Measured from the last price, saying so; not from the snapshot's spot.
  await expect(putWall).toHaveAttribute('data-from', `from last ${m.price.toFixed(2)}`);
  const abs = shownNumber(await putWall.locator('.text-muted').innerText());
  expect(abs).toBeCloseTo(m.putWall - m.price, 2);
  await expect(row.getByTestId('levels-at')).toContainText(`spot ${m.snapshotSpot.toFixed(2)} · `);
  await expect(row.getByTestId('levels-at')).toContainText(' ET snapshot');
  // The regime is the last price against the structural flip, named.
  const regime = row.locator('td').nth(3).locator('[data-regime]');
  await expect(regime).toHaveAttribute('data-basis', 'live', { timeout: 60_000 });
  await expect(regime).toHaveAttribute('data-regime', m.structuralRegime);
  await expect(regime).toHaveAttribute('data-flip-variant', 'structural');
}

async function expectGexPageAt(page: Page, m: Market): Promise<void> {
  await page.goto(`/gex/${TICKER}`);
  const legend = page.getByRole('list', { name: 'Key levels' });
  await expect(legend.getByTestId('live-price')).toHaveAttribute('data-value', String(m.price), { timeout: 60_000 });
  await expect(legend.getByTestId('distances-from')).toHaveText(`distances from last ${m.price.toFixed(2)}`);
  // The legend shows the basis chosen on the page (with flow by default): its put wall, from the last price.
  const wall = legend.locator('li[data-level="put_wall"]');
  await expect(wall).not.toHaveAttribute('data-value', '');
  const wallValue = Number(await wall.getAttribute('data-value'));
  const abs = shownNumber((await wall.getByTestId('distance').innerText()).split('/')[1]!);
  expect(abs).toBeCloseTo(wallValue - m.price, 2);
  await expect(legend.getByTestId('snapshot-spot')).toContainText(
    `levels computed at spot ${m.snapshotSpot.toFixed(2)} (`,
  );
  await expect(page.getByTestId('regime-live')).toHaveAttribute('data-regime', m.withFlowRegime, { timeout: 60_000 });
  await expect(page.getByTestId('regime-live')).toHaveAttribute('data-flip-variant', 'with-flow');
  await expect(page.getByTestId('regime-definition')).toContainText('side of the price against the named gamma flip');
  await expect(page.getByTestId('regime-structural')).not.toHaveAttribute('data-regime', '');
  await expect(page.getByTestId('regime-with-flow')).not.toHaveAttribute('data-regime', '');
}

test('distances and regime follow the live price on the board and the GEX page', async ({ page, request }) => {
  test.setTimeout(180_000);
  const sandbox = await sandboxUrl(request);
  const setClock = async (clock: string): Promise<void> => {
    const r = await request.post(`${sandbox}/sandbox/clock`, { data: { clock } });
    expect(r.ok(), await r.text()).toBe(true);
    // The BFF's cached answers are of the old moment: forgotten, so the moved market is read at once.
    expect((await request.post('/api/dev/cache/clear')).ok()).toBe(true);
  };
  const { session } = (await (await request.get(`${sandbox}/sandbox/clock`)).json()) as { session: string };
  // 10:00 and 13:30 ET (November: UTC−5), both between the AM and the PM chain snapshots.
  const first = Date.parse(`${session}T15:00:00Z`);
  const second = Date.parse(`${session}T18:30:00Z`);
  await setClock(`frozen:${new Date(first).toISOString()}`);
  const before = await marketAt(request, session, first);
  await expectBoardAt(page, before);
  await expectGexPageAt(page, before);
  await page.screenshot({ path: 'e2e/screenshots/live-levels-gex-before.png', fullPage: true });

  await setClock(`frozen:${new Date(second).toISOString()}`);
  const after = await marketAt(request, session, second);
  expect(after.price, 'the sandbox price moved').not.toBeCloseTo(before.price, 2);
  // Same snapshot, so the same levels and snapshot spot: only the price moved.
  expect(after.snapshotSpot).toBe(before.snapshotSpot);
  await expectBoardAt(page, after);
  await page.screenshot({ path: 'e2e/screenshots/live-levels-board-after.png' });
  await expectGexPageAt(page, after);
  await page.screenshot({ path: 'e2e/screenshots/live-levels-gex-after.png', fullPage: true });
});
