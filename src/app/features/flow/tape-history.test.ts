import { describe, expect, it } from 'vitest';
import { readTapePage } from './tape-history';

const row = {
  event_id: 'e1',
  ticker: 'SPY',
  session: '2026-09-14',
  executed_at: '2026-09-14T14:30:00Z',
  ts_ms: 1,
  option_symbol: 'O:SPY260918C00500000',
  option_type: 'call',
  strike: 500,
  expiration: '2026-09-18',
  dte: 4,
  contracts: 100,
  premium: 1000,
  price: null,
  bid: null,
  ask: null,
  spot: null,
  direction: 'buy',
  direction_confidence: 0.5,
  implied_volatility: null,
  delta: null,
  order_type: 'single',
  enrich_status: 'complete',
};

describe('readTapePage', () => {
  it('reads rows, the cursor and the markers', () => {
    const p = readTapePage({
      rows: [row, { event_id: 'bad' }],
      next_older_than: '2026-09-14T14:00:00',
      degraded: true,
    });
    expect(p.entries.map((e) => e.eventId)).toEqual(['e1']);
    expect(p.unplaced).toBe(1);
    expect(p.entries[0]!.price).toBeNull();
    expect(p.entries[0]!).toMatchObject({ occ: 'O:SPY260918C00500000', size: 100, side: 'buy', dte: 4 });
    expect(p.nextOlderThan).toBe('2026-09-14T14:00:00');
    expect(p.degraded).toBe(true);
  });
  it('keeps a row that names its fields as the stream frame does, or lacks what the reference does not fix', () => {
    const p = readTapePage({
      session: '2026-09-14',
      rows: [
        {
          event_id: 'e2',
          ticker: 'qqq',
          timestamp: '2026-09-14T14:31:00Z',
          option_ticker: 'O:QQQ',
          total_contracts: 250,
          direction: 'SELL',
          option_type: 'PUT',
        },
        { event_id: 'e3', ts_ms: 1_757_860_000_000 },
      ],
      next_cursor: { older_than: '2026-09-14T14:00:00' },
    });
    expect(p.unplaced).toBe(0);
    expect(p.entries[0]).toMatchObject({
      ticker: 'QQQ',
      occ: 'O:QQQ',
      size: 250,
      side: 'sell',
      optionType: 'put',
      premium: null,
    });
    expect(p.entries[0]!.tsMs).toBe(Date.parse('2026-09-14T14:31:00Z'));
    // Nothing the reference leaves open is guessed: a bare row is kept with every field "not observed".
    expect(p.entries[1]).toMatchObject({ eventId: 'e3', premium: null, strike: null, side: null, dte: null });
    expect(p.nextOlderThan).toBe('2026-09-14T14:00:00');
  });
  it('treats an empty or odd body as an empty page', () => {
    const p = readTapePage({ rows: [], stale_live_window: true, hint: 'request session 2026-09-11' });
    expect(p.entries).toEqual([]);
    expect(p.nextOlderThan).toBeNull();
    expect(p.staleLiveWindow).toBe(true);
    expect(readTapePage('nope').entries).toEqual([]);
  });
});
