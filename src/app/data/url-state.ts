/** Session in the URL (`?session=`): `current` when absent, else a trading day. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isTradingDay } from '../../api/calendar';
import { liveSearchParams } from './search-param';

export const CURRENT = 'current';

/** The session value of the URL, checked: anything that is not a trading day reads as `current`. */
export function readSessionParam(raw: string | null): string {
  if (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && isTradingDay(raw)) return raw;
  return CURRENT;
}

export function useSessionParam(): [string, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = readSessionParam(params.get('session'));
  const set = useCallback(
    (next: string) =>
      setParams(() => {
        const copy = liveSearchParams();
        if (next === CURRENT) copy.delete('session');
        else copy.set('session', next);
        return copy;
      }),
    [setParams],
  );
  return [value, set];
}
