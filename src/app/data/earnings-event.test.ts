import { describe, expect, it } from 'vitest';
import { readEarningsEvent } from './earnings-event';

describe('readEarningsEvent', () => {
  it('upper-cases the ticker, takes `symbol` when `ticker` is absent and keeps absent figures null', () => {
    const e = readEarningsEvent({ symbol: 'cvna', date: '2026-11-18', eps_estimate: 1.62, eps_actual: null });
    expect(e).toMatchObject({ ticker: 'CVNA', session: '2026-11-18', epsEstimate: 1.62, epsActual: null });
    expect(e?.expectedMovePct).toBeNull();
  });

  it('reads no event from a row that names no ticker', () => {
    expect(readEarningsEvent({ session: '2026-11-18' })).toBeNull();
  });
});
