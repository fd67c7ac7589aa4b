import { describe, expect, it } from 'vitest';
import { endpointKey } from './endpoint-query';
import { directionalScores, intentRankings } from './session-rankings';

describe('session rankings', () => {
  it('ask the live ranking for the current session and polls it; a past session by its date, unpolled', () => {
    const live = intentRankings('current');
    expect(live.queryKey).toEqual(endpointKey('flow.current'));
    const every = (q: { refetchInterval?: unknown }): unknown =>
      (q.refetchInterval as (q: { state: { data: unknown } }) => unknown)({ state: { data: {} } });
    expect(every(live)).toBeGreaterThan(0);
    const past = intentRankings('2026-11-19');
    expect(past.queryKey).toEqual(endpointKey('flow.session', { session: '2026-11-19' }));
    expect(every(past)).toBe(false);
  });

  it('ask directional scores of the live or a past session with the row cap', () => {
    expect(directionalScores('current', 100).queryKey).toEqual(
      endpointKey('directional.current', { max_display: 100 }),
    );
    expect(directionalScores('2026-11-19', 500).queryKey).toEqual(
      endpointKey('directional.session', { session: '2026-11-19', max_display: 500 }),
    );
  });
});
