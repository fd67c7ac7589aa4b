/**
 * The pace of earlier sessions for the rotation's partial column: the market's 5-minute windows of up
 * to four sessions before it (past sessions: each asked once, never refreshed), read into the share of a
 * day's off-exchange $ printed by the minute the answer is as of.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { darkpoolSessionPace } from './queries';
import { expectedShare, minutesIntoSession, type ExpectedShare } from './rotation-pace';

const PACE_SESSIONS = 4;

export function useRotationPace(
  sessions: readonly string[],
  partial: boolean,
  asOf: string | null,
): ExpectedShare | null {
  const newest = sessions.at(-1) ?? null;
  const earlier = partial ? sessions.slice(0, -1).slice(-PACE_SESSIONS) : [];
  const results = useQueries({ queries: earlier.map((s) => darkpoolSessionPace(s)) });
  const minutes = newest === null ? null : minutesIntoSession(newest, asOf);
  const ready = results.map((r) => r.data ?? null);
  const readyKey = ready.map((d) => (d ? '1' : '0')).join('');
  return useMemo(() => {
    if (!partial || minutes === null || ready.some((d) => d === null)) return null;
    return expectedShare(
      earlier.map((session, i) => ({ session, windows: ready[i]!.market_windows })),
      minutes,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers change only when one arrives
  }, [partial, minutes, readyKey, earlier.join(',')]);
}
