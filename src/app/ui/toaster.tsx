import type { ReactElement } from 'react';
import { useToasts } from './toast-store';

const KIND_CLASS = {
  info: 'border-line',
  error: 'border-down text-fg',
  success: 'border-up',
} as const;

/**
 * The messages as a row of the sticky header, not floating over the page: a toast in a corner covered the
 * right-hand columns of whatever table was under it. The row takes room only while it holds a message.
 */
export function Toaster(): ReactElement {
  const { toasts, dismiss } = useToasts();
  return (
    <div aria-live="polite" data-testid="toasts" className="flex basis-full flex-col gap-1 empty:hidden">
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`rounded border-l-4 bg-raised px-3 py-1 text-sm ${KIND_CLASS[t.kind]}`}
        >
          <span className="mr-2 font-semibold">{t.kind === 'error' ? '✕' : t.kind === 'success' ? '✓' : 'ℹ'}</span>
          {t.text}
          <button type="button" aria-label="Dismiss" className="float-right text-muted" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
