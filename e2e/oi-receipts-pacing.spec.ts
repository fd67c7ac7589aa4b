/**
 * OI receipts paced within the minute's budget: with the upstream refusing some contract
 * histories with 429 and a Retry-After, the progress counts only histories that have answered, a refused
 * one is asked again after its wait rather than counted as read, and the requests never come as a storm.
 * On the replay clock (moving from Wed 2026-11-18 15:30 ET), for the previous session's abnormal trades.
 */
import { expect, test } from './bff-fixture';
import { collectConsoleErrors, sandboxUrl } from './app-helpers';

const SESSION = '2026-11-17';
const HISTORY = /\/api\/v1\/contracts\/([^/]+)\/historic/;

test('receipt progress counts only answered contract histories; a 429 is waited out and asked again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const sandbox = await sandboxUrl(page.request);
  // Refused answers log a console error in Chromium: those of the injected 429s are expected.
  const errors = collectConsoleErrors(page);
  const answered = new Set<string>();
  let refused = 0;
  page.on('response', (r) => {
    const m = HISTORY.exec(new URL(r.url()).pathname);
    if (!m) return;
    if (r.status() === 429) refused++;
    else if (r.status() === 200) answered.add(decodeURIComponent(m[1]!));
  });
  // One refusal. The history is read through the service's MCP tool (src/api/doors.ts), whose refusal
  // carries no Retry-After, so the BFF rightly holds every request to the end of its minute window: the
  // queue waits that out (up to a minute) and asks the refused history again.
  const fault = await page.request.post(`${sandbox}/sandbox/faults`, {
    data: { pattern: '/v1/contracts/*/historic', status: 429, retry_after: 3, count: 1 },
  });
  expect(fault.status()).toBe(201);

  await page.goto(`/flow?session=${SESSION}`);
  const panel = page.getByTestId('abnormal-panel');
  await panel.getByTestId('receipts-button').click({ timeout: 30_000 });
  const progress = panel.getByTestId('receipt-progress');
  await expect(progress).toBeVisible();
  const asked = Number(await progress.getAttribute('data-asked'));
  expect(asked).toBeGreaterThan(10);

  // At every reading the count read is never ahead of the histories that answered 200.
  const overcounts: string[] = [];
  await expect
    .poll(
      async () => {
        const shown = Number(await progress.getAttribute('data-answered'));
        if (shown > answered.size) overcounts.push(`${shown} shown, ${answered.size} answered`);
        return shown;
      },
      { timeout: 150_000, intervals: [200] },
    )
    .toBe(asked);
  expect(overcounts).toEqual([]);
  // The refusals happened, and each refused history was asked again until it answered.
  expect(refused).toBeGreaterThan(0);
  expect(answered.size).toBe(asked);
  // No storm: a refusal holds the queue, so a few requests at most meet the same wait.
  expect(refused).toBeLessThan(asked / 2);
  await expect(progress).toHaveText(`OI receipts: ${asked} of ${asked} contracts read`);
  expect(errors.filter((e) => !e.includes('429'))).toEqual([]);
});
