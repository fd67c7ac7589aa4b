import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import type { AnswerEndpointId, AnswerOf } from '../../../api/schemas';
import { NO_LIVE_PRICE } from '../../data/live-price';
import { atmRowsFor, buildBoardRows, observedPrice } from './board-rows';
import { nextRowIndex } from '../../ui/roving-rows';

/** A raw answer as the app receives it: read through the endpoint's schema. */
function answer<I extends AnswerEndpointId>(id: I, body: unknown): AnswerOf<I> {
  const r = readAnswer(id, body);
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.issues)}`);
  return r.value;
}

const atmAnswer = (extra: Record<string, unknown>) =>
  answer('volatility.atm', { results: [{ ticker: 'SPY', atm_iv: 0.14 }], ...extra });

describe("the board's honest zeros", () => {
  it("keeps an ATM IV answer only for the session it is about: yesterday's row never gets today's IV", () => {
    expect(atmRowsFor(atmAnswer({ session: '2026-11-16' }), '2026-11-16')).toHaveLength(1);
    expect(atmRowsFor(atmAnswer({ session: '2026-11-16' }), '2026-11-13')).toEqual([]);
    // No stated session: the ET day of as_of (01:30 UTC on the 17th is still the 16th in New York).
    expect(atmRowsFor(atmAnswer({ as_of: '2026-11-17T01:30:00Z' }), '2026-11-16')).toHaveLength(1);
    expect(atmRowsFor(atmAnswer({ as_of: '2026-11-16T15:00:00Z' }), '2026-11-13')).toEqual([]);
  });

  it('reads a price of 0 before the first trade as not observed, so no change shows as −100%', () => {
    expect(observedPrice({ price: 0, atMs: 1, source: 'quote' })).toBe(NO_LIVE_PRICE);
    expect(observedPrice({ price: 101.5, atMs: 1, source: 'quote' }).price).toBe(101.5);
    const [row] = buildBoardRows(['SPY'], {
      directional: undefined,
      atm: undefined,
      flow: undefined,
      levels: new Map(),
      quotes: new Map([
        ['SPY', answer('quotes.quote', { ticker: 'SPY', price: 0, prev_close: 600, change_pct: -100 })],
      ]),
      live: true,
    });
    expect(row!.last).toBeNull();
    expect(row!.changePct).toBeNull();
    expect(row!.change).toBeNull();
  });
});

describe('one tab stop per board row', () => {
  it('moves with the arrows, Home and End, and stays inside the rows', () => {
    expect(nextRowIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextRowIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextRowIndex('ArrowUp', 0, 3)).toBe(0);
    expect(nextRowIndex('End', 0, 3)).toBe(2);
    expect(nextRowIndex('Home', 2, 3)).toBe(0);
    expect(nextRowIndex('a', 1, 3)).toBeNull();
    expect(nextRowIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
