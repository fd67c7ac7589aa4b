import { describe, expect, it } from 'vitest';
import { freshnessSummary, sourceState } from './freshness-summary';

const live = { as_of: '2026-11-18T20:30:00Z', finality: 'provisional', data: { realtime: true, delay_seconds: 0 } };
const delayed = { as_of: '2026-11-18T20:29:00Z', data: { realtime: false, delay_seconds: 60, delay_reason: 'x' } };

describe('the board freshness line', () => {
  it('reads each source: provisional and real-time is fresh; delayed, closed, degraded and missing are not', () => {
    expect(sourceState(live)).toBe('fresh');
    expect(sourceState({ as_of: '2026-11-18T20:30:00Z', finality: 'provisional' })).toBe('fresh');
    expect(sourceState(delayed)).toBe('delayed');
    expect(sourceState({ delayed: true })).toBe('delayed');
    expect(sourceState({ stale_live_window: true, hint: 'open 2026-11-17' })).toBe('market closed');
    expect(sourceState({ ...delayed, degraded: true })).toBe('degraded');
    expect(sourceState(undefined)).toBe('not yet');
  });

  it('counts the states in a fixed order, fresh first', () => {
    const parts = freshnessSummary([undefined, live, delayed, live, live]);
    expect(parts).toEqual([
      { state: 'fresh', count: 3 },
      { state: 'delayed', count: 1 },
      { state: 'not yet', count: 1 },
    ]);
    expect(freshnessSummary([live, live])).toEqual([{ state: 'fresh', count: 2 }]);
  });
});
