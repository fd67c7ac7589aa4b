/**
 * How far a cold board is: "18 of 25 rows · the rest in ~30 s at 60 requests/min". Its per-symbol
 * requests (three a row) outnumber what one minute's budget lets go, so the rows in view load first and
 * the line says when the rest will be in; it goes once every row is whole.
 */
import type { ReactElement } from 'react';
import { formatEta } from '../../data/minute-eta';
import type { BoardProgress } from './board-queries';

export function BoardProgressLine(props: { progress: BoardProgress }): ReactElement | null {
  const p = props.progress;
  const attrs = {
    'data-testid': 'board-progress',
    'data-rows-done': p.rowsDone,
    'data-rows': p.rows,
    'data-visible-done': p.visibleDone,
    'data-visible-readings': p.visibleReadings,
    'data-visible': p.visible,
  };
  if (p.rows === 0 || p.rowsDone === p.rows) return <span hidden {...attrs} />;
  const rate = p.minuteLimit !== null ? ` at ${p.minuteLimit} requests/min` : '';
  const rest = p.etaMs !== null ? ` · the rest in ${formatEta(p.etaMs)}${rate}` : '';
  return (
    <p className="mb-1 text-xs text-muted" aria-live="polite" {...attrs}>
      {p.rowsDone} of {p.rows} rows{rest}
      {p.visible > 0 && p.visibleDone < p.visible ? ` (${p.visibleDone} of the ${p.visible} in view)` : ''}
    </p>
  );
}
