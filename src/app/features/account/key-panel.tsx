/**
 * The key the dashboard uses now (masked: the dashboard server holds it, the browser never does), its
 * tier and status, and the buttons that switch between the keys the server holds, without a restart.
 */
import type { ReactElement } from 'react';
import { formatEtTime, MISSING } from '../../ui/format';
import { toEastern } from '../../../api/calendar';
import { registrationError } from './account-errors';
import { SOURCE_LABEL, type AccountView, type KeySource } from './account-view';
import { useSwitchKey } from './queries';

function expiryText(iso: string | null): string {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? MISSING : `${toEastern(ms).day} ${formatEtTime(ms)} ET`;
}

function Row(props: { label: string; children: React.ReactNode; testId?: string }): ReactElement {
  return (
    <div className="flex gap-2">
      <dt className="w-28 shrink-0 text-muted">{props.label}</dt>
      <dd data-testid={props.testId}>{props.children}</dd>
    </div>
  );
}

export function KeyPanel(props: { account: AccountView }): ReactElement {
  const { account } = props;
  const switchKey = useSwitchKey();
  const choices = account.available.filter((s) => s !== account.source);
  return (
    <section aria-labelledby="key-heading" className="rounded border border-line bg-panel p-3">
      <h2 id="key-heading" className="mb-2 font-semibold">
        Key in use
      </h2>
      <dl className="space-y-1 text-sm">
        <Row label="Key" testId="key-source">
          {account.source ? SOURCE_LABEL[account.source] : MISSING}
        </Row>
        <Row label="Value" testId="key-masked">
          <span className="font-mono">{account.key ?? MISSING}</span>
          <span className="ml-2 text-xs text-muted">(kept by the dashboard server, never sent to the browser)</span>
        </Row>
        <Row label="Tier" testId="key-tier">
          <span className="font-semibold">{account.tier ?? MISSING}</span>
        </Row>
        <Row label="Status" testId="key-status">
          {account.status ?? MISSING}
          {account.status === 'provisional' ? ` — expires ${expiryText(account.expiresAt)} unless confirmed` : null}
        </Row>
      </dl>
      {choices.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {choices.map((source: KeySource) => (
            <button
              key={source}
              type="button"
              disabled={switchKey.isPending}
              onClick={() => switchKey.mutate(source)}
              className="rounded border border-line bg-raised px-3 py-1 hover:border-accent disabled:opacity-60"
            >
              Use the {SOURCE_LABEL[source].toLowerCase()}
            </button>
          ))}
          {switchKey.isPending ? (
            <span role="status" className="self-center text-xs text-muted">
              switching…
            </span>
          ) : null}
        </div>
      ) : null}
      {switchKey.isError ? (
        <p role="alert" className="mt-2 text-down">
          ✕ {registrationError(switchKey.error)}
        </p>
      ) : null}
    </section>
  );
}
