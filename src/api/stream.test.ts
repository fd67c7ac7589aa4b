import { describe, expect, it } from 'vitest';
import { heartbeatLateAfterMs, parseServerMessage, readServerMessage } from './stream';
import { flowOrderBody, flowOrderFrame } from './testing/stream-fixtures';

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

  it('reads a flow_order with C/P, upper-case direction, a numeric-string premium and no delta, naming each drift', () => {
    const { delta: _delta, ...rest } = order;
    const r = readServerMessage(
      frame({ ...rest, option_type: 'P', direction: 'SELL', premium: '12000.5', x_extra: 1 }),
    );
    expect(r?.message).toMatchObject({
      type: 'flow_order',
      data: {
        event_id: 'e1',
        order: { option_type: 'put', direction: 'sell', premium: 12_000.5, delta: null, x_extra: 1 },
      },
    });
    const byPath = Object.fromEntries((r?.drift ?? []).map((i) => [i.path, i.problem]));
    expect(byPath).toEqual({
      'data.order.option_type': '"P" read as "put"',
      'data.order.direction': 'enum value "SELL" in another case',
      'data.order.premium': 'number sent as a string',
      'data.order.delta': 'missing',
    });
  });

  it("is unreadable only without an object, a type, or a row frame's data object", () => {
    expect(readServerMessage(JSON.stringify({ type: 'flow_order', data: {} }))?.message).toMatchObject({
      data: { ticker: null, event_id: null, order: { premium: null } },
    });
    const noData = readServerMessage(JSON.stringify({ type: 'flow_order', data: 'x' }));
    expect(noData?.message).toBeNull();
    expect(noData?.drift.map((i) => i.path)).toEqual(['data']);
    expect(readServerMessage(JSON.stringify({ data: {} }))?.drift).toEqual([{ path: 'type', problem: 'missing' }]);
    // A subscribed answer without a readable list still reads (tickers null), named.
    const sub = readServerMessage(JSON.stringify({ type: 'subscribed', symbols: ['SPY'] }));
    expect(sub?.message).toMatchObject({ type: 'subscribed', tickers: null });
    expect(sub?.drift.map((i) => i.path)).toEqual(['tickers']);
  });

  it('reads the error text under message, else error, else detail, and names where it was', () => {
    const text = (f: object) => readServerMessage(JSON.stringify({ type: 'error', ...f }));
    expect(text({ message: 'bad ticker' })?.message).toEqual({ type: 'error', message: 'bad ticker' });
    expect(text({ message: 'bad ticker' })?.drift).toEqual([]);
    expect(text({ error: 'rate limited' })?.message).toEqual({ type: 'error', message: 'rate limited' });
    expect(text({ error: 'rate limited' })?.drift).toEqual([{ path: 'message', problem: 'missing' }]);
    expect(text({ detail: { code: 'x', message: 'no such ticker' } })?.message).toMatchObject({
      message: 'no such ticker',
    });
    expect(text({ code: 7 })?.message).toEqual({ type: 'error', code: 7, message: null });
  });

  it('calls a stream late only after three of its longest heartbeat intervals, never under 90 s', () => {
    expect(heartbeatLateAfterMs(null)).toBe(90_000);
    expect(heartbeatLateAfterMs(10_000)).toBe(90_000);
    expect(heartbeatLateAfterMs(60_000)).toBe(180_000);
  });

  it('returns null only for text that is not a JSON object', () => {
    expect(readServerMessage('not json')).toBeNull();
    expect(readServerMessage('[1]')).toBeNull();
    expect(readServerMessage('{"type":"mystery"}')?.message).toBeNull();
  });
});
