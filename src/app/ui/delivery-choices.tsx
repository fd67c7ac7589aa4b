/** The three ways an alert can reach the trader, as checkboxes; desktop asks the browser's permission. */
import { useState, type ReactElement } from 'react';
import type { DeliveryPrefs } from './alert-delivery';
import { useSoundGate } from './beep';

export function DeliveryChoices(props: {
  prefs: DeliveryPrefs;
  set: (p: Partial<DeliveryPrefs>) => void;
}): ReactElement {
  const { prefs: p, set } = props;
  const soundBlocked = useSoundGate((g) => !g.activated || g.unheard > 0);
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );
  const toggleDesktop = async (on: boolean): Promise<void> => {
    if (on && typeof Notification !== 'undefined' && Notification.permission === 'default') {
      setPermission(await Notification.requestPermission());
    }
    set({ desktop: on });
  };
  return (
    <>
      <label className="flex items-center gap-1">
        <input type="checkbox" checked={p.toast} onChange={(e) => set({ toast: e.target.checked })} /> in-app toast
      </label>
      <label className="flex items-center gap-1">
        <input type="checkbox" checked={p.sound} onChange={(e) => set({ sound: e.target.checked })} /> sound
        {p.sound && soundBlocked ? (
          <span className="text-warn">(blocked by the browser until you click anywhere)</span>
        ) : null}
      </label>
      <label className="flex items-center gap-1">
        <input
          type="checkbox"
          checked={p.desktop && permission === 'granted'}
          disabled={permission === 'unsupported' || permission === 'denied'}
          onChange={(e) => void toggleDesktop(e.target.checked)}
        />
        desktop notification{' '}
        {permission === 'denied' ? '(blocked by the browser)' : permission === 'unsupported' ? '(not available)' : ''}
      </label>
    </>
  );
}
