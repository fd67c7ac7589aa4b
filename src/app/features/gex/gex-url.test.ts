import { describe, expect, it } from 'vitest';
import { readGexView, toggleLevel, withGexView } from './gex-url';

describe('gex view in the URL', () => {
  it('reads valid values and falls back to defaults for anything else', () => {
    expect(
      readGexView(
        new URLSearchParams('dte_filter=0dte&tab=heatmap&metric=vanna&levels=structural&tf=15m&hide=max_pain'),
      ),
    ).toEqual({
      dte: '0dte',
      tab: 'heatmap',
      metric: 'vanna',
      basis: 'structural',
      timeframe: '15m',
      hidden: ['max_pain'],
    });
    expect(readGexView(new URLSearchParams('dte_filter=bogus&tab=x&tf=2h&hide=spot,bogus'))).toMatchObject({
      dte: 'all',
      tab: 'intraday',
      timeframe: '5m',
      hidden: [],
    });
  });

  it('writes changes, keeps other params and drops defaults', () => {
    const p = withGexView(new URLSearchParams('session=2026-11-20&dte_filter=weekly'), { dte: '0+1' });
    expect(p.get('dte_filter')).toBe('0+1');
    expect(p.get('session')).toBe('2026-11-20');
    expect(p.toString()).toContain('dte_filter=0%2B1');
    expect(withGexView(p, { dte: 'all' }).has('dte_filter')).toBe(false);
  });

  it('keeps the timeframe and the switched-off levels, one URL per view', () => {
    const p = withGexView(new URLSearchParams(), { timeframe: '1d', hidden: ['max_pain', 'gamma_flip'] });
    expect(p.get('tf')).toBe('1d');
    expect(p.get('hide')).toBe('gamma_flip,max_pain');
    expect(readGexView(p)).toMatchObject({ timeframe: '1d', hidden: ['gamma_flip', 'max_pain'] });
    const back = withGexView(p, {
      timeframe: '5m',
      hidden: toggleLevel(toggleLevel(['gamma_flip', 'max_pain'], 'max_pain'), 'gamma_flip'),
    });
    expect(back.toString()).toBe('');
  });
});
