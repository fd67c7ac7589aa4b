/**
 * Raises the trader's alerts on every page as they fire (toast, sound, desktop notification), and
 * refreshes the alert list so its status and history follow. The fires come from the BFF's event
 * stream through the stream worker, one connection for every tab. A flow alert fires on every matching
 * order, so it has a cool-down: one toast and one tone per alert a minute, later matches counted into
 * it; the status bar's mute silences it. A price or IV-rank alert fires once and always comes through.
 * Which kind fired is read from the alert list (the BFF's own answer, no upstream cost). Renders
 * nothing; mount it once.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AlertFire, TraderAlert } from '../../../dashboard-api/trader-alerts';
import { useAlertFires } from '../../stream/stream-client';
import { BurstGrouper } from '../../ui/alert-burst';
import { deliverAlert } from '../../ui/alert-delivery';
import { ALERTS_KEY, readAlerts } from './alert-queries';
import { useTraderAlertPrefs } from './alert-prefs';
import { FLOW_ALERT_COOL_DOWN_MS, fireTime, flowBurstMessage } from './flow-fire-toast';

const flowBursts = new BurstGrouper<AlertFire>(FLOW_ALERT_COOL_DOWN_MS);

/**
 * Deliver one fire of `alert` (undefined when the list could not be read: then a fire that carries an
 * order is taken for a flow alert, as only flow alerts fire again and again).
 */
export function raiseFire(fire: AlertFire, alert: TraderAlert | undefined): void {
  const prefs = useTraderAlertPrefs.getState();
  const flow = alert ? alert.rule.kind === 'flow' : fire.event_id !== null;
  if (!flow) {
    const key = `alert-${fire.id}`;
    deliverAlert(prefs, { title: 'Alert', text: fire.message, tag: key, toastKey: key, muteable: false });
    return;
  }
  const { burst, opened } = flowBursts.add(fire.alert_id, fire, fireTime(fire, Date.now()));
  deliverAlert(prefs, flowBurstMessage(burst, alert), opened);
}

/** The alert that fired, from the list as read (read again once if it is newer than the list). */
async function alertOf(client: QueryClient, id: string): Promise<TraderAlert | undefined> {
  try {
    const cached = await client.ensureQueryData({ queryKey: ALERTS_KEY, queryFn: readAlerts });
    const found = cached.alerts.find((a) => a.id === id);
    if (found) return found;
    return (await client.fetchQuery({ queryKey: ALERTS_KEY, queryFn: readAlerts })).alerts.find((a) => a.id === id);
  } catch {
    return undefined;
  }
}

export function AlertNotifier(): null {
  const client = useQueryClient();
  useAlertFires((fire) => {
    void alertOf(client, fire.alert_id).then((alert) => {
      raiseFire(fire, alert);
      void client.invalidateQueries({ queryKey: ALERTS_KEY });
    });
  });
  return null;
}
