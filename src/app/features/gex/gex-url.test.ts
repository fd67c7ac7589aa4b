import { describe, expect, it } from 'vitest';
import { readGexView, withGexView } from './gex-url';

describe('gex view in the URL', () => {
  it('reads valid values and falls back to defaults for anything else', () => {
    expect(readGexView(new URLSearchParams('dte_filter=0dte&tab=heatmap&metric=vanna&levels=structural'))).toEqual({
      dte: '0dte',
      tab: 'heatmap',
      metric: 'vanna',
      basis: 'structural',
    });
    expect(readGexView(new URLSearchParams('dte_filter=bogus&tab=x'))).toMatchObject({ dte: 'all', tab: 'intraday' });
  });

  it('writes changes, keeps other params and drops defaults', () => {
    const p = withGexView(new URLSearchParams('session=2026-11-20&dte_filter=weekly'), { dte: '0+1' });
    expect(p.get('dte_filter')).toBe('0+1');
    expect(p.get('session')).toBe('2026-11-20');
    expect(p.toString()).toContain('dte_filter=0%2B1');
    expect(withGexView(p, { dte: 'all' }).has('dte_filter')).toBe(false);
  });
});
