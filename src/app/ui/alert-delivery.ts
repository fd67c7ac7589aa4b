/**
 * How an alert reaches the trader, whichever raised it (an abnormal trade, an alert the trader set):
 * an in-app toast, a tone, a desktop notification. The notification's tag collapses the same alert
 * raised by several tabs into one.
 */
import { beep } from './beep';
import { toast } from './toast-store';

export interface DeliveryPrefs {
  readonly toast: boolean;
  readonly sound: boolean;
  readonly desktop: boolean;
}

export function deliverAlert(p: DeliveryPrefs, a: { title: string; text: string; tag: string }): void {
  if (p.toast) toast('info', a.text, 8000);
  if (p.sound) beep();
  if (p.desktop && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    new Notification(a.title, { body: a.text, tag: a.tag });
  }
}
