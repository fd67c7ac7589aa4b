/**
 * Which rows of a fixed-height list are in view. With every row the same height, the window is two
 * divisions of the scroll offset, whatever the row count: a list that grows by thousands of rows a
 * second costs nothing per row (a general virtualizer re-measures every row whenever the count changes).
 */
import { useEffect, useState, type RefObject } from 'react';

export interface RowWindow {
  /** First row rendered (inclusive) and last (exclusive), overscan included. */
  readonly start: number;
  readonly end: number;
  /**
   * Rows a full window holds. Keying a row by `index % slots` recycles its DOM: the row that scrolls out
   * hands its elements to the row that scrolls in, and React rewrites only the text that differs.
   */
  readonly slots: number;
}

interface Viewport {
  readonly top: number;
  readonly height: number;
}

export function useRowWindow(
  scroller: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 8,
): RowWindow {
  // Before the first layout (and under jsdom, which has none) assume a screenful.
  const [viewport, setViewport] = useState<Viewport>({ top: 0, height: 800 });
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const read = (): void => {
      const next = { top: el.scrollTop, height: el.clientHeight || 800 };
      // Re-render only when the first row in view or the rows that fit change, not on every pixel.
      setViewport((v) =>
        Math.floor(v.top / rowHeight) === Math.floor(next.top / rowHeight) &&
        Math.ceil(v.height / rowHeight) === Math.ceil(next.height / rowHeight)
          ? v
          : next,
      );
    };
    read();
    el.addEventListener('scroll', read, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', read);
      ro?.disconnect();
    };
  }, [scroller, rowHeight]);
  const first = Math.floor(viewport.top / rowHeight);
  const start = Math.max(0, Math.min(count, first - overscan));
  const end = Math.min(count, first + Math.ceil(viewport.height / rowHeight) + overscan);
  return { start, end: Math.max(start, end), slots: Math.ceil(viewport.height / rowHeight) + 2 * overscan + 1 };
}
