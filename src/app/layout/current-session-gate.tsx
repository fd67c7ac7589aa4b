/**
 * Pages render once the service has said which session is current (or refused to say), so no page
 * asks for a session guessed from the browser's calendar: before the open, on a holiday, or against a
 * service whose day differs from the browser's, that guess names a session the service does not call
 * current.
 */
import type { ReactElement, ReactNode } from 'react';
import { useCurrentSession } from '../data/current-session';

export function CurrentSessionGate({ children }: { readonly children: ReactNode }): ReactElement {
  const { settled } = useCurrentSession();
  if (!settled)
    return (
      <p role="status" className="p-4 text-muted">
        Asking the service for the current session…
      </p>
    );
  return <>{children}</>;
}
