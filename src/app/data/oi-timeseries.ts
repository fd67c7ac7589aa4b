/**
 * One ticker's OI across its AM and PM snapshots (`/v1/oi/{ticker}/timeseries`): the OI page draws it,
 * and the OI receipts read from it when a snapshot takes in a session's trades (`oi-settlement`).
 */
import type { AnswerOf } from '../../api/schemas';
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

/** Snapshots in time order (session, then AM before PM); a total the answer leaves null is call + put. */
export function readOiTimeseries(answer: AnswerOf<'oi.timeseries'>): OiSnapshotPoint[] {
  return answer.points
    .flatMap((r) => {
      const { session, slot, call_oi: callOi, put_oi: putOi } = r;
      if (!session) return [];
      return [
        {
          label: `${session.slice(5)}${slot ? ` ${slot}` : ''}`,
          session,
          slot,
          callOi,
          putOi,
          totalOi: r.total_oi ?? (callOi !== null && putOi !== null ? callOi + putOi : null),
          volume: r.total_volume,
        },
      ];
    })
    .sort(
      (a, b) => a.session.localeCompare(b.session) || (SLOT_ORDER[a.slot ?? ''] ?? 0) - (SLOT_ORDER[b.slot ?? ''] ?? 0),
    );
}
