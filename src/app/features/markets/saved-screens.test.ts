import { describe, expect, it } from 'vitest';
import { screenName, screenOf, withScreen } from './saved-screens';

describe('saved screens', () => {
  it('keeps the screener filters and sort, not the lists’ ticker or dates', () => {
    const page = new URLSearchParams('ticker=NVDA&lean=bullish&sort.screener=-premium&from=2026-11-01&stocks=1');
    expect(screenOf(page)).toBe('lean=bullish&stocks=1&sort.screener=-premium');
  });

  it('re-applies a screen in place of the current filters, keeping the page’s other parameters', () => {
    const page = new URLSearchParams('ticker=NVDA&sector=technology&limit=100&sort.screener=score');
    const next = withScreen(page, 'lean=bearish&sort.screener=-premium');
    expect(next.toString()).toBe('ticker=NVDA&lean=bearish&sort.screener=-premium');
  });

  it('trims a name and refuses an empty one', () => {
    expect(screenName('  big   bullish  ')).toBe('big bullish');
    expect(screenName('   ')).toBeNull();
    expect(screenName('x'.repeat(80))).toHaveLength(40);
  });
});
