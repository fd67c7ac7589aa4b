import { describe, expect, it } from 'vitest';
import { readGexView, toggled, withGexView } from './gex-url';

describe('gex view in the URL', () => {
  it('reads valid values and falls back to defaults for anything else', () => {
    expect(
      readGexView(
        new URLSearchParams(
          'dte_filter=0dte&tab=heatmap&metric=vanna&levels=structural&tf=15m&hide=max_pain&layers=blocks,dp_levels&band=0.5&prior=on',
        ),
      ),
    ).toEqual({
      dte: '0dte',
      tab: 'heatmap',
      metric: 'vanna',
      basis: 'structural',
      timeframe: '15m',
      hidden: ['max_pain'],
      layers: ['dp_levels', 'blocks'],
      band: '0.5',
      prior: 'on',
    });
    expect(
      readGexView(new URLSearchParams('dte_filter=bogus&tab=x&tf=2h&hide=spot,bogus&layers=gamma&band=3&prior=1')),
    ).toMatchObject({
      dte: 'all',
      tab: 'intraday',
      timeframe: '5m',
      hidden: [],
      layers: [],
      band: '0.2',
      prior: 'off',
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
      hidden: toggled(toggled(['gamma_flip', 'max_pain'] as const, 'max_pain'), 'gamma_flip'),
    });
    expect(back.toString()).toBe('');
  });

  it('writes the layers switched on in one order and leaves the default band out', () => {
    const p = withGexView(new URLSearchParams(), { layers: ['blocks', 'abnormal'], band: '1' });
    expect(p.get('layers')).toBe('abnormal,blocks');
    expect(p.get('band')).toBe('1');
    expect(withGexView(p, { layers: [], band: '0.2' }).toString()).toBe('');
  });

  it('keeps the prior levels switched on in the URL, off by default and left out', () => {
    const p = withGexView(new URLSearchParams('tf=1m'), { prior: 'on' });
    expect(p.get('prior')).toBe('on');
    expect(readGexView(p).prior).toBe('on');
    expect(withGexView(p, { prior: 'off' }).toString()).toBe('tf=1m');
  });
});
