import { describe, expect, it } from 'vitest';
import { readFilterNumber } from './filter-number';
import { NO_FILTER, type TapeFilter } from './tape-filter';
import { presetOf, TAPE_PRESETS } from './tape-presets';
import { readTapeFilter, withTapeFilter } from './tape-url';

const filtered: TapeFilter = {
  tickers: ['SPY', 'QQQ'],
  minPremium: 250_000,
  minSize: 500,
  minConfidence: 0.75,
  optionType: 'put',
  side: 'sell',
  orderType: 'sweep',
  dteMin: 0,
  dteMax: 7,
};

describe('the tape filter in the URL', () => {
  it('round-trips every field and keeps the page’s other parameters', () => {
    const p = withTapeFilter(new URLSearchParams('session=2026-11-18'), filtered);
    expect(p.get('session')).toBe('2026-11-18');
    expect(p.get('min_premium')).toBe('250000');
    expect(readTapeFilter(new URLSearchParams(p.toString()))).toEqual(filtered);
  });

  it('leaves defaults out, so the unfiltered tape is a plain /flow', () => {
    const p = withTapeFilter(new URLSearchParams('min_size=10&side=buy'), NO_FILTER);
    expect(p.toString()).toBe('');
    expect(readTapeFilter(new URLSearchParams())).toEqual(NO_FILTER);
  });

  it('reads what no input would accept as no filter: negatives, a confidence above 1, unknown sides', () => {
    const f = readTapeFilter(new URLSearchParams('min_premium=-5&min_confidence=2&side=up&cp=straddle&dte_max=1.5'));
    expect(f).toEqual(NO_FILTER);
  });

  it('upper-cases tickers and keeps each once', () => {
    expect(readTapeFilter(new URLSearchParams('tickers=spy,qqq,SPY')).tickers).toEqual(['SPY', 'QQQ']);
  });
});

describe('numeric filter input', () => {
  it('refuses negative numbers with the reason', () => {
    expect(readFilterNumber('premium', '-1000')).toEqual({ error: 'Premium cannot be negative' });
    expect(readFilterNumber('size', '-1')).toEqual({ error: 'Size cannot be negative' });
    expect(readFilterNumber('dte', '-3')).toEqual({ error: 'DTE cannot be negative' });
  });

  it('bounds confidence to 0..1 and wants whole contracts and days', () => {
    expect(readFilterNumber('confidence', '1.2')).toEqual({ error: 'Confidence is between 0 and 1' });
    expect(readFilterNumber('size', '10.5')).toEqual({ error: 'Size must be a whole number' });
    expect(readFilterNumber('confidence', '0.8')).toEqual({ value: 0.8 });
  });

  it('reads empty as no threshold and zero as a threshold of zero', () => {
    expect(readFilterNumber('premium', '  ')).toEqual({ value: null });
    expect(readFilterNumber('dte', '0')).toEqual({ value: 0 });
  });
});

describe('tape presets', () => {
  it('are recognised from the filter they write, whatever wrote it', () => {
    for (const p of TAPE_PRESETS) {
      const fromUrl = readTapeFilter(withTapeFilter(new URLSearchParams(), p.filter));
      expect(presetOf(fromUrl)?.id).toBe(p.id);
    }
    expect(presetOf({ ...TAPE_PRESETS[0]!.filter, side: 'buy' })).toBeNull();
  });
});
