/**
 * A panel's link-group picker: one chip per colour and "none". Each chip is named for screen readers and
 * carries its colour's initial, so the group never rests on colour alone.
 */
import type { ReactElement } from 'react';
import { LINK_GROUPS, type LinkGroup } from '../../../dashboard-api/desk';

export const GROUP_CHIP_CLASS: Readonly<Record<LinkGroup, string>> = {
  red: 'bg-red-600 text-white',
  blue: 'bg-blue-600 text-white',
  green: 'bg-green-600 text-white',
  amber: 'bg-amber-500 text-black',
};

export function LinkGroupChips(props: {
  readonly panelName: string;
  readonly group: LinkGroup | null;
  readonly onChange: (g: LinkGroup | null) => void;
}): ReactElement {
  return (
    <div role="radiogroup" aria-label={`Link group of ${props.panelName}`} className="flex items-center gap-0.5">
      {LINK_GROUPS.map((g) => (
        <button
          key={g}
          type="button"
          role="radio"
          aria-checked={props.group === g}
          aria-label={`${g} group`}
          title={`Link to the ${g} group`}
          onClick={() => props.onChange(g)}
          className={`h-4 w-4 rounded-sm text-[9px] font-bold leading-4 ${GROUP_CHIP_CLASS[g]} ${
            props.group === g ? 'ring-2 ring-fg' : 'opacity-40 hover:opacity-100'
          }`}
        >
          {g[0]!.toUpperCase()}
        </button>
      ))}
      <button
        type="button"
        role="radio"
        aria-checked={props.group === null}
        aria-label="no group"
        title="Unlink: the panel keeps its own ticker"
        onClick={() => props.onChange(null)}
        className={`h-4 rounded-sm border border-line px-1 text-[9px] leading-3 ${
          props.group === null ? 'ring-2 ring-fg' : 'text-muted'
        }`}
      >
        –
      </button>
    </div>
  );
}
