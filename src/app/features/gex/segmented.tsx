/** A row of mutually exclusive choices (a radio group) for the GEX workspace's view settings. */
import type { ReactElement } from 'react';

export function Segmented<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  names?: Partial<Record<T, string>>;
  onChange: (v: T) => void;
}): ReactElement {
  return (
    <div
      role="radiogroup"
      aria-label={props.label}
      className="flex items-center gap-0.5 rounded border border-line p-0.5 text-xs"
    >
      <span className="px-1 text-muted">{props.label}</span>
      {props.options.map((o) => (
        <button
          key={o}
          type="button"
          role="radio"
          aria-checked={props.value === o}
          onClick={() => props.onChange(o)}
          className={`rounded px-1.5 py-0.5 ${props.value === o ? 'bg-accent text-bg' : 'text-muted hover:text-fg'}`}
        >
          {props.names?.[o] ?? o}
        </button>
      ))}
    </div>
  );
}
