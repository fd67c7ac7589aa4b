/**
 * The trader's alerts as the BFF keeps them (`/api/alerts`): read again when one fires (the notifier
 * invalidates it). Fires are pushed, never polled for; while the list is on screen it is re-read every
 * few seconds only for the last value each alert read, an answer of the BFF's own (no upstream request). Adding, deleting and re-arming are optimistic and rolled back,
 * visibly, when the BFF refuses (a 422 names the field).
 */
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { AlertRule, AlertsAnswer, TraderAlert } from '../../../dashboard-api/trader-alerts';
import { isApiError } from '../../data/api-error';
import { apiFetch } from '../../data/api-fetch';
import { toast } from '../../ui/toast-store';

export const ALERTS_KEY = ['bff', 'alerts'] as const;
const LAST_VALUE_EVERY_MS = 5_000;

export function readAlerts({ signal }: { signal?: AbortSignal } = {}): Promise<AlertsAnswer> {
  return apiFetch<AlertsAnswer>('/alerts', { signal });
}

export function useAlerts(): UseQueryResult<AlertsAnswer> {
  return useQuery({
    queryKey: ALERTS_KEY,
    queryFn: readAlerts,
    staleTime: 5_000,
    refetchInterval: LAST_VALUE_EVERY_MS,
  });
}

/** Why the BFF refused a change, in words (a 422 names each field). */
export function alertErrorText(e: unknown): string {
  if (isApiError(e)) {
    if (e.status === 422 && e.detail.length > 0)
      return e.detail.map((d) => `${d.loc.filter((l) => l !== 'body' && l !== 'rule').join('.')}: ${d.msg}`).join('; ');
    return `${e.message} (${e.status || 'network'})`;
  }
  return e instanceof Error ? e.message : 'unknown error';
}

interface Snapshot {
  readonly previous: AlertsAnswer | undefined;
}

/** One optimistic change of the list, undone with a toast that says why when the BFF refuses it. */
function useAlertChange<V, R>(
  send: (v: V) => Promise<R>,
  apply: (list: readonly TraderAlert[], v: V) => TraderAlert[],
  label: (v: V) => string,
) {
  const client = useQueryClient();
  return useMutation<R, Error, V, Snapshot>({
    mutationFn: send,
    onMutate: async (v) => {
      await client.cancelQueries({ queryKey: ALERTS_KEY });
      const previous = client.getQueryData<AlertsAnswer>(ALERTS_KEY);
      if (previous) client.setQueryData<AlertsAnswer>(ALERTS_KEY, { ...previous, alerts: apply(previous.alerts, v) });
      return { previous };
    },
    onError: (e, v, ctx) => {
      if (ctx?.previous) client.setQueryData(ALERTS_KEY, ctx.previous);
      toast('error', `${label(v)} was undone: ${alertErrorText(e)}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}

export function useAddAlert() {
  return useAlertChange(
    (v: { rule: AlertRule; note: string }) => apiFetch<TraderAlert>('/alerts', { method: 'POST', body: v }),
    (list, v) => [
      ...list,
      {
        id: `pending-${list.length}`,
        rule: v.rule,
        note: v.note,
        created_at: new Date().toISOString(),
        status: 'waiting',
        fired_at: null,
        last_value: null,
      },
    ],
    () => 'The new alert',
  );
}

export function useRemoveAlert() {
  return useAlertChange(
    (id: string) => apiFetch<null>(`/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    (list, id) => list.filter((a) => a.id !== id),
    () => 'Deleting the alert',
  );
}

export function useRearmAlert() {
  return useAlertChange(
    (id: string) => apiFetch<TraderAlert>(`/alerts/${encodeURIComponent(id)}/rearm`, { method: 'POST', body: {} }),
    (list, id) => list.map((a) => (a.id === id ? { ...a, status: 'waiting', fired_at: null } : a)),
    () => 'Re-arming the alert',
  );
}
