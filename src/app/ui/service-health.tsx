/**
 * A family's own health route (`/v1/oi/health`, `/v1/darkpool/health`: any tier) read as one line in a
 * page's header: whether the service says it is ok, the sessions it covers, and its newest snapshot.
 * Asked once per visit; a failure reads as "unreachable", never as a panel error.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { EndpointId } from '../../api/registry';
import type { AnswerOf } from '../../api/schemas';
import { endpointQuery } from '../data/endpoint-query';
import { MISSING } from './format';

export interface ServiceHealthReading {
  readonly status: string | null;
  readonly sessions: number | null;
  readonly first: string | null;
  readonly latest: string | null;
  /** The newest snapshot the service names ("PM 2026-11-17"), when it names one. */
  readonly snapshot: string | null;
}

/** A family health answer as its schema reads it (`familyHealth`, src/api/schemas/service.ts). */
export type FamilyHealth = AnswerOf<'oi.health'>;

export function readServiceHealth(answer: FamilyHealth): ServiceHealthReading {
  const slot = answer.latest_snapshot?.slot ?? null;
  const session = answer.latest_snapshot?.session ?? null;
  return {
    status: answer.status,
    sessions: answer.sessions_covered ?? null,
    first: answer.first_session ?? null,
    latest: answer.latest_session ?? null,
    snapshot: session ? `${slot ? `${slot} ` : ''}${session}` : null,
  };
}

/** The families' health routes of the registry. */
type HealthId = Extract<EndpointId, `${string}.health`>;

export function ServiceHealth(props: { id: HealthId; name: string }): ReactElement {
  const q = useQuery({ ...endpointQuery<HealthId, FamilyHealth>(props.id), retry: false });
  if (q.isPending) return <span className="text-xs text-muted">{props.name} service …</span>;
  if (q.isError)
    return (
      <span className="text-xs text-warn" data-testid="service-health" data-status="unreachable">
        {props.name} service unreachable
      </span>
    );
  const h = readServiceHealth(q.data);
  const ok = h.status?.toLowerCase() === 'ok';
  return (
    <span
      className="text-xs text-muted"
      data-testid="service-health"
      data-status={h.status ?? 'unknown'}
      title={`${props.name} service health, as the service reports it`}
    >
      <span className={ok ? 'text-up' : 'text-warn'}>●</span> {props.name} service {h.status ?? MISSING} ·{' '}
      {h.sessions ?? MISSING} sessions {h.first ?? MISSING} → {h.latest ?? MISSING}
      {h.snapshot ? ` · newest snapshot ${h.snapshot}` : ''}
    </span>
  );
}
