/**
 * Keyboard of a rankings table: each row is one tab stop; ↑/↓ (and Home/End) move between rows of the
 * same table, Enter or Space opens the row's detail.
 */
import type { KeyboardEvent } from 'react';

/** The row `step` rows away from `row` in its table body (clamped), or the first/last for Home/End. */
function rowToFocus(row: HTMLTableRowElement, key: string): HTMLElement | null {
  const body = row.parentElement;
  if (!body) return null;
  const rows = [...body.querySelectorAll<HTMLTableRowElement>(':scope > tr[tabindex]')];
  const at = rows.indexOf(row);
  if (key === 'Home') return rows[0] ?? null;
  if (key === 'End') return rows.at(-1) ?? null;
  const next = key === 'ArrowDown' ? at + 1 : key === 'ArrowUp' ? at - 1 : at;
  return rows[Math.max(0, Math.min(rows.length - 1, next))] ?? null;
}

export function onRowKeyDown(e: KeyboardEvent<HTMLTableRowElement>, open: () => void): void {
  if (e.target !== e.currentTarget) return;
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    open();
    return;
  }
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp' || e.key === 'Home' || e.key === 'End') {
    e.preventDefault();
    rowToFocus(e.currentTarget, e.key)?.focus();
  }
}

/** A row's look while it has keyboard focus or is the picked one. */
export const PICK_ROW_CLASS =
  'cursor-pointer outline-offset-[-2px] hover:bg-raised focus:bg-raised focus-visible:outline-2 focus-visible:outline-accent';
