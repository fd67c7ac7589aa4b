import { describe, expect, it } from 'vitest';
import { parseServerMessage, readServerMessage } from './stream';
import { flowOrderBody, flowOrderFrame } from './stream-fixtures';

const order = flowOrderBody();
const frame = (o: Record<string, unknown>): string => flowOrderFrame({ order: o });

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
