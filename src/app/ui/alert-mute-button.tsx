/** The status bar's mute of market alerts (abnormal trades, flow alerts): a toggle button, its state spoken. */
import type { ReactElement } from 'react';
import { useAlertMute } from './alert-mute';

export function AlertMuteButton(): ReactElement {
  const { muted, toggle } = useAlertMute();
  return (
    <button
      type="button"
      aria-pressed={muted}
      onClick={toggle}
      title={
        muted
          ? 'Abnormal trades and flow alerts raise no toast, sound or notification (price and IV-rank alerts still do). Click to hear them again.'
          : 'Silence the toasts, sounds and notifications of abnormal trades and flow alerts'
      }
      className={`flex items-center gap-1 whitespace-nowrap rounded border px-1.5 ${muted ? 'border-warn text-warn' : 'border-line text-muted hover:text-fg'}`}
    >
      <span aria-hidden="true">{muted ? '🔕' : '🔔'}</span>
      Mute alerts
    </button>
  );
}
