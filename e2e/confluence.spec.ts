import type { Page } from '@playwright/test';
import { expect, test } from './bff-fixture';
import { canvasIsDrawn, collectConsoleErrors } from './app-helpers';

// The GEX page's confluence chart at a fixed mid-session moment: every layer on, each listed
// confluence made of levels that are the services' own answers, within the band of each other.
test.use({ viewport: { width: 1440, height: 900 } });

type Json = Record<string, unknown>;

/** The answers the page received, by the part of the path that names them. */
function recordAnswers(page: Page): Map<string, Json> {
  const seen = new Map<string, Json>();
  page.on('response', async (r) => {
    const path = new URL(r.url()).pathname;
    const name = ['/with-flow', '/print-levels/', '/time-profile/'].find((p) => path.includes(p));
    if (!name || r.status() !== 200) return;
    const answer = (await r.json()) as Json;
    // The chart also reads the prior session's levels for context: the page's own are the newest session's.
    const held = seen.get(name);
    if (held && String(held.session ?? '') > String(answer.session ?? '')) return;
    seen.set(name, answer);
  });
  return seen;
}

const GAMMA_FIELDS: Record<string, string> = {
  gamma_flip: 'gamma_flip',
  local_transition: 'local_gamma_transition',
  call_wall: 'call_wall',
  put_wall: 'put_wall',
  max_pain: 'max_pain',
};

/** The prices an answer gives for a member of a confluence: the level must be one of them. */
function answerPrices(answers: Map<string, Json>, source: string, key: string): number[] {
  if (source === 'gamma') {
    const a = answers.get('/with-flow')!;
    const summary = (a.summary ?? {}) as Json;
    const block = (summary.key_levels ?? a.key_levels) as Json;
    return [Number(block[GAMMA_FIELDS[key]!])];
  }
  if (source === 'dp_levels')
    return ((answers.get('/print-levels/')!.levels ?? []) as Json[]).map((l) => Number(l.price));
  const profile = answers.get('/time-profile/')!;
  if (source === 'blocks') return ((profile.largest_blocks ?? []) as Json[]).map((b) => Number(b.price));
  return [Number(profile[key])];
}

test('all layers on: dark-pool levels, POC and value area, abnormal trades and blocks; each confluence checks against the answers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const answers = recordAnswers(page);
  await page.goto('/gex/SPY?layers=dp_levels,dp_profile,abnormal,blocks&band=1');
  for (const k of ['dp_levels', 'dp_profile', 'abnormal', 'blocks'])
    await expect(page.getByTestId(`layer-toggle-${k}`)).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(page.getByTestId('layer-toggle-dp_levels')).not.toHaveAttribute('data-count', '0');
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="price-chart"]')).toBe(true);

  const listed = page.getByTestId('confluence');
  await expect(listed.first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'e2e/screenshots/gex-confluence.png' });
  expect(answers.has('/with-flow') && answers.has('/print-levels/') && answers.has('/time-profile/')).toBe(true);

  for (const item of await listed.all()) {
    const lo = Number(await item.getAttribute('data-lo'));
    const hi = Number(await item.getAttribute('data-hi'));
    const members = await item.locator('[data-member]').evaluateAll((els) =>
      els.map((e) => ({
        key: e.getAttribute('data-member')!,
        source: e.getAttribute('data-source')!,
        price: Number(e.getAttribute('data-member-price')),
      })),
    );
    // Two layers at least, within 1% of each other.
    expect(new Set(members.map((m) => m.source)).size).toBeGreaterThanOrEqual(2);
    expect(hi - lo).toBeLessThanOrEqual(lo * 0.01 + 1e-9);
    for (const m of members) {
      expect(m.price).toBeGreaterThanOrEqual(lo);
      expect(m.price).toBeLessThanOrEqual(hi);
      expect(answerPrices(answers, m.source, m.key)).toContain(m.price);
    }
  }

  // A narrower band lists no more than the wider one, and the URL keeps it.
  const wide = await listed.count();
  await page.getByRole('radiogroup', { name: 'Band' }).getByRole('radio', { name: '0.1%' }).click();
  await expect(page).toHaveURL(/band=0\.1/);
  expect(await listed.count()).toBeLessThanOrEqual(wide);

  // Switching every layer off asks nothing more and says what to switch on.
  await page.getByTestId('layer-toggle-all').click();
  await expect(page).not.toHaveURL(/layers=/);
  await expect(page.getByText('Switch on a layer')).toBeVisible();
  expect(errors).toEqual([]);
});

test('dark-pool levels out of view: one marker per edge names the nearest and counts the rest', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const answers = recordAnswers(page);
  // NVDA's dark-pool levels at this moment lie below the day's candles.
  await page.goto('/gex/NVDA?layers=dp_levels');
  await expect(page.getByTestId('layer-toggle-dp_levels')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  const markers = page.locator('li[data-testid="edge-marker"][data-level^="dp:"]');
  await expect(markers.first()).toBeAttached({ timeout: 30_000 });
  const levels = ((answers.get('/print-levels/')!.levels ?? []) as Json[]).map((l) => Number(l.price));
  for (const m of await markers.all()) {
    const text = await m.innerText();
    const price = Number(/DP level (\d+\.\d+)/.exec(text)![1]);
    const shown = 1 + Number(/· (\d+) more dark-pool levels/.exec(text)?.[1] ?? 0);
    // The named level is the nearest of those beyond the edge: every other one lies further out.
    const beyond =
      (await m.getAttribute('data-edge')) === 'top'
        ? levels.filter((p) => p >= price - 0.005)
        : levels.filter((p) => p <= price + 0.005);
    expect(beyond).toHaveLength(shown);
  }
  expect(errors).toEqual([]);
});

test('with every layer off (the default) the GEX page asks none of the layers’ endpoints', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) asked.push(new URL(r.url()).pathname);
  });
  await page.goto('/gex/SPY');
  await expect(page.getByTestId('layer-toggle-dp_levels')).toHaveAttribute('data-state', 'off');
  await expect.poll(() => canvasIsDrawn(page, '[data-testid="price-chart"]'), { timeout: 60_000 }).toBe(true);
  await expect(page.getByText('Switch on a layer')).toBeVisible();
  expect(asked.some((p) => p.includes('/with-flow'))).toBe(true);
  expect(asked.filter((p) => /print-levels|time-profile|abnormal-trades/.test(p))).toEqual([]);
});
