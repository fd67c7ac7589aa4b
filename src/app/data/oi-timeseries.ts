/**
 * One ticker's OI across its AM and PM snapshots (`/v1/oi/{ticker}/timeseries`): the OI page draws it,
 * and the OI receipts read from it when a snapshot takes in a session's trades (`oi-settlement`).
 */
import { pickNum, pickStr, rowsOf } from './readers';
import { endpointQuery, type EndpointQueryOptions } from './endpoint-query';

export const oiTimeseries = (ticker: string, dte: 'all' | 'lt8' | 'gte8', opts?: EndpointQueryOptions) =>
  endpointQuery('oi.timeseries', { ticker, dte }, opts);

export interface OiSnapshotPoint {
  readonly label: string;
  readonly session: string;
  readonly slot: string | null;
  readonly callOi: number | null;
  readonly putOi: number | null;
  readonly totalOi: number | null;
  readonly volume: number | null;
}

const SLOT_ORDER: Readonly<Record<string, number>> = { AM: 0, PM: 1 };

/** Snapshots in time order (session, then AM before PM). */
export function readOiTimeseries(payload: unknown): OiSnapshotPoint[] {
  return rowsOf(payload, 'points')
    .flatMap((r) => {
      const session = pickStr(r, 'session');
      if (!session) return [];
      const slot = pickStr(r, 'slot');
      const callOi = pickNum(r, 'call_oi');
      const putOi = pickNum(r, 'put_oi');
      return [
        {
          label: `${session.slice(5)}${slot ? ` ${slot}` : ''}`,
          session,
          slot,
          callOi,
          putOi,
          totalOi: pickNum(r, 'total_oi') ?? (callOi !== null && putOi !== null ? callOi + putOi : null),
          volume: pickNum(r, 'total_volume'),
        },
      ];
    })
    .sort(
      (a, b) => a.session.localeCompare(b.session) || (SLOT_ORDER[a.slot ?? ''] ?? 0) - (SLOT_ORDER[b.slot ?? ''] ?? 0),
    );
}
