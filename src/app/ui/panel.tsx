/** The frame of one chart or table: a title that says what, badges that say as of when, then the body. */
import type { ReactElement, ReactNode } from 'react';
import { PanelBoundary } from './panel-boundary';

export function Panel(props: {
  title: string;
  badges?: ReactNode;
  note?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}): ReactElement {
  return (
    <section
      className={`min-w-0 rounded border border-line bg-panel p-3 ${props.className ?? ''}`}
      aria-label={props.title}
      data-testid={props.testId}
    >
      <header className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="text-sm font-semibold">{props.title}</h2>
        {props.badges}
      </header>
      {props.note ? <div className="mb-2 text-xs text-muted">{props.note}</div> : null}
      <PanelBoundary label={props.title}>{props.children}</PanelBoundary>
    </section>
  );
}
