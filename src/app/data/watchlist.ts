/**
 * The account's real-time watchlist (GET/PUT /v1/quotes/watchlist), shared by the board, the watchlist
 * page and the palette. Changes are optimistic and rolled back, visibly, when the service refuses.
 */
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { WatchlistResponse } from '../../api/types';
import { useAdditions } from './additions-store';
import { apiFetch } from './api-fetch';
import { isApiError } from './api-error';
import { endpointQuery, endpointUrl } from './endpoint-query';
import { toast } from '../ui/toast-store';

export const MAX_ACTIVE_DEFAULT = 25;
export const MAX_DAILY_ADDITIONS_DEFAULT = 50;

export const watchlistQuery = {
  ...endpointQuery<'quotes.watchlist', WatchlistResponse>('quotes.watchlist'),
  // The list only changes through this app; a minute keeps page switches from spending requests.
  staleTime: 60_000,
};

export function useWatchlist(): UseQueryResult<WatchlistResponse> {
  return useQuery(watchlistQuery);
}

function describe(e: unknown): string {
  if (isApiError(e)) {
    if (e.status === 422 && e.detail.length > 0) return e.detail.map((d) => d.msg).join('; ');
    return `${e.message} (${e.status || 'network'})`;
  }
  return e instanceof Error ? e.message : 'unknown error';
}

interface SaveContext {
  readonly previous: WatchlistResponse | undefined;
}

/** Replace the active list; `label` names the change in the rollback message. */
export function useSaveWatchlist() {
  const client = useQueryClient();
  const record = useAdditions((s) => s.record);
  return useMutation<WatchlistResponse | null, Error, { symbols: readonly string[]; label: string }, SaveContext>({
    mutationFn: ({ symbols }) =>
      apiFetch<WatchlistResponse | null>(endpointUrl('quotes.watchlistPut'), {
        method: 'PUT',
        body: { symbols },
        priority: 'interactive',
      }),
    onMutate: async ({ symbols }) => {
      await client.cancelQueries({ queryKey: watchlistQuery.queryKey });
      const previous = client.getQueryData<WatchlistResponse>(watchlistQuery.queryKey);
      client.setQueryData<WatchlistResponse>(watchlistQuery.queryKey, {
        max_active: previous?.max_active ?? MAX_ACTIVE_DEFAULT,
        max_daily_additions: previous?.max_daily_additions ?? MAX_DAILY_ADDITIONS_DEFAULT,
        symbols: [...symbols],
      });
      return { previous };
    },
    onError: (e, { label }, ctx) => {
      if (ctx?.previous) client.setQueryData(watchlistQuery.queryKey, ctx.previous);
      toast('error', `${label} was undone: ${describe(e)}`);
    },
    onSuccess: (res, { symbols }, ctx) => {
      const before = new Set(ctx.previous?.symbols ?? []);
      for (const s of symbols) if (!before.has(s)) record(s);
      if (res && Array.isArray(res.symbols)) client.setQueryData(watchlistQuery.queryKey, res);
      // Quotes and delays depend on the list: refetch what says "delayed".
      void client.invalidateQueries({
        queryKey: ['api', 'quotes'],
        predicate: (q) => q.queryKey[2] !== 'quotes.watchlist',
        refetchType: 'active',
      });
    },
  });
}
