/**
 * The trader's switch for the prior session's key levels across the chart, faint and named "prior" (they
 * are its final answer, read once per ticker and session by use-prior-session.ts, so it costs nothing).
 */
import type { ReactElement } from 'react';

export function PriorLevelsToggle(props: {
  /** "Fri 11-13": the session whose levels these are. */
  session: string;
  /** How many levels it published; the toggle is disabled with none. */
  count: number;
  on: boolean;
  onChange: (on: boolean) => void;
}): ReactElement {
  const { on, count } = props;
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={count === 0}
      data-testid="prior-levels-toggle"
      onClick={() => props.onChange(!on)}
      title={count === 0 ? 'The prior session published no key levels' : undefined}
      className={`flex items-center gap-1 rounded border px-1.5 py-0.5 text-xs disabled:opacity-50 ${on ? 'border-line text-fg' : 'border-transparent text-muted'}`}
    >
      <span aria-hidden className="inline-block w-3 border-t border-dashed border-current opacity-60" />
      Prior levels ({props.session})
    </button>
  );
}
