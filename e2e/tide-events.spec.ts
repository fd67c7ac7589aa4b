import { expect, test } from './bff-fixture';
import { collectConsoleErrors } from './app-helpers';

// The tide beside the session's events at a fixed mid-session moment, Mon 2026-11-16 12:00 ET,
// a session with two releases at 08:30 ET before the open.
test.use({ viewport: { width: 1440, height: 900 } });

interface Tide {
  session: string;
  curve: { t: string; cum_net_premium: number }[];
}

test('releases marked on the tide, the premium after each read from the curve, ETF flow alongside, DTE through the session', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/tide');
  const around = page.getByTestId('around-releases');
  await expect(around).toBeVisible({ timeout: 60_000 });
  const calendar = (await (await page.request.get('/api/v1/economic/calendar?session=2026-11-16')).json()) as {
    rows: { event_name: string; date: string; time: string }[];
  };
  const names = calendar.rows.filter((r) => r.date === '2026-11-16').map((r) => r.event_name);
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) await expect(around.locator(`tr[data-release="${n}"]`)).toContainText('read from the open');

  // A release before the open is read from the open: net premium 15 minutes in, less at the open.
  const tide = (await (await page.request.get('/api/v1/tide/market')).json()) as Tide;
  const pts = tide.curve.map((p) => ({ t: Date.parse(p.t), v: p.cum_net_premium })).sort((a, b) => a.t - b.t);
  const at = (t: number) => pts.filter((p) => p.t <= t).at(-1)!.v;
  const change = at(pts[0]!.t + 15 * 60_000) - at(pts[0]!.t);
  const shown = (await around.locator(`tr[data-release="${names[0]}"]`).getByTestId('after-release').innerText())
    .replace(/[$,]/g, '')
    .replace('−', '-');
  const scale = shown.endsWith('B') ? 1e9 : shown.endsWith('M') ? 1e6 : shown.endsWith('K') ? 1e3 : 1;
  expect(Math.abs(parseFloat(shown) * scale - change)).toBeLessThanOrEqual(Math.max(1, Math.abs(change)) * 0.06);

  // The releases are marked on the curve's time axis; the four ETFs sit beside it.
  await expect(page.getByTestId('x-mark').first()).toBeAttached();
  const etfs = page.getByTestId('etf-flow-beside-tide');
  for (const s of ['SPY', 'QQQ', 'IWM', 'TLT']) await expect(etfs).toContainText(s);
  await expect(page.getByTestId('dte-readings')).toHaveText(/^[1-9]\d*$/);
  await page.screenshot({ path: 'e2e/screenshots/tide-beside-events.png', fullPage: true });
  expect(errors).toEqual([]);
});
