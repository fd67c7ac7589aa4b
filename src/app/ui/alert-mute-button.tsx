/** The status bar's mute of market alerts (abnormal trades, flow alerts): a toggle button, its state spoken. */
import type { ReactElement } from 'react';
import { useAlertMute } from './alert-mute';

/** A bell, struck through when muted (drawn: emoji fonts are not on every trader's machine). */
function BellIcon(props: { struck: boolean }): ReactElement {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M4 11V7a4 4 0 0 1 8 0v4l1 1.5H3L4 11Z" strokeLinejoin="round" />
      <path d="M6.5 14h3" strokeLinecap="round" />
      {props.struck ? <path d="M2 2l12 12" strokeLinecap="round" /> : null}
    </svg>
  );
}

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
      <BellIcon struck={muted} />
      Mute alerts
    </button>
  );
}
