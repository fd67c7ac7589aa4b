/**
 * Saved desks as the BFF keeps them (`/api/desks`, the routes documented beside the desk's schema): every
 * answer is read through that schema, so a desk the app opens is always a valid one.
 */
import { queryOptions, useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { desk as deskSchema, DESKS_PATH, type Desk } from '../../../dashboard-api/desk';
import { isApiError } from '../../data/api-error';
import { apiFetch } from '../../data/api-fetch';
import { bffPath, DESKS_KEY } from '../../data/desk-list';

export { deskListQuery } from '../../data/desk-list';

const deskPath = (name: string): string => `${bffPath(DESKS_PATH)}/${encodeURIComponent(name)}`;

export const deskQuery = (name: string) =>
  queryOptions({
    queryKey: [...DESKS_KEY, name],
    queryFn: async ({ signal }): Promise<Desk> => deskSchema.parse(await apiFetch<unknown>(deskPath(name), { signal })),
    staleTime: Infinity,
    // A desk that is not there is an answer (404), not a fault to retry.
    retry: (n, e) => !(isApiError(e) && e.status === 404) && n < 2,
  });

/** Why the BFF refused a desk, in words (a 422 names the field). */
export function saveErrorText(e: unknown): string {
  if (isApiError(e)) {
    if (e.status === 422 && e.detail.length > 0)
      return e.detail.map((d) => `${d.loc.filter((l) => l !== 'body').join('.')}: ${d.msg}`).join('; ');
    return `${e.message} (${e.status || 'network'})`;
  }
  return e instanceof Error ? e.message : 'unknown error';
}

export function useSaveDesk(): UseMutationResult<Desk, Error, Desk> {
  const client = useQueryClient();
  return useMutation<Desk, Error, Desk>({
    mutationFn: async (d) => deskSchema.parse(await apiFetch<unknown>(deskPath(d.name), { method: 'PUT', body: d })),
    onSuccess: (saved) => {
      client.setQueryData([...DESKS_KEY, saved.name], saved);
      void client.invalidateQueries({ queryKey: DESKS_KEY, exact: true });
    },
  });
}
