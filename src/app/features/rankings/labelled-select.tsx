/** A small labelled drop-down for a rankings section's header (session, row count). */
import type { ReactElement } from 'react';

export function LabelledSelect<V extends string | number>(props: {
  label: string;
  value: V;
  options: readonly V[];
  onChange: (value: string) => void;
}): ReactElement {
  return (
    <label className="flex items-center gap-1 text-xs">
      <span className="text-muted">{props.label}</span>
      <select
        className="rounded border border-line bg-bg px-1 py-0.5"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}
