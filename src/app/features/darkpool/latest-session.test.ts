// Which session the dark-pool page shows: a picked one as asked; "latest" unless the service's latest
// answer plainly says its session has no prints yet, then the last session with data.
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../api/check-answer';
import { answerFixture } from '../../data/read-answer.fixture';
import { SESSION_HEAD } from './answer-heads.fixture';
import { pageSession, sessionWithoutPrints } from './latest-session';

const SESSIONS = ['2026-11-16', '2026-11-13', '2026-11-12'];

/** The "latest" ranking as the sandbox answers it between the open and the first delayed print. */
const beforeFirstPrintBody = {
  ...SESSION_HEAD,
  session: '2026-11-16',
  as_of: null,
  market: { notional: 0, shares: 0, off_exchange_share: null },
  rankings: [{ ticker: 'AA', notional: 0, prints: 0, blocks: 0, off_exchange_share: null, net_pressure: null }],
};

const withPrintsBody = {
  ...SESSION_HEAD,
  session: '2026-11-16',
  as_of: '2026-11-16T16:44:58Z',
  market: { notional: 8.1e9, off_exchange_share: 0.31 },
  rankings: [{ ticker: 'SPY', notional: 9e8, prints: 120, blocks: 2, off_exchange_share: 0.3, net_pressure: 0.1 }],
};

/** The ranking as the app receives it: read through its schema. */
const received = (body: unknown) => answerFixture('darkpool.ranking', body);
const beforeFirstPrint = received(beforeFirstPrintBody);
const withPrints = received(withPrintsBody);

describe('sessionWithoutPrints', () => {
  it('names the session of a latest answer with no print yet (as_of null, market $ 0)', () => {
    expect(checkAnswer('darkpool.ranking', beforeFirstPrintBody)).toEqual([]);
    expect(sessionWithoutPrints(beforeFirstPrint)).toBe('2026-11-16');
  });

  it('is null once the session has prints', () => {
    expect(sessionWithoutPrints(withPrints)).toBeNull();
  });

  it('is null for an answer it cannot read: a drifted market figure never hides the day', () => {
    const drifted = { ...beforeFirstPrintBody, market: { notional_usd: 0 } };
    expect(sessionWithoutPrints(received(drifted))).toBeNull();
    expect(sessionWithoutPrints(received({ ...beforeFirstPrintBody, session: 'today' }))).toBeNull();
    expect(sessionWithoutPrints(undefined)).toBeNull();
  });

  it('is null when the market $ is zero but a newest print is stated (prints of zero $ are still prints)', () => {
    expect(sessionWithoutPrints(received({ ...beforeFirstPrintBody, as_of: '2026-11-16T14:31:00Z' }))).toBeNull();
  });
});

describe('pageSession', () => {
  it('shows a session picked in the URL as asked, whatever latest holds', () => {
    expect(pageSession('2026-11-16', SESSIONS, beforeFirstPrint)).toEqual({ date: '2026-11-16', emptyLatest: null });
    expect(pageSession('2026-11-12', SESSIONS, withPrints)).toEqual({ date: '2026-11-12', emptyLatest: null });
  });

  it('keeps latest while it has prints, and while its answer has not come', () => {
    expect(pageSession(null, SESSIONS, withPrints)).toEqual({ date: null, emptyLatest: null });
    expect(pageSession(null, SESSIONS, undefined)).toEqual({ date: null, emptyLatest: null });
  });

  it('falls back to the newest session before an empty latest, naming the empty one', () => {
    expect(pageSession(null, SESSIONS, beforeFirstPrint)).toEqual({ date: '2026-11-13', emptyLatest: '2026-11-16' });
  });

  it('falls back past a list that does not name the empty session yet', () => {
    expect(pageSession(null, ['2026-11-13', '2026-11-12'], beforeFirstPrint)).toEqual({
      date: '2026-11-13',
      emptyLatest: '2026-11-16',
    });
  });

  it('keeps latest when no older session is listed (nothing to fall back to)', () => {
    expect(pageSession(null, ['2026-11-16'], beforeFirstPrint)).toEqual({ date: null, emptyLatest: null });
    expect(pageSession(null, [], beforeFirstPrint)).toEqual({ date: null, emptyLatest: null });
  });
});
