/**
 * The toasts as a fixed stack in the bottom-right corner, above the status bar, out of the document
 * flow: a toast never moves the page (it used to be a row of the sticky header, which pushed the page
 * down at every alert). On a phone it spans the width, still above the status bar. Rendered into
 * <body> so no ancestor's stacking or containing block decides where it sits. The stack also says when
 * the browser blocked an alert's sound, until the first click lets it play.
 */
import type { ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useSoundGate } from './beep';
import { useToasts, type Toast } from './toast-store';

const KIND_CLASS = {
  info: 'border-line',
  error: 'border-down text-fg',
  success: 'border-up',
} as const;

function ToastCard(props: { toast: Toast; dismiss: (id: number) => void }): ReactElement {
  const t = props.toast;
  return (
    <div
      role={t.kind === 'error' ? 'alert' : 'status'}
      data-toast-id={t.key ?? String(t.id)}
      className={`pointer-events-auto rounded border border-l-4 bg-raised px-3 py-1 text-sm shadow-lg ${KIND_CLASS[t.kind]}`}
    >
      <div className="flex items-start gap-2">
        <span className="font-semibold" aria-hidden="true">
          {t.kind === 'error' ? '✕' : t.kind === 'success' ? '✓' : 'ℹ'}
        </span>
        <span className="min-w-0 flex-1 break-words">{t.text}</span>
        <button
          type="button"
          aria-label="Dismiss"
          className="text-muted hover:text-fg"
          onClick={() => props.dismiss(t.id)}
        >
          ×
        </button>
      </div>
      {t.detail && t.detail.length > 0 ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted">each of them</summary>
          <ul className="max-h-32 overflow-y-auto">
            {t.detail.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {t.link ? (
        <Link to={t.link.to} className="text-xs text-accent underline">
          {t.link.text}
        </Link>
      ) : null}
    </div>
  );
}

/** Says an alert's tone was not heard because the browser blocks sound until a gesture. */
function SoundBlockedNotice(): ReactElement | null {
  const unheard = useSoundGate((g) => g.unheard);
  if (unheard === 0) return null;
  return (
    <p
      role="status"
      data-testid="sound-blocked"
      className="pointer-events-auto rounded border border-l-4 border-warn bg-raised px-3 py-1 text-sm shadow-lg"
    >
      <span aria-hidden="true" className="font-semibold text-warn">
        ⚠{' '}
      </span>
      Sound is blocked by the browser until you click anywhere on the page ({unheard}{' '}
      {unheard === 1 ? 'alert' : 'alerts'} not heard).
    </p>
  );
}

export function Toaster(): ReactElement {
  const { toasts, dismiss } = useToasts();
  return createPortal(
    <div className="pointer-events-none fixed inset-x-2 bottom-10 z-50 flex flex-col items-stretch gap-1 sm:left-auto sm:w-96">
      <SoundBlockedNotice />
      <div aria-live="polite" data-testid="toasts" className="flex flex-col gap-1">
        {toasts.map((t) => (
          <ToastCard key={t.id} toast={t} dismiss={dismiss} />
        ))}
      </div>
    </div>,
    document.body,
  );
}
