import { describe, expect, it } from 'vitest';
import { readEarningsDetail, readEarningsSessions, readReporters, readUpcoming } from './earnings-readings';

const row = {
  ticker: 'cvna',
  name: 'Carvana Co.',
  session: '2026-11-18',
  time: 'bmo',
  release_at: '2026-11-18T12:00:00.000Z',
  reported: false,
  eps_estimate: 1.62,
  eps_actual: null,
  eps_surprise_pct: null,
  atm_iv: 1.036,
  expected_move_pct: 0.0653,
  flow: { orders: 102, net_premium: -14_447_943, put_call_premium_ratio: 7.88 },
};

describe('readReporters', () => {
  it('reads a row and its flow, upper-cases the ticker, keeps nulls as null', () => {
    const [r] = readReporters({ rows: [row] });
    expect(r?.ticker).toBe('CVNA');
    expect(r?.epsEstimate).toBe(1.62);
    expect(r?.epsActual).toBeNull();
    expect(r?.epsSurprisePct).toBeNull();
    expect(r?.revenueActual).toBeNull();
    expect(r?.reported).toBe(false);
    expect(r?.flow.orders).toBe(102);
    expect(r?.flow.netPremium).toBe(-14_447_943);
    expect(r?.flow.contracts).toBeNull();
  });

  it('leaves out rows without a ticker and reads a non-object payload as empty', () => {
    expect(readReporters({ rows: [{ name: 'no ticker' }, row] })).toHaveLength(1);
    expect(readReporters(null)).toEqual([]);
    expect(readReporters({ rows: 'nope' })).toEqual([]);
  });
});

describe('readEarningsSessions', () => {
  it('reads objects or strings, newest first, once each, dropping what is not a date', () => {
    const out = readEarningsSessions({
      sessions: [
        { session: '2026-11-16', tickers_count: 3, finality: 'final' },
        '2026-11-18',
        { session: '2026-11-16' },
        { session: 'latest' },
      ],
    });
    expect(out.map((s) => s.session)).toEqual(['2026-11-18', '2026-11-16']);
    expect(out[0]?.tickersCount).toBeNull();
  });
});

describe('readUpcoming', () => {
  it('orders reporters by release time, soonest first', () => {
    const later = { ...row, ticker: 'HAL', release_at: '2026-11-18T21:05:00.000Z' };
    expect(readUpcoming({ rows: [later, row] }).map((r) => r.ticker)).toEqual(['CVNA', 'HAL']);
  });
});

describe('readEarningsDetail', () => {
  const detail = {
    event: row,
    summary: { orders: 2, total_premium: 300, net_premium: -100 },
    greeks: { net_delta: -18.5, net_gamma: null, orders_priced: 1, orders_unpriced: 1 },
    scatter: [
      { event_id: 'a', ts_ms: 1000, strike: 220, premium: 200, direction: 'buy', option_type: 'call', dte: 2 },
      { event_id: 'b', ts_ms: 2000, strike: null, premium: 100 },
    ],
    orders: [
      {
        event_id: 'a',
        executed_at: '2026-11-18T14:30:58.727+00:00',
        option_symbol: 'O:CVNA261120C00220000',
        direction: 'buy',
      },
      { event_id: 'b', executed_at: '2026-11-18T15:00:00Z', implied_volatility: null, direction: 'odd' },
    ],
    abnormal_trades: [
      { event_id: 'x', side: 'sell', premium: 5, timestamp: '2026-11-18T14:00:00Z', p99_threshold: 1900 },
    ],
  };

  it('reads event, summary and greeks with nulls kept', () => {
    const d = readEarningsDetail(detail);
    expect(d.event?.ticker).toBe('CVNA');
    expect(d.summary.netPremium).toBe(-100);
    expect(d.summary.callPremium).toBeNull();
    expect(d.greeks.delta).toBe(-18.5);
    expect(d.greeks.gamma).toBeNull();
    expect(d.greeks.ordersUnpriced).toBe(1);
  });

  it('drops scatter points without a strike rather than drawing them at 0', () => {
    const d = readEarningsDetail(detail);
    expect(d.scatter.map((p) => p.id)).toEqual(['a']);
    expect(d.scatter[0]).toMatchObject({ t: 1000, strike: 220, side: 'buy', optionType: 'call', dte: 2, iv: null });
  });

  it('lists orders newest first whatever the UTC notation, and reads an unknown side as null', () => {
    const d = readEarningsDetail(detail);
    expect(d.orders.map((o) => o.id)).toEqual(['b', 'a']);
    expect(d.orders[0]?.side).toBeNull();
    expect(d.orders[1]?.occ).toBe('O:CVNA261120C00220000');
  });

  it('reads abnormal trades with their threshold', () => {
    const [a] = readEarningsDetail(detail).abnormal;
    expect(a).toMatchObject({ id: 'x', side: 'sell', premium: 5, threshold: 1900, occ: null });
  });

  it('is empty, not zero, for a payload that is not an object', () => {
    const d = readEarningsDetail(undefined);
    expect(d.event).toBeNull();
    expect(d.summary.orders).toBeNull();
    expect(d.orders).toEqual([]);
  });
});
