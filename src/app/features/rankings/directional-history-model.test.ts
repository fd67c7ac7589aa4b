import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import { readDirectionalHistory, sessionX, type DirectionalHistoryAnswer } from './directional-history-model';

const row = (session: string, orders: number | null, score: number | null) => ({
  ticker: 'SPY',
  session,
  finality: 'final',
  orders,
  directional_score: score,
  imbalance_score: 0.2,
  call_buy_pressure: 10,
  call_sell_pressure: -2,
  put_buy_pressure: -3,
  put_sell_pressure: 1,
});

/** A raw history answer read through its schema, as the app receives it. */
function history(body: unknown): DirectionalHistoryAnswer {
  const r = readAnswer('directional.history', body);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

describe('directional history reader', () => {
  it('orders sessions oldest first and reads the service time and calibration', () => {
    const h = readDirectionalHistory(
      history({
        computed_at: '2026-11-18T16:30:00.000Z',
        basis: { calibration: 'none' },
        data: [row('2026-11-18', 12, -5_000), row('2026-11-17', 30, 8_000)],
      }),
    );
    expect(h.points.map((p) => p.session)).toEqual(['2026-11-17', '2026-11-18']);
    expect(h.points[1]).toMatchObject({ directionalScore: -5_000, orders: 12, x: sessionX('2026-11-18') });
    expect(h).toMatchObject({ computedAt: '2026-11-18T16:30:00.000Z', calibration: 'none' });
  });

  it('keeps a session without orders as a gap, not as a measured zero', () => {
    const h = readDirectionalHistory(history({ data: [row('2026-11-18', 0, 0), row('2026-11-17', 3, 0)] }));
    expect(h.points[1]).toMatchObject({ directionalScore: null, imbalanceScore: null, callBuy: null });
    expect(h.points[0]!.directionalScore).toBe(0);
  });

  it('reads scores sent as decimal strings and a finality in another case', () => {
    const h = readDirectionalHistory(
      history({ data: [{ ...row('2026-11-18', 4, null), directional_score: '-5000.5', finality: 'FINAL' }] }),
    );
    expect(h.points[0]).toMatchObject({ directionalScore: -5000.5, finality: 'final' });
  });

  it('skips rows without a session date and reads an answer without rows as empty', () => {
    expect(readDirectionalHistory(history({ data: [{ session: 'yesterday' }, {}] })).points).toEqual([]);
    expect(readDirectionalHistory(history({ data: [] }))).toEqual({ points: [], computedAt: null, calibration: null });
  });
});
