/** The frame of a ticker's detail under a rankings table: a title, a Close button, the content. */
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';

export function DetailPanel(props: {
  label: string;
  testId: string;
  title: ReactNode;
  onClose: () => void;
  /** Small text for the whole panel, not only for its tables. */
  compact?: boolean;
  children: ReactNode;
}): ReactElement {
  const box = useRef<HTMLElement>(null);
  // Opened from a row of a table that fills the window: bring the detail into view.
  useEffect(() => box.current?.scrollIntoView?.({ block: 'nearest' }), []);
  return (
    <section
      ref={box}
      aria-label={props.label}
      className={`flex flex-col gap-2 rounded border border-line p-2${props.compact ? ' text-xs' : ''}`}
      data-testid={props.testId}
    >
      <header className="flex items-center justify-between">
        <h3 className="font-semibold">{props.title}</h3>
        <button type="button" className="rounded border border-line px-2 text-xs" onClick={props.onClose}>
          Close
        </button>
      </header>
      {props.children}
    </section>
  );
}
