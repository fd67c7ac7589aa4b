/**
 * The account's real-time watchlist (GET/PUT /v1/quotes/watchlist), shared by the board, the watchlist
 * page and the palette. Changes are optimistic and rolled back, visibly, when the service refuses. A PUT
 * replaces the whole list, so it is built only on a GET the app read cleanly: when the service's answer
 * differed from the contract (another list name, say), a change is refused with the drift named rather
 * than risk replacing symbols the dashboard cannot see.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useAdditions } from './additions-store';
import { apiFetch } from './api-fetch';
import { isApiError } from './api-error';
import { contractDriftOf } from './contract-read';
import { endpointQuery, endpointUrl, type AnswerFor } from './endpoint-query';
import { toast } from '../ui/toast-store';

/** The watchlist as read through its schema (`symbols`, the limits when stated, the drift when any). */
export type Watchlist = AnswerFor<'quotes.watchlist'>;

export const MAX_ACTIVE_DEFAULT = 25;
export const MAX_DAILY_ADDITIONS_DEFAULT = 50;

export const watchlistQuery = {
  ...endpointQuery('quotes.watchlist'),
  // The list only changes through this app; a minute keeps page switches from spending requests.
  staleTime: 60_000,
};

export function useWatchlist(): UseQueryResult<Watchlist> {
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
  readonly previous: Watchlist | undefined;
}

/**
 * Why a change cannot be saved now, or null when it can: the list it would replace must have been read,
 * and read without drift.
 */
export function watchlistWriteBlock(current: Watchlist | undefined): string | null {
  if (current === undefined) return 'the watchlist has not been read yet';
  const drift = contractDriftOf(current);
  if (drift.length === 0) return null;
  return `the service's watchlist answer differs from the contract (contract drift: ${drift.join(', ')}), so a save could replace symbols the dashboard cannot read`;
}

class WatchlistWriteRefused extends Error {
  override readonly name = 'WatchlistWriteRefused';
}

function currentWatchlist(client: QueryClient): Watchlist | undefined {
  return client.getQueryData<Watchlist>(watchlistQuery.queryKey);
}

/** Replace the active list; `label` names the change in the rollback message. */
export function useSaveWatchlist() {
  const client = useQueryClient();
  const record = useAdditions((s) => s.record);
  return useMutation<Watchlist | null, Error, { symbols: readonly string[]; label: string }, SaveContext>({
    mutationFn: ({ symbols }) => {
      const block = watchlistWriteBlock(currentWatchlist(client));
      if (block) return Promise.reject(new WatchlistWriteRefused(block));
      return apiFetch<Watchlist | null>(endpointUrl('quotes.watchlistPut'), {
        method: 'PUT',
        body: { symbols },
        priority: 'interactive',
      });
    },
    onMutate: async ({ symbols }) => {
      const previous = currentWatchlist(client);
      // Nothing is shown as saved that will not be sent.
      if (watchlistWriteBlock(previous)) return { previous };
      await client.cancelQueries({ queryKey: watchlistQuery.queryKey });
      client.setQueryData<Watchlist>(watchlistQuery.queryKey, {
        ...previous,
        max_active: previous?.max_active ?? MAX_ACTIVE_DEFAULT,
        max_daily_additions: previous?.max_daily_additions ?? MAX_DAILY_ADDITIONS_DEFAULT,
        symbols: [...symbols],
      });
      return { previous };
    },
    onError: (e, { label }, ctx) => {
      if (e instanceof WatchlistWriteRefused) {
        toast('error', `${label} was not saved: ${e.message}.`);
        return;
      }
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
