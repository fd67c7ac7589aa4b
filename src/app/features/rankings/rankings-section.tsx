/** A section of the rankings page: its heading, the section's own controls beside it, then its body. */
import type { ReactElement, ReactNode } from 'react';

export function RankingsSection(props: {
  /** Stem of the heading's id (`<id>-title`), which labels the section. */
  id: string;
  title: string;
  controls?: ReactNode;
  children: ReactNode;
}): ReactElement {
  const titleId = `${props.id}-title`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <header className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-base font-semibold">
          {props.title}
        </h2>
        {props.controls}
      </header>
      {props.children}
    </section>
  );
}
