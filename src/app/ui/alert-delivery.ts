/**
 * How an alert reaches the trader, whichever raised it (an abnormal trade, an alert the trader set):
 * an in-app toast, a tone, a desktop notification. Alerts arrive in bursts (see alert-burst.ts): the
 * burst's first arrival raises all three, a later one only updates its toast, so a busy minute is one
 * toast and one tone. The notification's tag collapses the same alert raised by several tabs into one.
 * The status bar's mute silences what the market raises (abnormal trades, flow alerts).
 */
import { useAlertMute } from './alert-mute';
import { beep } from './beep';
import { showToast, type Toast } from './toast-store';

export interface DeliveryPrefs {
  readonly toast: boolean;
  readonly sound: boolean;
  readonly desktop: boolean;
}

export interface AlertMessage {
  readonly title: string;
  readonly text: string;
  /** The notification's tag: the same alert from several tabs is one notification. */
  readonly tag: string;
  /** The toast's key: a later arrival of the same burst updates it in place. */
  readonly toastKey: string;
  readonly detail?: Toast['detail'];
  readonly link?: Toast['link'];
  /** Raised by the market (abnormal trades, flow alerts): silenced by the mute. */
  readonly muteable: boolean;
}

/** How long an alert's toast stays after its last update. */
export const ALERT_TOAST_MS = 10_000;

/** `opened`: the first arrival of its burst (toast, tone, notification); otherwise its toast is updated. */
export function deliverAlert(p: DeliveryPrefs, a: AlertMessage, opened = true, toastMs = ALERT_TOAST_MS): void {
  if (a.muteable && useAlertMute.getState().muted) return;
  if (p.toast)
    showToast(
      { kind: 'info', text: a.text, key: a.toastKey, detail: a.detail, link: a.link, muteable: a.muteable },
      toastMs,
    );
  if (!opened) return;
  if (p.sound) beep();
  if (p.desktop && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    new Notification(a.title, { body: a.text, tag: a.tag });
  }
}
