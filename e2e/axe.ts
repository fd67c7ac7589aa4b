/** axe-core over a page as every spec runs it: serious and critical findings, as `rule: selectors` lines. */
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Rows past the first dozen of any table are left out: they repeat the first rows' markup and colours, and
 * axe's contrast check over hundreds of cells took a minute a page.
 */
const REPEATED_ROWS = 'tbody tr:nth-child(n+13)';

/**
 * Rules whose findings are at most moderate: the suite reports only serious and critical ones, so running
 * them is time with no verdict (a third of axe's time on the flow page). Read from the axe-core that
 * @axe-core/playwright injects; if its rule table cannot be read, every rule runs.
 */
function rulesBelowSerious(): string[] {
  try {
    const axe = createRequire(import.meta.url)('axe-core') as {
      _audit?: { rules?: { id: string; impact?: string }[] };
    };
    return (axe._audit?.rules ?? []).filter((r) => r.impact === 'minor' || r.impact === 'moderate').map((r) => r.id);
  } catch {
    return [];
  }
}
const SKIPPED_RULES = rulesBelowSerious();

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).exclude(REPEATED_ROWS).disableRules(SKIPPED_RULES).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
