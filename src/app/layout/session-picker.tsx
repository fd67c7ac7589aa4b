/**
 * Session picker: `current` or one of the recent trading days (the calendar skips weekends and
 * holidays). Which day is current is the service's answer, not the browser clock's guess. The select
 * itself serves every page that picks a session: the latest first, then the days, newest first.
 */
import type { ReactElement } from 'react';
import { recentSessions } from '../../api/calendar';
import { useCurrentSession } from '../data/current-session';
import { sessionChoices } from '../data/session-list';
import { CURRENT, useSessionParam } from '../data/url-state';

export function SessionSelect(props: {
  ariaLabel: string;
  /** The chosen day, or `latest.value` for the latest session. */
  value: string;
  latest: { readonly value: string; readonly text: string };
  days: readonly string[];
  onChange: (value: string) => void;
  className?: string;
}): ReactElement {
  const days = sessionChoices(props.days, props.value === props.latest.value ? null : props.value);
  return (
    <label className={`flex items-center gap-1 ${props.className ?? 'text-xs'}`}>
      <span className="sr-only text-muted sm:not-sr-only">Session</span>
      <select
        aria-label={props.ariaLabel}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="max-w-[8.5rem] rounded border border-line bg-raised px-1.5 py-0.5 font-mono text-xs sm:max-w-none"
      >
        <option value={props.latest.value}>{props.latest.text}</option>
        {days.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SessionPicker(): ReactElement {
  const [session, setSession] = useSessionParam();
  const { session: latest } = useCurrentSession();
  return (
    <SessionSelect
      ariaLabel="Session"
      value={session}
      latest={{ value: CURRENT, text: `current (${latest})` }}
      days={recentSessions(latest, 20)}
      onChange={setSession}
    />
  );
}
