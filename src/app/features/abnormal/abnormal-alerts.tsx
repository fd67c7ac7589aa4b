/**
 * Watches the abnormal-trades stream on every page and raises the alerts the trader chose (toast,
 * sound, desktop notification). Renders nothing; mount it once in the layout.
 */
import { useCallback } from 'react';
import { useAbnormalStream } from '../../stream/stream-client';
import type { StreamRow } from '../../stream/protocol';
import { addAbnormalRows } from './abnormal-feed';

export function AbnormalAlerts(): null {
  const onRows = useCallback(
    (rows: readonly StreamRow[], _at: readonly number[], replay: boolean) => addAbnormalRows(rows, replay),
    [],
  );
  useAbnormalStream(onRows);
  return null;
}
