/**
 * Raises the trader's alerts on every page as they fire (toast, sound, desktop notification), and
 * refreshes the alert list so its status and history follow. The fires come from the BFF's event
 * stream through the stream worker, one connection for every tab. A flow alert (a fire with the order
 * that matched) has a cool-down: one toast and one tone per alert a minute, later matches counted into
 * it; the status bar's mute silences it. A price or IV-rank alert fires once and always comes through.
 * Renders nothing; mount it once.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { AlertFire, AlertsAnswer } from '../../../api/trader-alerts';
import { useAlertFires } from '../../stream/stream-client';
import { BurstGrouper } from '../../ui/alert-burst';
import { deliverAlert } from '../../ui/alert-delivery';
import { ALERTS_KEY } from './alert-queries';
import { useTraderAlertPrefs } from './alert-prefs';
import { FLOW_ALERT_COOL_DOWN_MS, fireTime, flowBurstMessage } from './flow-fire-toast';

const flowBursts = new BurstGrouper<AlertFire>(FLOW_ALERT_COOL_DOWN_MS);

/** Deliver one fire; `alerts` is the list as last read, to name a flow alert. */
export function raiseFire(fire: AlertFire, alerts: AlertsAnswer | undefined): void {
  const prefs = useTraderAlertPrefs.getState();
  if (fire.event_id === null) {
    const key = `alert-${fire.id}`;
    deliverAlert(prefs, { title: 'Alert', text: fire.message, tag: key, toastKey: key, muteable: false });
    return;
  }
  const { burst, opened } = flowBursts.add(fire.alert_id, fire, fireTime(fire, Date.now()));
  const alert = alerts?.alerts.find((a) => a.id === fire.alert_id);
  deliverAlert(prefs, flowBurstMessage(burst, alert), opened);
}

export function AlertNotifier(): null {
  const client = useQueryClient();
  useAlertFires((fire) => {
    raiseFire(fire, client.getQueryData<AlertsAnswer>(ALERTS_KEY));
    void client.invalidateQueries({ queryKey: ALERTS_KEY });
  });
  return null;
}
