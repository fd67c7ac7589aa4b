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

/**
 * The URL's parameters as they are now. React Router hands a functional update the parameters of the
 * last render, so two changes made before the page re-renders (a fast hand, a busy machine) would drop
 * the first; a change is built on the live URL instead.
 */
export function liveSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

export function useSetSearchParam(): (name: string, value: string | null) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (name: string, value: string | null) => setParams(() => withSearchParam(liveSearchParams(), name, value)),
    [setParams],
  );
}
