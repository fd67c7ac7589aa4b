import { describe, expect, it } from 'vitest';
import { answerFixture, readFixture } from '../data/read-answer.fixture';
import { readServiceHealth } from './service-health';

describe('readServiceHealth', () => {
  it('reads status, coverage and the newest snapshot', () => {
    expect(
      readServiceHealth(
        answerFixture('oi.health', {
          status: 'ok',
          sessions_covered: 90,
          first_session: '2026-07-14',
          latest_session: '2026-11-20',
          latest_snapshot: { session: '2026-11-20', slot: 'AM' },
        }),
      ),
    ).toEqual({ status: 'ok', sessions: 90, first: '2026-07-14', latest: '2026-11-20', snapshot: 'AM 2026-11-20' });
  });

  it('reads what is missing as not observed (null), never as zero', () => {
    expect(readServiceHealth(answerFixture('darkpool.health', { status: 'degraded' }))).toEqual({
      status: 'degraded',
      sessions: null,
      first: null,
      latest: null,
      snapshot: null,
    });
    const odd = readFixture('darkpool.health', { state: 'ok', sessions_covered: '90' });
    expect(readServiceHealth(odd.value)).toMatchObject({ status: null, sessions: 90 });
    expect([...odd.drift].sort()).toEqual(['sessions_covered', 'status']);
  });
});
