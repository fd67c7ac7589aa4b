/**
 * The account page's requests: the BFF's own account answer (which key is in use, masked), the key's
 * usage from the contract, and the three changes (register, confirm, switch key).
 */
import { queryOptions, useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { apiFetch } from '../../data/api-fetch';
import { endpointQuery, endpointUrl } from '../../data/endpoint-query';
import { readAccount, type AccountView, type KeySource } from './account-view';

export const accountQuery = queryOptions({
  queryKey: ['bff', 'account'],
  queryFn: async ({ signal }) => readAccount(await apiFetch<unknown>('/account', { signal })),
  staleTime: 10_000,
});

export const usageQuery = () => endpointQuery('account.usage', {}, { poll: true });

export interface Registration {
  readonly email: string;
  readonly agentName: string;
}

export function useRegister(): UseMutationResult<unknown, Error, Registration> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ email, agentName }) =>
      apiFetch<unknown>(endpointUrl('account.register'), {
        method: 'POST',
        body: { email, ...(agentName.trim() ? { agent_name: agentName.trim() } : {}) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountQuery.queryKey }),
  });
}

export function useConfirm(): UseMutationResult<unknown, Error, string> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code) => apiFetch<unknown>(endpointUrl('account.confirm'), { method: 'POST', body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountQuery.queryKey }),
  });
}

/** Switch the BFF's key: every answer on screen was the old key's, so all of them are asked again. */
export function useSwitchKey(): UseMutationResult<AccountView, Error, KeySource> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (use) => readAccount(await apiFetch<unknown>('/account/key', { method: 'PUT', body: { use } })),
    onSuccess: async (account) => {
      client.setQueryData(accountQuery.queryKey, account);
      await client.invalidateQueries();
    },
  });
}
