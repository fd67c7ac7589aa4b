import type { ReactElement } from 'react';
import { useToasts } from './toast-store';

const KIND_CLASS = {
  info: 'border-line',
  error: 'border-down text-fg',
  success: 'border-up',
} as const;

export function Toaster(): ReactElement {
  const { toasts, dismiss } = useToasts();
  return (
    <div aria-live="polite" className="pointer-events-none fixed right-3 bottom-10 z-50 flex w-80 flex-col gap-2">
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto rounded border-l-4 bg-raised px-3 py-2 shadow-lg ${KIND_CLASS[t.kind]}`}
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
