/**
 * Tide by DTE through the session. The service publishes the DTE buckets as a snapshot of the session so
 * far, recomputed behind its 120 s TTL; each reading is kept here (a zustand store per session and
 * scope, the last few of them), so the buckets can be drawn as lines from the first reading on. The
 * dashboard's server journals every reading it read upstream during the session (`/api/recorded/tide/…`), so a tab
 * opened or reloaded later starts from the day's first reading, not from its own.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod/mini';
import { create } from 'zustand';
import { sessionHours } from '../../../api/calendar';
import { nested } from '../../../api/schemas/common';
import { tide } from '../../../api/schemas/directional';
import { apiFetch } from '../../data/api-fetch';

/** What a reading needs of a tide answer (read through the tide schema: `by_dte` is always a list). */
export interface DteSnapshot {
  readonly computed_at?: string | null | undefined;
  readonly as_of?: string | null | undefined;
  readonly by_dte?:
    readonly { readonly bucket: string | null; readonly net_premium?: number | null | undefined }[] | null | undefined;
}

export interface DteReading {
  /** The service's computed_at (epoch ms). */
  readonly t: number;
  readonly net: ReadonlyMap<string, number>;
}

/** Session and scope pairs kept: a tab open for days drops its oldest sessions' lines. */
const SCOPES_KEPT = 12;
const NONE: readonly DteReading[] = [];

/** Readings by session and scope (newest key last); each list is one session's, so it ends at the close. */
const useDteHistory = create<{ byKey: ReadonlyMap<string, readonly DteReading[]> }>(() => ({ byKey: new Map() }));

/** Keep a reading (once per moment); the buckets' order is the service's. */
export function recordDteReading(key: string, session: string, data: DteSnapshot): void {
  const computed = Date.parse(data.computed_at ?? data.as_of ?? '');
  if (Number.isNaN(computed)) return;
  // A reading computed after the close is the close's: the session's buckets are final by then. (A
  // session that is not a date, the service's to send, is not clamped.)
  const close = /^\d{4}-\d{2}-\d{2}$/.test(session) ? sessionHours(session).closeMs : Infinity;
  const t = Math.min(computed, close);
  const byKey = useDteHistory.getState().byKey;
  const list = byKey.get(key) ?? NONE;
  if (list.some((r) => r.t === t)) return;
  // A bucket not observed in a reading is a gap in its line, never 0.
  const net = new Map(
    (data.by_dte ?? []).flatMap((b) =>
      b.bucket === null || b.net_premium == null ? [] : [[b.bucket, b.net_premium] as const],
    ),
  );
  const next = new Map(byKey);
  next.delete(key);
  next.set(
    key,
    [...list, { t, net }].sort((a, b) => a.t - b.t),
  );
  for (const old of next.keys()) if (next.size > SCOPES_KEPT) next.delete(old);
  useDteHistory.setState({ byKey: next });
}

export function useDteReadings(key: string): readonly DteReading[] {
  return useDteHistory((s) => s.byKey.get(key) ?? NONE);
}

/**
 * The BFF's journal answer (`/api/recorded/tide/…`, ours): each reading is the service's tide as it was
 * read, kept to its times and `by_dte`, so it is read through the tide schema's own fields.
 */
const recordedTide = z.looseObject({
  readings: z.catch(
    z.array(z.looseObject({ reading: nested(z.pick(tide, { computed_at: true, as_of: true, by_dte: true })) })),
    [],
  ),
});

/** The recorded readings of a `/api/recorded/tide/…` answer; anything unreadable is left out. */
export function readRecordedTide(payload: unknown): DteSnapshot[] {
  const read = recordedTide.safeParse(payload);
  if (!read.success) return [];
  return read.data.readings.flatMap((r) => (r.reading ? [r.reading] : []));
}

/**
 * Merges the readings the server recorded of the session into the tab's (once per session and scope):
 * asks the BFF's own journal, never upstream. A BFF that kept nothing answers an empty list.
 */
export function useRecordedDteReadings(key: string, session: string | null, sector: string | null): void {
  const recorded = useQuery({
    queryKey: ['recorded-tide', session, sector],
    queryFn: ({ signal }) =>
      apiFetch<unknown>(`/recorded/tide/${session}${sector === null ? '' : `?sector=${encodeURIComponent(sector)}`}`, {
        signal,
      }),
    enabled: session !== null,
    staleTime: 'static',
  });
  useEffect(() => {
    if (recorded.data === undefined || session === null) return;
    for (const r of readRecordedTide(recorded.data)) recordDteReading(key, session, r);
  }, [key, session, recorded.data]);
}
