import { describe, expect, it } from 'vitest';
import type { ToolDoor } from './doors';
import { buildToolArguments, isMatched, matchDoor, typedValue, type ToolInputSchema } from './tool-arguments';

const QUOTE: ToolInputSchema = {
  properties: { symbol: { type: 'string' }, limit: { type: 'integer' } },
  required: ['symbol'],
};
const plain: ToolDoor = { kind: 'mcp', tool: 'stock_quote' };
const renamed: ToolDoor = { kind: 'mcp', tool: 'stock_quote', rename: { ticker: 'symbol' } };

describe('matching a door to the schema tools/list gives', () => {
  it('fills a property under a declared rename, and not under an undeclared difference', () => {
    expect(isMatched(matchDoor(renamed, ['ticker', 'limit'], QUOTE))).toBe(true);
    const m = matchDoor(plain, ['ticker', 'limit'], QUOTE);
    expect(isMatched(m)).toBe(false);
    expect(m).toMatchObject({ missing: ['symbol'], dropped: ['ticker'], absent: false });
  });

  it('reports a declared rename whose target the schema lacks as an error of the mapping', () => {
    const wrong: ToolDoor = { kind: 'mcp', tool: 'stock_quote', rename: { ticker: 'symbol', limit: 'max_rows' } };
    const m = matchDoor(wrong, ['ticker', 'limit'], QUOTE);
    expect(m.badRenames).toEqual([{ param: 'limit', target: 'max_rows' }]);
    // The schema has `limit` itself: the parameter still goes there.
    expect(m.dropped).toEqual([]);
  });

  it('is unmatched when the tool is not listed', () => {
    expect(matchDoor(plain, ['ticker'], undefined)).toMatchObject({ absent: true });
    expect(isMatched(matchDoor(plain, ['ticker'], undefined))).toBe(false);
  });
});

describe('the arguments of one call', () => {
  it('puts each value under its property, leaves out what has no property, and refuses a missing required one', () => {
    expect(
      buildToolArguments(renamed, QUOTE, { ticker: 'SPY', limit: 5, session: '2026-11-20', x: undefined }),
    ).toEqual({ ok: true, args: { symbol: 'SPY', limit: 5 }, dropped: ['session'] });
    expect(buildToolArguments(plain, QUOTE, { ticker: 'SPY' })).toEqual({ ok: false, missing: ['symbol'] });
    // A property some parameter could fill, left without a value in this request, refuses it too.
    expect(buildToolArguments(renamed, QUOTE, { limit: 5 })).toEqual({ ok: false, missing: ['symbol'] });
  });

  it('types a value as its property asks', () => {
    expect(typedValue({ type: 'string' }, ['A', 'B'])).toBe('A,B');
    expect(typedValue({ type: 'array' }, ['A', 'B'])).toEqual(['A', 'B']);
    expect(typedValue({ type: 'array' }, 'A,B')).toEqual(['A', 'B']);
    expect(typedValue({ type: 'string' }, 14)).toBe('14');
    expect(typedValue({ type: 'string' }, true)).toBe('true');
    expect(typedValue({ type: 'integer' }, '120')).toBe(120);
    expect(typedValue({ type: ['number', 'null'] }, '1.5')).toBe(1.5);
    expect(typedValue({ type: 'number' }, 'abc')).toBe('abc');
    expect(typedValue({ type: 'boolean' }, 'true')).toBe(true);
    expect(typedValue({ type: ['string', 'number'] }, 7)).toBe(7);
    expect(typedValue({}, ['A', 'B'])).toBe('A,B');
    expect(typedValue({}, 390)).toBe(390);
  });
});
