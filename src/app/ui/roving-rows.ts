/**
 * One tab stop for a table's rows (a roving tabindex): Tab enters the table at the last row used,
 * the arrows, Home and End move between rows, Enter opens the row. A long list is then one stop,
 * not one or two per row.
 */
import { useCallback, useState, type KeyboardEvent } from 'react';

/** The row index a key moves to from `from` among `count` rows; null for a key that does not move. */
export function nextRowIndex(key: string, from: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, from + 1);
    case 'ArrowUp':
      return Math.max(0, from - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export interface RovingRows {
  /** The tabIndex of row `i`: 0 for the one row in the tab order, -1 for the others. */
  readonly tabIndexOf: (i: number) => 0 | -1;
  readonly onFocusRow: (i: number) => void;
  readonly onKeyDown: (e: KeyboardEvent<HTMLElement>, i: number) => void;
}

export function useRovingRows(count: number, open: (i: number) => void): RovingRows {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, count - 1));
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLElement>, i: number) => {
      // A key on a link or button inside the row is that control's, not the row's.
      if (e.target !== e.currentTarget) return;
      if (e.key === 'Enter') {
        open(i);
        return;
      }
      const next = nextRowIndex(e.key, i, count);
      if (next === null) return;
      e.preventDefault();
      setActive(next);
      const rows = e.currentTarget.parentElement?.children;
      (rows?.[next] as HTMLElement | undefined)?.focus();
    },
    [count, open],
  );
  return { tabIndexOf: (i) => (i === current ? 0 : -1), onFocusRow: setActive, onKeyDown };
}
