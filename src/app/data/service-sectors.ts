/**
 * The sector keys the service publishes: the rows of `GET /v1/darkpool/sectors`, each `key` (what
 * `/sector/{key}` and the sector tide take) with its sector fund. The app never spells sector keys
 * itself (src/api/sectors.ts is the sandbox's table), so a key the app has never seen is offered too.
 */
import { useQuery } from '@tanstack/react-query';
import type { sectorRow } from '../../api/schemas/darkpool';
import { endpointQuery } from './endpoint-query';
import { isObj, str } from './readers';

export interface ServiceSector {
  readonly key: string;
  /** The sector fund's symbol (e.g. XLK); null when the answer names none. */
  readonly fund: string | null;
}

type SectorRowView = Partial<Record<keyof typeof sectorRow.shape, unknown>>;

/** Every row with a `key`, in the service's order, once each; a row without one has no key to send. */
export function readServiceSectors(payload: unknown): ServiceSector[] {
  const rows = isObj(payload) && Array.isArray(payload.sectors) ? payload.sectors : [];
  const out = new Map<string, ServiceSector>();
  for (const row of rows) {
    if (!isObj(row)) continue;
    const r: SectorRowView = row;
    const key = str(r.key);
    if (key !== null && !out.has(key)) out.set(key, { key, fund: str(r.fund) });
  }
  return [...out.values()];
}

/** The latest session's sector list (asked once, refreshed by the cache policy, never polled). */
export function useServiceSectors(): { sectors: readonly ServiceSector[]; pending: boolean } {
  const query = useQuery(endpointQuery('darkpool.sectors', {}));
  return { sectors: query.data ? readServiceSectors(query.data) : [], pending: query.isPending };
}
