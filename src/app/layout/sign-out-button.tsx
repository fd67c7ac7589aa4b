/** Ends the dashboard session (only shown when the BFF asks for a token). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { sessionQuery, sessionQueryKey, signOut } from '../data/dashboard-session';

export function SignOutButton(): ReactElement | null {
  const client = useQueryClient();
  const session = useQuery(sessionQuery);
  if (!session.data?.required) return null;
  return (
    <button
      type="button"
      onClick={() =>
        void signOut().then(() => {
          client.clear();
          return client.invalidateQueries({ queryKey: sessionQueryKey });
        })
      }
      className="rounded border border-line px-2 py-1 text-muted hover:text-fg"
    >
      Sign out
    </button>
  );
}
