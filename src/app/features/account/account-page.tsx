/**
 * The account page: the key in use (masked) and its tier, the key's usage, registering and confirming a
 * free key, and switching between the keys the dashboard server holds. A free tier says what Pro adds.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { QueryState } from '../../ui/query-state';
import { FreeTierNote } from './free-tier-note';
import { KeyPanel } from './key-panel';
import { accountQuery } from './queries';
import { RegisterPanel } from './register-panel';
import { UsagePanel } from './usage-panel';

export function AccountPage(): ReactElement {
  const account = useQuery(accountQuery);
  return (
    <div className="mx-auto max-w-4xl space-y-3 p-3">
      <h1 className="text-base font-semibold">Account</h1>
      <QueryState query={account} label="account">
        {(a) => (
          <div className="space-y-3">
            <KeyPanel account={a} />
            {a.tier === 'free' ? <FreeTierNote /> : null}
            <RegisterPanel registered={a.registered} />
          </div>
        )}
      </QueryState>
      <UsagePanel />
    </div>
  );
}
