import { describe, expect, it } from 'vitest';
import {
  formatAsOf,
  formatEtDateTime,
  MISSING,
  formatCompact,
  formatCount,
  formatEtTime,
  formatIv,
  formatMoney,
  formatPercentChange,
  formatPrice,
  formatRank,
  formatSigned,
  toneClassOf,
  toneOfShown,
} from './format';

describe('display formats', () => {
  it('never shows a null or undefined as 0', () => {
    for (const f of [
      formatCompact,
      formatMoney,
      formatPrice,
      formatIv,
      formatPercentChange,
      formatRank,
      formatCount,
      formatSigned,
    ]) {
      expect(f(null)).toBe(MISSING);
      expect(f(undefined)).toBe(MISSING);
      expect(f(Number.NaN)).toBe(MISSING);
    }
    expect(formatEtTime(null)).toBe(MISSING);
  });

  it('keeps a measured zero as zero', () => {
    expect(formatMoney(0)).toBe('$0');
    expect(formatIv(0)).toBe('0.0%');
    expect(formatRank(0)).toBe('0.00');
  });

  it('formats money compactly with units and a typographic minus', () => {
    expect(formatMoney(1_240_000)).toBe('$1.24M');
    expect(formatMoney(1_200_000)).toBe('$1.2M');
    expect(formatMoney(-340_000)).toBe('−$340K');
    expect(formatMoney(2_500_000_000, { signed: true })).toBe('+$2.5B');
    expect(formatMoney(950)).toBe('$950');
  });

  it('shows IV decimals as percent and ranks on 0–1', () => {
    expect(formatIv(0.1238)).toBe('12.4%');
    expect(formatIv(0.1238, 2)).toBe('12.38%');
    expect(formatRank(0.625)).toBe('0.63');
    expect(formatPercentChange(-0.031)).toBe('−3.1%');
    expect(formatPercentChange(0.012)).toBe('+1.2%');
  });

  it('formats counts, prices, signed scores and Eastern times', () => {
    expect(formatCount(12500)).toBe('12,500');
    expect(formatPrice(589.5)).toBe('589.50');
    expect(formatSigned(-0.4)).toBe('−0.40');
    expect(formatEtTime('2026-11-20T19:03:27Z')).toBe('14:03:27');
  });
});

describe('formatEtDateTime', () => {
  it('gives the ET date with the ET time, so an evening print is not dated the next UTC day', () => {
    expect(formatEtDateTime('2026-11-21T01:30:00Z')).toBe('2026-11-20 20:30:00 ET');
    expect(formatEtDateTime(Date.parse('2026-07-01T13:30:00Z'), 'minute')).toBe('2026-07-01 09:30 ET');
    expect(formatEtDateTime(null)).toBe('—');
    expect(formatEtDateTime('soon')).toBe('—');
  });
});

describe('formatAsOf', () => {
  it('keeps a session date a date and shows an instant in ET, never a raw UTC string', () => {
    expect(formatAsOf('2026-11-19')).toBe('2026-11-19');
    expect(formatAsOf('2026-11-20T13:30:00.000Z')).toBe('2026-11-20 08:30:00 ET');
    expect(formatAsOf(null)).toBe('—');
  });
});

describe('one signed-number format on every page', () => {
  it('writes every negative with the true minus, a delta as a theta', () => {
    expect(formatRank(-0.87, 3)).toBe('−0.870');
    expect(formatSigned(-0.326, 3)).toBe('−0.326');
    expect(formatPrice(-1.5)).toBe('−1.50');
    expect(formatIv(-0.012)).toBe('−1.2%');
    expect(formatCount(-12500)).toBe('−12,500');
  });

  it('shows a value that rounds to zero unsigned, whichever side of zero it is', () => {
    expect(formatPercentChange(-0.0004, 1)).toBe('0.0%');
    expect(formatPercentChange(0.00001, 2)).toBe('0.00%');
    expect(formatSigned(-0.001, 2)).toBe('0.00');
    expect(formatRank(-0.0001, 3)).toBe('0.000');
    expect(formatMoney(-0.001, { signed: true })).toBe('$0');
    expect(formatCompact(0.001, { signed: true })).toBe('0');
    expect(formatPrice(-0.001)).toBe('0.00');
    // A value that does not round to zero keeps its sign.
    expect(formatPercentChange(0.0006, 1)).toBe('+0.1%');
  });

  it('reads the tone from the text shown, so zero is never coloured', () => {
    expect(toneOfShown(formatPercentChange(0.00001, 2))).toBe('neutral');
    expect(toneOfShown(formatPercentChange(-0.0004, 1))).toBe('neutral');
    expect(toneOfShown(formatPercentChange(0.012))).toBe('up');
    expect(toneOfShown(formatMoney(-340_000, { signed: true }))).toBe('down');
    expect(toneOfShown(formatMoney(null))).toBe('missing');
  });

  it('colours a figure by its text: no green "+0.00" and no red "−0.0%" for what rounds to zero', () => {
    expect(toneClassOf(formatSigned(0.004, 2))).toBe('text-muted');
    expect(toneClassOf(formatPercentChange(-0.0004, 1))).toBe('text-muted');
    expect(toneClassOf(formatSigned(0.006, 2))).toBe('text-up');
    expect(toneClassOf(formatMoney(-2_500_000, { signed: true }))).toBe('text-down');
    expect(toneClassOf(formatSigned(null))).toBe('text-muted');
  });
});
