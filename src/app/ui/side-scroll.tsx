/**
 * A box that scrolls sideways when what it holds (a wide table) is wider than the screen, as on a phone.
 * It takes keyboard focus and has a name, so a keyboard user can reach it and scroll it with the arrow
 * keys (axe's scrollable-region-focusable; WCAG 2.1.1).
 */
import type { ReactElement, ReactNode } from 'react';

export function SideScroll(props: {
  /** What the box holds, read out when it takes the focus. */
  label: string;
  children: ReactNode;
}): ReactElement {
  return (
    <div role="region" aria-label={props.label} tabIndex={0} className="overflow-x-auto">
      {props.children}
    </div>
  );
}
