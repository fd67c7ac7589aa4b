import { describe, expect, it } from 'vitest';
import { leanClass, leanText } from './darkpool-format';

describe('dark-pool lean as shown', () => {
  it('shows a lean that rounds to zero as none, uncoloured, never "▲ +0.00"', () => {
    expect(leanText(0.004)).toBe('• 0.00');
    expect(leanClass(0.004)).toBe('text-muted');
    expect(leanText(-0.003)).toBe('• 0.00');
  });

  it('keeps the arrow, the true minus and the colour of a lean that shows', () => {
    expect(leanText(0.24)).toBe('▲ +0.24');
    expect(leanClass(0.24)).toBe('text-up');
    expect(leanText(-0.1)).toBe('▼ −0.10');
    expect(leanClass(-0.1)).toBe('text-down');
    expect(leanText(null)).toBe('—');
  });
});
