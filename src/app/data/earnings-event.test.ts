import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../api/check-answer';
import { earningsEventOf, readEarningsEvent } from './earnings-event';

describe('earnings event', () => {
  it('upper-cases the ticker and keeps absent figures null, from a typed calendar row', () => {
    const r = readAnswer('earnings.calendar', {
      rows: [{ ticker: 'cvna', session: '2026-11-18', eps_estimate: '1.62', eps_actual: null }],
    });
    const row = r.ok ? r.value.rows[0] : undefined;
    const e = row ? earningsEventOf(row) : null;
    expect(e).toMatchObject({ ticker: 'CVNA', session: '2026-11-18', epsEstimate: 1.62, epsActual: null });
    expect(e?.expectedMovePct).toBeNull();
  });

  it('reads no event from a row that names no ticker under `ticker`', () => {
    expect(readEarningsEvent({ session: '2026-11-18' })).toBeNull();
    expect(readEarningsEvent({ symbol: 'CVNA', session: '2026-11-18' })).toBeNull();
  });

  it('reads an untyped row through the same schema: a figure that is not a number is null, never 0', () => {
    expect(readEarningsEvent({ ticker: 'hal', atm_iv: 'high', revenue_estimate: '5.4e9' })).toMatchObject({
      ticker: 'HAL',
      atmIv: null,
      revenueEstimate: 5.4e9,
    });
  });
});
