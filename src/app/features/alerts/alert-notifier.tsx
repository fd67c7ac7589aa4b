/**
 * Raises the trader's alerts on every page as they fire (toast, sound, desktop notification), and
 * refreshes the alert list so its status and history follow. The fires come from the BFF's event
 * stream through the stream worker, one connection for every tab. Renders nothing; mount it once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useAlertFires } from '../../stream/stream-client';
import { deliverAlert } from '../../ui/alert-delivery';
import { ALERTS_KEY } from './alert-queries';
import { useTraderAlertPrefs } from './alert-prefs';

export function AlertNotifier(): null {
  const client = useQueryClient();
  useAlertFires((fire) => {
    deliverAlert(useTraderAlertPrefs.getState(), { title: 'Alert', text: fire.message, tag: `alert-${fire.id}` });
    void client.invalidateQueries({ queryKey: ALERTS_KEY });
  });
  return null;
}
