import { describe, expect, it } from 'vitest';
import { readDirectionalHistory, sessionX } from './directional-history-model';

const row = (session: string, orders: number | null, score: number | null) => ({
  session,
  finality: 'final',
  orders,
  directional_score: score,
  imbalance_score: 0.2,
  call_buy_pressure: 10,
});

describe('directional history reader', () => {
  it('orders sessions oldest first and reads the service time and calibration', () => {
    const h = readDirectionalHistory({
      computed_at: '2026-11-18T16:30:00.000Z',
      basis: { calibration: 'none' },
      data: [row('2026-11-18', 12, -5_000), row('2026-11-17', 30, 8_000)],
    });
    expect(h.points.map((p) => p.session)).toEqual(['2026-11-17', '2026-11-18']);
    expect(h.points[1]).toMatchObject({ directionalScore: -5_000, orders: 12, x: sessionX('2026-11-18') });
    expect(h).toMatchObject({ computedAt: '2026-11-18T16:30:00.000Z', calibration: 'none' });
  });

  it('keeps a session without orders as a gap, not as a measured zero', () => {
    const h = readDirectionalHistory({ data: [row('2026-11-18', 0, 0), row('2026-11-17', 3, 0)] });
    expect(h.points[1]).toMatchObject({ directionalScore: null, imbalanceScore: null, callBuy: null });
    expect(h.points[0]!.directionalScore).toBe(0);
  });

  it('skips rows without a session date and reads a missing answer as empty', () => {
    expect(readDirectionalHistory({ data: [{ session: 'yesterday' }, {}] }).points).toEqual([]);
    expect(readDirectionalHistory(null)).toEqual({ points: [], computedAt: null, calibration: null });
  });
});
