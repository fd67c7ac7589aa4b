import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../api/check-answer';
import { nextEarningsByTicker, upcomingEarnings } from './next-earnings';

describe('next earnings: one reader for the screener and the profile', () => {
  it('gives each ticker its soonest report, whatever the row order', () => {
    const r = readAnswer('earnings.calendar', {
      rows: [
        { ticker: 'aapl', session: '2027-02-10' },
        { ticker: 'AAPL', session: '2026-12-11' },
        { ticker: 'MSFT', session: null },
        { ticker: null, session: '2026-12-01' },
      ],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const next = nextEarningsByTicker(r.value);
    expect(next.get('AAPL')).toBe('2026-12-11');
    expect(next.has('MSFT')).toBe(false);
    expect(next.size).toBe(1);
  });

  it('asks the calendar far enough ahead for a quarterly report (the screener’s own field looks two weeks)', () => {
    const key = upcomingEarnings('2026-11-18', null).queryKey;
    expect(JSON.stringify(key)).toContain('2027-03-18');
  });
});
