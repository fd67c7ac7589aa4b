/**
 * The height from an element's top to the bottom of the window, less the fixed status bar, so a table
 * can fill the screen it has: the layout's main area grows with its content and sets no height to fill
 * (and a virtualized list must bound its own height or it would render every row).
 */
import { useEffect, useState, type RefObject } from 'react';

const STATUS_BAR_RESERVE_PX = 44;

export interface FillHeightOptions {
  /** Measure only while on (a table that shares the screen with an open detail does not fill it). */
  readonly on?: boolean;
  readonly min?: number;
  /** The height before the first measurement. */
  readonly initial?: number;
}

export function useFillHeight(ref: RefObject<HTMLElement | null>, opts: FillHeightOptions = {}): number | null {
  const { on = true, min = 240, initial } = opts;
  const [h, setH] = useState<number | null>(initial ?? null);
  useEffect(() => {
    if (!on) return;
    const update = (): void => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setH(Math.max(min, Math.floor(window.innerHeight - top - STATUS_BAR_RESERVE_PX)));
    };
    update();
    window.addEventListener('resize', update);
    // Content above the table (a note, a warning) moves its top.
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (ro && ref.current?.parentElement) ro.observe(ref.current.parentElement);
    return () => {
      window.removeEventListener('resize', update);
      ro?.disconnect();
    };
  }, [ref, on, min]);
  return on ? h : null;
}
