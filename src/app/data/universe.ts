/**
 * The tickers the service knows, for search. `/v1/oi/tickers` lists every underlying with OI snapshots;
 * its row shape is not published, so strings and `{ticker}` objects are both read.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { endpointQuery } from './endpoint-query';

export function tickersFromPayload(payload: unknown): string[] {
  const list = Array.isArray(payload)
    ? payload
    : typeof payload === 'object' && payload !== null
      ? (Object.values(payload).find((v) => Array.isArray(v)) as unknown[] | undefined)
      : undefined;
  if (!list) return [];
  const out = new Set<string>();
  for (const item of list) {
    if (typeof item === 'string') out.add(item.toUpperCase());
    else if (typeof item === 'object' && item !== null && 'ticker' in item && typeof item.ticker === 'string')
      out.add(item.ticker.toUpperCase());
  }
  return [...out].sort();
}

export function useUniverse(enabled = true): UseQueryResult<string[]> {
  const base = endpointQuery('oi.tickers', {}, { priority: 'interactive' });
  return useQuery({
    queryKey: base.queryKey,
    queryFn: base.queryFn,
    staleTime: base.staleTime,
    select: tickersFromPayload,
    enabled,
  });
}
