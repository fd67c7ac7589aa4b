/**
 * Loading, retrying, error and data states of one query, so no panel is ever blank and no spinner
 * runs forever (retries are bounded; after the last one the error stays with a retry button).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { isApiError } from '../data/api-error';
import { isContractDriftError } from '../data/contract-drift-error';
import { MAX_RETRIES } from '../data/query-client';
import { describeError } from './error-text';
import { ProAddsNotice } from './pro-adds-notice';
import { PanelSkeleton } from './skeleton';

/** A refusal by tier (the service's 403, or the gate's on a free key): what Pro adds, not a fault. */
export function isTierRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

export function ErrorPanel(props: {
  error: unknown;
  onRetry?: () => void;
  compact?: boolean;
  /** What the panel shows, named in "Pro adds …" when the key's tier is refused. */
  label?: string;
}): ReactElement {
  if (isTierRefusal(props.error)) {
    return (
      <ProAddsNotice {...(props.label ? { label: props.label } : {})} {...(props.compact ? { compact: true } : {})} />
    );
  }
  const t = describeError(props.error);
  return (
    <div
      role="alert"
      data-testid={isContractDriftError(props.error) ? 'contract-drift-error' : 'panel-error'}
      className={`rounded border border-down/60 bg-down/5 ${props.compact ? 'px-2 py-1 text-xs' : 'p-3'}`}
    >
      <p className="font-semibold text-down">✕ {t.title}</p>
      <p className="text-muted">{t.body}</p>
      {props.onRetry ? (
        <button type="button" onClick={props.onRetry} className="mt-1 rounded border border-line px-2 py-0.5 text-fg">
          Try again
        </button>
      ) : null}
    </div>
  );
}

export function RetryingNotice(props: { error: unknown; attempt: number; compact?: boolean }): ReactElement {
  const t = describeError(props.error);
  return (
    <div
      role="status"
      data-testid="retrying"
      className={`rounded border border-warn/60 bg-warn/5 text-warn ${props.compact ? 'px-2 py-1 text-xs' : 'p-3'}`}
    >
      <p className="font-semibold">
        ⟳ {t.title} — retrying (attempt {props.attempt + 1} of {MAX_RETRIES + 1})
      </p>
      {props.compact ? null : <p className="text-muted">{t.body}</p>}
    </div>
  );
}

export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  label: string;
  height?: string;
  children: (data: T) => ReactNode;
}): ReactElement {
  const q = props.query;
  if (q.isPending && q.failureCount > 0 && q.failureReason) {
    return <RetryingNotice error={q.failureReason} attempt={q.failureCount} />;
  }
  if (q.isPending) {
    return q.fetchStatus === 'idle' ? (
      <p className="p-3 text-muted">{props.label}: waiting.</p>
    ) : (
      <PanelSkeleton label={`Loading ${props.label}`} {...(props.height ? { height: props.height } : {})} />
    );
  }
  if (q.isError) return <ErrorPanel error={q.error} label={props.label} onRetry={() => void q.refetch()} />;
  return (
    <>
      {q.failureCount > 0 && q.isFetching && q.failureReason ? (
        <RetryingNotice error={q.failureReason} attempt={q.failureCount} compact />
      ) : null}
      {props.children(q.data)}
    </>
  );
}
