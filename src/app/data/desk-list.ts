/**
 * The saved desks' names (`GET /api/desks`, read through the desk's schema): the desk page's picker and
 * the command palette both list them, so the list lives here, shared.
 */
import { queryOptions } from '@tanstack/react-query';
import { deskList, DESKS_PATH, type DeskSummary } from '../../dashboard-api/desk';
import { apiFetch } from './api-fetch';

export const DESKS_KEY = ['bff', 'desks'] as const;

/** A BFF path as apiFetch takes it (it adds the `/api`). */
export const bffPath = (path: string): string => path.replace(/^\/api/, '');

export const deskListQuery = () =>
  queryOptions({
    queryKey: DESKS_KEY,
    queryFn: async ({ signal }): Promise<readonly DeskSummary[]> =>
      deskList.parse(await apiFetch<unknown>(bffPath(DESKS_PATH), { signal })).desks,
    staleTime: 30_000,
  });
