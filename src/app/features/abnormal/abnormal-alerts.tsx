/**
 * Watches the abnormal-trades stream on every page and raises the alerts the trader chose (toast,
 * sound, desktop notification). By default only the watchlist's tickers alert, so the watchlist is read
 * (once a minute at most, shared with the board) while that is the scope. Renders nothing; mount it
 * once in the layout.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { watchlistQuery } from '../../data/watchlist';
import { useAbnormalStream } from '../../stream/stream-client';
import type { StreamRow } from '../../stream/protocol';
import { addAbnormalRows, setAlertWatchlist } from './abnormal-feed';
import { useAlertPrefs } from './alert-prefs';

export function AbnormalAlerts(): null {
  const byWatchlist = useAlertPrefs((p) => p.scope === 'watchlist');
  const list = useQuery({ ...watchlistQuery, enabled: byWatchlist });
  const symbols = list.data?.symbols;
  useEffect(() => setAlertWatchlist(symbols ?? null), [symbols]);
  const onRows = useCallback(
    (rows: readonly StreamRow[], _at: readonly number[], replay: boolean) => addAbnormalRows(rows, replay),
    [],
  );
  useAbnormalStream(onRows);
  return null;
}
