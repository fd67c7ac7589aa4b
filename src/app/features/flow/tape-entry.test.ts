import { describe, expect, it } from 'vitest';
import type { FlowOrder } from '../../../api/types';
import { TAPE_COLUMNS } from './tape-columns';
import { fromFlowOrder, quoteLocation } from '../../data/tape-entry';

const order: FlowOrder = {
  ticker: 'SPY',
  event_id: 'ev-1',
  session_date: '2026-09-14',
  ts_ms: Date.UTC(2026, 8, 14, 14, 30, 5),
  order: {
    timestamp: '2026-09-14T14:30:05Z',
    option_ticker: 'O:SPY260918P00500000',
    option_type: 'put',
    strike: 500,
    expiration: '2026-09-18',
    total_contracts: 1200,
    premium: 1_240_000,
    total_notional: 1_240_000,
    avg_price: 10.33,
    avg_bid: 10.2,
    avg_ask: 10.4,
    direction: 'sell',
    direction_confidence: 0.71,
    order_type: 'sweep, "split"',
    spot_price: 501.2,
    implied_volatility: null,
    delta: -0.45,
    trade_count: 3,
    exchange_count: 2,
    time_span_ms: 40,
    enrich_status: 'complete',
  },
};

describe('tape entries', () => {
  it('normalise a streamed order and compute its trading DTE', () => {
    const e = fromFlowOrder(order);
    expect(e).toMatchObject({
      eventId: 'ev-1',
      optionType: 'put',
      side: 'sell',
      size: 1200,
      dte: 4,
      iv: null,
      source: 'live',
    });
  });

  it('place the price versus bid and ask, and say nothing when a quote is missing', () => {
    expect(quoteLocation(2.7, 2.4, 2.6)).toBe('above ask');
    expect(quoteLocation(2.6, 2.4, 2.6)).toBe('at ask');
    expect(quoteLocation(2.55, 2.4, 2.6)).toBe('near ask');
    expect(quoteLocation(2.5, 2.4, 2.6)).toBe('mid');
    expect(quoteLocation(2.42, 2.4, 2.6)).toBe('near bid');
    expect(quoteLocation(2.3, 2.4, 2.6)).toBe('below bid');
    expect(quoteLocation(null, 2.4, 2.6)).toBeNull();
  });

  it('read open interest only where the row carries it, and derive the flags from it', () => {
    expect(fromFlowOrder(order)).toMatchObject({ openInterest: null, volOverOi: null, opening: null });
    const carried = fromFlowOrder(order, 'rest', { ...order.order, open_interest: 800 });
    expect(carried).toMatchObject({ openInterest: 800, volOverOi: true, opening: true });
    const within = fromFlowOrder(order, 'rest', { open_interest: 5000 });
    expect(within).toMatchObject({ openInterest: 5000, volOverOi: false, opening: null });
  });

  it('shows side with a label and arrow, not colour alone, and null as a dash', () => {
    const e = fromFlowOrder(order);
    const side = TAPE_COLUMNS.find((c) => c.id === 'side')!;
    const iv = TAPE_COLUMNS.find((c) => c.id === 'iv')!;
    expect(side.text(e)).toBe('▼ SELL 0.71');
    expect(iv.text(e)).toBe('—');
  });

  it('flags an order above its OI visibly, says "no" within it and "—" when OI is not known', () => {
    const col = (id: string) => TAPE_COLUMNS.find((c) => c.id === id)!;
    const over = fromFlowOrder(order, 'rest', { open_interest: 732 });
    expect(col('oi').text(over)).toBe('732');
    expect(col('volOverOi').text(over)).toBe('▲ Vol>OI');
    expect(col('volOverOi').tone?.(over)).toContain('text-warn');
    expect(col('opening').text(over)).toBe('▲ opening');
    const within = fromFlowOrder(order, 'rest', { open_interest: 5000 });
    expect(col('volOverOi').text(within)).toBe('no');
    expect(col('volOverOi').tone?.(within)).toBeNull();
    expect(col('opening').text(within)).toBe('—');
    expect(col('oi').text(fromFlowOrder(order))).toBe('—');
  });
});
