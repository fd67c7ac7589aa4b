/**
 * Setting one parameter of the page's URL (`?dte=`, `?mode=`, `?date=`), the others kept: null removes
 * it, so a view at its defaults keeps a clean URL and shares its links.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A copy of the parameters with `name` set, or removed for null. */
export function withSearchParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}

export function useSetSearchParam(): (name: string, value: string | null) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (name: string, value: string | null) => setParams((p) => withSearchParam(p, name, value)),
    [setParams],
  );
}
