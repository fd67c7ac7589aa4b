import { describe, expect, it } from 'vitest';
import { mergeAbnormal } from './abnormal-merge';
import { abnormalRowsOf, toAbnormalEntry } from '../../data/abnormal-row';
import { answerFixture } from '../../data/read-answer.fixture';

const entry = (id: string, timestamp: string | null, premium = 1) =>
  toAbnormalEntry({ event_id: id, ticker: 'SPY', side: 'buy', premium, timestamp });

describe('merging the REST seed with the stream', () => {
  it('keeps each event once, the copy already listed', () => {
    const listed = [entry('b', '2026-11-18T15:01:00Z', 5)];
    const merged = mergeAbnormal(
      listed,
      [entry('b', '2026-11-18T15:01:00Z', 9), entry('a', '2026-11-18T15:00:00Z')],
      10,
    );
    expect(merged.map((e) => [e.eventId, e.premium])).toEqual([
      ['b', 5],
      ['a', 1],
    ]);
  });

  it('places a seed that lands after the stream’s first trades by time, newest first, bounded', () => {
    const streamed = [entry('late', '2026-11-18T16:00:00Z')];
    const seed = [entry('early', '2026-11-18T14:00:00Z'), entry('mid', '2026-11-18T15:00:00Z'), entry('untimed', null)];
    expect(mergeAbnormal(streamed, seed, 10).map((e) => e.eventId)).toEqual(['late', 'mid', 'early', 'untimed']);
    expect(mergeAbnormal(streamed, seed, 2).map((e) => e.eventId)).toEqual(['late', 'mid']);
  });

  it('returns the list as it was when nothing is new', () => {
    const listed = [entry('a', '2026-11-18T15:00:00Z')];
    expect(mergeAbnormal(listed, [entry('a', '2026-11-18T15:00:00Z')], 10)).toEqual(listed);
  });
});

describe('REST answers as stream rows', () => {
  it('reads the trades with their OCC symbol and keeps a row whose side it cannot read, the side not observed', () => {
    const rows = abnormalRowsOf(
      answerFixture('abnormal.current', {
        trades: [
          { event_id: 'e1', ticker: 'NVDA', side: 'sell', premium: 2e6, option_symbol: 'NVDA261120C00150000' },
          { event_id: 'e2', ticker: 'NVDA', side: 'sideways', premium: 1 },
          { ticker: 'SPY', side: 'buy', premium: 5, timestamp: '2026-11-18T15:00:00Z' },
        ],
      }),
    );
    // No event_id: keyed as the stream worker keys the same trade's frame.
    expect(rows.map((r) => r.event_id)).toEqual(['e1', 'e2', 'derived:SPY|2026-11-18T15:00:00Z||buy|5']);
    expect(rows[1]!.side).toBeNull();
    expect(toAbnormalEntry(rows[0]!).occ).toBe('NVDA261120C00150000');
    expect(abnormalRowsOf(undefined)).toEqual([]);
  });
});
