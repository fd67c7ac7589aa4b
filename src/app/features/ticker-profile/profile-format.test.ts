import { describe, expect, it } from 'vitest';
import { formatEtDateTime, formatShare } from './profile-format';

describe('formatEtDateTime', () => {
  it('shows the ET date, which differs from the UTC date late in the evening', () => {
    expect(formatEtDateTime('2026-11-13T21:10:00.000Z')).toBe('2026-11-13 16:10 ET');
    expect(formatEtDateTime('2026-11-14T02:30:00.000Z')).toBe('2026-11-13 21:30 ET');
    // Summer time: four hours behind UTC.
    expect(formatEtDateTime('2026-07-01T13:30:00Z')).toBe('2026-07-01 09:30 ET');
  });

  it('reads "—" for a missing or unreadable instant', () => {
    expect(formatEtDateTime(null)).toBe('—');
    expect(formatEtDateTime('soon')).toBe('—');
  });
});

describe('formatShare', () => {
  it('shows a 0–1 share in percent and keeps a missing share missing', () => {
    expect(formatShare(0.5)).toBe('50%');
    expect(formatShare(0.0547, 2)).toBe('5.47%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(null)).toBe('—');
  });
});
