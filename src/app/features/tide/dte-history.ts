/**
 * Tide by DTE through the session. The service publishes the DTE buckets as a snapshot of the session so
 * far, recomputed behind its 120 s TTL; each reading the page receives is kept here (per session and
 * scope, for as long as the tab is open), so the buckets can be drawn as lines from the first reading on.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { TideResponse } from '../../../api/types';

export interface DteReading {
  /** The service's computed_at (epoch ms). */
  readonly t: number;
  readonly net: ReadonlyMap<string, number>;
}

const readings = new Map<string, DteReading[]>();
const listeners = new Set<() => void>();
let version = 0;

/** Keep a reading (once per computed_at); the buckets' order is the service's. */
export function recordDteReading(key: string, data: TideResponse): void {
  const t = Date.parse(data.computed_at ?? data.as_of ?? '');
  if (Number.isNaN(t)) return;
  const list = readings.get(key) ?? [];
  if (list.some((r) => r.t === t)) return;
  const net = new Map(data.by_dte.map((b) => [b.bucket, b.net_premium]));
  readings.set(
    key,
    [...list, { t, net }].sort((a, b) => a.t - b.t),
  );
  version++;
  for (const l of listeners) l();
}

export function useDteReadings(key: string): readonly DteReading[] {
  const v = useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => version,
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => readings.get(key) ?? [], [key, v]);
}
