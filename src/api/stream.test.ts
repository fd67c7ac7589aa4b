import { describe, expect, it } from 'vitest';
import { parseServerMessage, readServerMessage } from './stream';

const order = {
  timestamp: '2026-11-20T14:30:00.000Z',
  option_ticker: 'O:SPY261120C00590000',
  option_type: 'call',
  strike: 590,
  expiration: '2026-11-20',
  total_contracts: 100,
  premium: 12_000,
  total_notional: 12_000,
  avg_price: 1.2,
  avg_bid: 1.1,
  avg_ask: 1.3,
  direction: 'buy',
  direction_confidence: 0.8,
  order_type: 'sweep',
  spot_price: 589.5,
  implied_volatility: null,
  delta: 0.5,
  trade_count: 3,
  exchange_count: 2,
  time_span_ms: 40,
  enrich_status: 'complete',
};
const frame = (o: Record<string, unknown>, data: Record<string, unknown> = {}): string =>
  JSON.stringify({
    type: 'flow_order',
    data: { ticker: 'SPY', event_id: 'e1', session_date: '2026-11-20', ts_ms: 1, order: o, ...data },
  });

describe('readServerMessage', () => {
  it('reads a frame as the reference writes it, with no drift', () => {
    const r = readServerMessage(frame(order));
    expect(r?.message?.type).toBe('flow_order');
    expect(r?.drift).toEqual([]);
  });

  it('normalises upper-case enums and keeps extra fields, naming the drifted fields', () => {
    const r = readServerMessage(frame({ ...order, direction: 'BUY', option_type: 'CALL', venue: 'X' }));
    expect(r?.message).toMatchObject({ data: { order: { direction: 'buy', option_type: 'call', venue: 'X' } } });
    expect(r?.drift.map((i) => i.path).sort()).toEqual(['data.order.direction', 'data.order.option_type']);
  });

  it('names a renamed field even when the lenient reading cannot type the frame', () => {
    const { premium, ...rest } = order;
    const r = readServerMessage(frame({ ...rest, premium_usd: premium }));
    expect(r?.type).toBe('flow_order');
    expect(r?.raw).toMatchObject({ data: { order: { premium_usd: 12_000 } } });
    expect(r?.drift.map((i) => i.path)).toEqual(['data.order.premium']);
  });

  it('reads what the reference leaves open: missing nullable numbers, number heartbeat ts, no abnormal event_id', () => {
    const { avg_price: _a, spot_price: _s, ...rest } = order;
    const r = readServerMessage(frame(rest));
    expect(r?.message).toMatchObject({ data: { order: { avg_price: null, spot_price: null } } });
    expect(parseServerMessage(JSON.stringify({ type: 'heartbeat', ts: 1_700_000_000_000 }))).toEqual({
      type: 'heartbeat',
      ts: 1_700_000_000_000,
    });
    const abnormal = readServerMessage(
      JSON.stringify({ type: 'abnormal_trade', data: { ticker: 'SPY', side: 'SELL', premium: 5e6, size: 900 } }),
    );
    expect(abnormal?.message).toEqual({
      type: 'abnormal_trade',
      data: { ticker: 'SPY', side: 'sell', premium: 5e6, size: 900 },
    });
    expect(abnormal?.drift.map((i) => i.path)).toEqual(['data.side']);
  });

  it('returns null only for text that is not a JSON object', () => {
    expect(readServerMessage('not json')).toBeNull();
    expect(readServerMessage('[1]')).toBeNull();
    expect(readServerMessage('{"type":"mystery"}')?.message).toBeNull();
  });
});
