import type { ReactElement } from 'react';

/** A grey block that keeps the layout while data loads. */
export function Skeleton(props: { className?: string; label?: string }): ReactElement {
  return (
    <span
      role="presentation"
      aria-label={props.label}
      className={`skeleton inline-block ${props.className ?? 'h-3 w-12'}`}
    />
  );
}

export function PanelSkeleton(props: { label: string; height?: string }): ReactElement {
  return (
    <div role="status" aria-label={props.label} className={`skeleton w-full ${props.height ?? 'h-48'}`}>
      <span className="sr-only">{props.label}</span>
    </div>
  );
}
