import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import { directionOf, directionsByTicker } from './direction';

const row = (score: number | null, cb: number, cs: number, pb: number, ps: number) => ({
  directional_score: score,
  call_buy_pressure: cb,
  call_sell_pressure: cs,
  put_buy_pressure: pb,
  put_sell_pressure: ps,
});

describe('direction: one source (the directional score) and one rule', () => {
  it('is the sign of the directional score', () => {
    expect(directionOf(row(4e6, 6e6, -1e6, -2e6, 1e6))).toBe('bullish');
    expect(directionOf(row(-4e6, 1e6, -2e6, -4e6, 1e6))).toBe('bearish');
  });

  it('is neutral under a tenth of the gross pressure, and missing when the score is not observed', () => {
    expect(directionOf(row(0.5e6, 5e6, -2e6, -3e6, 0.5e6))).toBe('neutral');
    expect(directionOf(row(0, 0, 0, 0, 0))).toBe('neutral');
    expect(directionOf(row(null, 1, 1, 1, 1))).toBeNull();
    expect(directionOf(undefined)).toBeNull();
  });

  it('reads each ticker of an answer, whatever other label the ticker carries elsewhere', () => {
    // NVDA: bullish by the screener's net premium (calls and puts bought), bearish by its directional score.
    const r = readAnswer('directional.current', {
      data: [{ ticker: 'nvda', ...row(-3e6, 4e6, -1e6, -6e6, 0) }],
      tickers_count: 1,
      max_display: 100,
    });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(directionsByTicker(r.value).get('NVDA')).toBe('bearish');
  });
});
