/** axe-core over a page as every spec runs it: serious and critical findings, as `rule: selectors` lines. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Rows past the first dozen of any table are left out: they repeat the first rows' markup and colours, and
 * axe's contrast check over hundreds of cells took a minute a page.
 */
const REPEATED_ROWS = 'tbody tr:nth-child(n+13)';

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).exclude(REPEATED_ROWS).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
