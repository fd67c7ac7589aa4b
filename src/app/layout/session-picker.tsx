/**
 * Session picker: `current` or one of the recent trading days (the calendar skips weekends and
 * holidays). Which day is current is the service's answer, not the browser clock's guess.
 */
import type { ReactElement } from 'react';
import { recentSessions } from '../../api/calendar';
import { useCurrentSession } from '../data/current-session';
import { CURRENT, useSessionParam } from '../data/url-state';

export function SessionPicker(): ReactElement {
  const [session, setSession] = useSessionParam();
  const { session: latest } = useCurrentSession();
  const days = recentSessions(latest, 20);
  if (session !== CURRENT && !days.includes(session)) days.push(session);
  return (
    <label className="flex items-center gap-1 text-xs">
      <span className="text-muted">Session</span>
      <select
        aria-label="Session"
        value={session}
        onChange={(e) => setSession(e.target.value)}
        className="rounded border border-line bg-raised px-1.5 py-1 font-mono"
      >
        <option value={CURRENT}>current ({latest})</option>
        {days.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
    </label>
  );
}
