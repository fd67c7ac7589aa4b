import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import type { AnswerEndpointId, AnswerOf } from '../../../api/schemas';
import { readEarningsDetail, readEarningsSessions, readReporters, readUpcoming } from './earnings-readings';

/** A raw answer read as the app reads it (api-fetch → readAnswer); fails the test when it cannot be read. */
function read<I extends AnswerEndpointId>(id: I, body: unknown): AnswerOf<I> {
  const r = readAnswer(id, body);
  if (!r.ok) throw new Error(`${id} could not be read: ${JSON.stringify(r.issues)}`);
  return r.value;
}

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
    const [r] = readReporters(read('earnings.current', { rows: [row] }));
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

  it('reads figures sent as strings and a flow block it cannot read as null figures, naming both', () => {
    const odd = { ...row, eps_estimate: '1.62', flow: 'n/a' };
    const r = readAnswer('earnings.session', { rows: [odd] });
    expect(r.ok && readReporters(r.value)[0]).toMatchObject({ epsEstimate: 1.62, flow: { orders: null } });
    expect(r.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['rows[].eps_estimate', 'rows[].flow']));
  });

  it('leaves out rows without a ticker and reads no answer as empty', () => {
    expect(readReporters(read('earnings.current', { rows: [{ name: 'no ticker' }, row] }))).toHaveLength(1);
    expect(readReporters(undefined)).toEqual([]);
  });
});

describe('readEarningsSessions', () => {
  it('reads objects or strings, newest first, once each, dropping what is not a date', () => {
    const out = readEarningsSessions(
      read('earnings.sessions', {
        sessions: [
          { session: '2026-11-16', tickers_count: 3, finality: 'final' },
          '2026-11-18',
          { session: '2026-11-16' },
          { session: 'latest' },
        ],
      }),
    );
    expect(out.map((s) => s.session)).toEqual(['2026-11-18', '2026-11-16']);
    expect(out[0]?.tickersCount).toBeNull();
  });
});

describe('readUpcoming', () => {
  it('orders reporters by release time, soonest first', () => {
    const later = { ...row, ticker: 'HAL', release_at: '2026-11-18T21:05:00.000Z' };
    const calendar = read('earnings.calendar', { from: '2026-11-18', to: '2026-12-02', rows: [later, row] });
    expect(readUpcoming(calendar).map((r) => r.ticker)).toEqual(['CVNA', 'HAL']);
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
    const d = readEarningsDetail(read('earnings.ticker', detail));
    expect(d.event?.ticker).toBe('CVNA');
    expect(d.summary.netPremium).toBe(-100);
    expect(d.summary.callPremium).toBeNull();
    expect(d.greeks.delta).toBe(-18.5);
    expect(d.greeks.gamma).toBeNull();
    expect(d.greeks.ordersUnpriced).toBe(1);
  });

  it('drops scatter points without a strike rather than drawing them at 0', () => {
    const d = readEarningsDetail(read('earnings.ticker', detail));
    expect(d.scatter.map((p) => p.id)).toEqual(['a']);
    expect(d.scatter[0]).toMatchObject({ t: 1000, strike: 220, side: 'buy', optionType: 'call', dte: 2, iv: null });
  });

  it('lists orders newest first whatever the UTC notation, and reads an unknown side as null', () => {
    const d = readEarningsDetail(read('earnings.ticker', detail));
    expect(d.orders.map((o) => o.id)).toEqual(['b', 'a']);
    expect(d.orders[0]?.side).toBeNull();
    expect(d.orders[1]?.occ).toBe('O:CVNA261120C00220000');
  });

  it('reads abnormal trades with their threshold', () => {
    const [a] = readEarningsDetail(read('earnings.ticker', detail)).abnormal;
    expect(a).toMatchObject({ id: 'x', side: 'sell', premium: 5, threshold: 1900, occ: null });
  });

  it('reads event, summary and greeks it cannot read as null, never 0', () => {
    const d = readEarningsDetail(
      read('earnings.ticker', {
        event: 'soon',
        summary: null,
        greeks: [],
        scatter: [],
        orders: [],
        abnormal_trades: [],
      }),
    );
    expect(d.event).toBeNull();
    expect(d.summary.orders).toBeNull();
    expect(d.greeks.delta).toBeNull();
    expect(d.orders).toEqual([]);
  });
});
