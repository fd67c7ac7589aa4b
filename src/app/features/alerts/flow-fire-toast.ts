/**
 * A flow alert fires on every matching order, which on a busy ticker is several a second. Each alert
 * gets a cool-down: its first fire raises a toast and a tone, the fires of the next minute are counted
 * into that toast ("NVDA sweep alert ×4 in 6 s", the latest order beside it, each on request) and make
 * no sound. The span is read from the fires' own times, so fires a reconnect delivers late still count
 * right.
 */
import type { AlertFire, TraderAlert } from '../../../dashboard-api/trader-alerts';
import type { AlertMessage } from '../../ui/alert-delivery';
import { spanText, type Burst } from '../../ui/alert-burst';
import { describeRule } from './alert-text';

export const FLOW_ALERT_COOL_DOWN_MS = 60_000;

/** When a fire happened: its own time, or now when it cannot be read. */
export function fireTime(f: AlertFire, now: number): number {
  const t = Date.parse(f.fired_at);
  return Number.isFinite(t) ? t : now;
}

/** The alert in a few words: its note, or its rule. */
export function flowAlertName(alert: TraderAlert | undefined): string {
  if (!alert) return 'Flow alert';
  return alert.note ? `${alert.note} alert` : describeRule(alert.rule);
}

export function flowBurstMessage(b: Burst<AlertFire>, alert: TraderAlert | undefined): AlertMessage {
  const latest = b.items.at(-1)!;
  const base = { title: 'Flow alert', tag: b.toastKey, toastKey: b.toastKey, muteable: true };
  if (b.count === 1) return { ...base, text: latest.message };
  return {
    ...base,
    text: `${flowAlertName(alert)} ×${b.count} in ${spanText(b.lastAt - b.openedAt)} · latest: ${latest.message}`,
    detail: [...b.items].reverse().map((f) => f.message),
    link: { to: '/alerts', text: 'alert history' },
  };
}
