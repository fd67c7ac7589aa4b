/**
 * What a free key's preview leaves out, said plainly in place of the panel: the panel's name as what
 * Pro adds, and what the free preview still shows. A refusal by tier is not a fault, so it is a note,
 * not an alert, and it has no retry button (asking again cannot succeed on the same key).
 */
import type { ReactElement } from 'react';
import { FREE_TIER_STILL } from './error-text';

export function ProAddsNotice(props: { readonly label?: string; readonly compact?: boolean }): ReactElement {
  return (
    <div
      role="note"
      data-testid="pro-adds"
      className={`rounded border border-accent/50 bg-accent/5 ${props.compact ? 'px-2 py-1 text-xs' : 'p-3'}`}
    >
      <p className="font-semibold text-fg">Pro adds {props.label ?? 'this panel'}</p>
      <p className="text-muted">
        The free preview does not include it. {FREE_TIER_STILL}{' '}
        {/* A plain link: the notice also renders outside the router (component tests, error boundaries). */}
        <a href="/account" className="underline">
          Account
        </a>
      </p>
    </div>
  );
}
