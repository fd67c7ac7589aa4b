/**
 * Test support, loaded with `node --import` into a BFF a test starts as a child process: sets its
 * `Date.now` as the test chose, so the child's budgets count the minute and the day the test's sandbox
 * counts, as an in-process BFF's do with `budgetNow` (test-kit.ts). WALL_CLOCK_OFFSET_MS moves the clock
 * (it still runs); WALL_CLOCK_FROZEN_AT_MS stands it still (a minute window that never turns, however
 * slow the machine). Nothing in the app imports it.
 */
const frozenAt = Number(process.env.WALL_CLOCK_FROZEN_AT_MS ?? 'NaN');
const offset = Number(process.env.WALL_CLOCK_OFFSET_MS ?? '0');
if (Number.isFinite(frozenAt)) {
  Date.now = () => frozenAt;
} else if (Number.isFinite(offset) && offset !== 0) {
  const realNow = Date.now.bind(Date);
  Date.now = () => realNow() + offset;
}
