import { describe, expect, it } from 'vitest';
import { cursorTimeAfter, tapeNextCursor, tapeNextPage, tickerGroups } from './tape-paging';

const row = (id: string, time: string) => ({ event_id: id, ticker: 'SPY', timestamp: time });

describe('tapeNextCursor', () => {
  it('reads the cursor at the top level, in next_cursor, or in pagination', () => {
    expect(tapeNextCursor({ rows: [], next_older_than: 'a' })).toBe('a');
    expect(tapeNextCursor({ rows: [], next_cursor: { older_than: 'b' } })).toBe('b');
    expect(tapeNextCursor({ rows: [], pagination: { next_older_than: 'c' } })).toBe('c');
    expect(tapeNextCursor({ rows: [], next_older_than: null, pagination: {} })).toBeNull();
    expect(tapeNextCursor('text')).toBeNull();
  });
});

describe('tapeNextPage', () => {
  const full = [row('e1', '2026-09-14T14:31:00Z'), row('e2', '2026-09-14T14:30:05.250Z')];

  it('follows the cursor of any shape', () => {
    for (const body of [
      { rows: full, next_older_than: 'k' },
      { rows: full, next_cursor: { older_than: 'k' } },
      { rows: full, pagination: { next_older_than: 'k' } },
    ]) {
      expect(tapeNextPage(body, 2, null)).toEqual({ olderThan: 'k', byTime: false, cut: false });
    }
  });

  it('pages a full page without a cursor on its oldest row’s second, reported as cut', () => {
    expect(tapeNextPage({ rows: full }, 2, null)).toEqual({
      olderThan: '2026-09-14T14:30:06',
      byTime: true,
      cut: true,
    });
    // Epoch-ms rows page the same way, in the reference's UTC format.
    const ms = Date.parse('2026-09-14T14:30:05Z');
    expect(tapeNextPage({ rows: [{ event_id: 'x', ts_ms: ms }] }, 1, null).olderThan).toBe('2026-09-14T14:30:06');
  });

  it('ends at a short page without a cursor', () => {
    expect(tapeNextPage({ rows: full.slice(0, 1) }, 2, null)).toEqual({ olderThan: null, byTime: false, cut: false });
    expect(tapeNextPage({ rows: [] }, 500, 'x')).toEqual({ olderThan: null, byTime: false, cut: false });
  });

  it('stops, reported as cut, where paging would ask the same page again', () => {
    // More rows in one second than a page holds: the next time cursor is the one just sent.
    expect(tapeNextPage({ rows: full.slice(1) }, 1, '2026-09-14T14:30:06')).toEqual({
      olderThan: null,
      byTime: false,
      cut: true,
    });
    expect(tapeNextPage({ rows: full, next_older_than: 'k' }, 2, 'k').cut).toBe(true);
    // A full page of rows that cannot be placed in time gives nothing to page on.
    expect(tapeNextPage({ rows: [{ event_id: 'x' }] }, 1, null)).toEqual({ olderThan: null, byTime: false, cut: true });
  });

  it('formats a time cursor as YYYY-MM-DDTHH:MM:SS UTC', () => {
    expect(cursorTimeAfter(Date.parse('2026-09-14T23:59:59.999Z'))).toBe('2026-09-15T00:00:00');
  });
});

describe('tickerGroups', () => {
  it('asks one sorted comma list, or one ticker per request once the list was refused', () => {
    expect(tickerGroups(['msft', 'AAPL', 'MSFT'], { perTicker: false })).toEqual(['AAPL,MSFT']);
    expect(tickerGroups(['msft', 'AAPL'], { perTicker: true })).toEqual(['AAPL', 'MSFT']);
    expect(tickerGroups([], { perTicker: false })).toEqual([]);
  });
});
