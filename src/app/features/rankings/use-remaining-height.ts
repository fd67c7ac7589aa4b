/**
 * The height from an element's top to the bottom of the window (less the fixed status bar), so a table
 * can fill the screen it has: the layout's main area grows with its content and sets no height to fill.
 */
import { useEffect, useState, type RefObject } from 'react';

const STATUS_BAR_RESERVE_PX = 44;

export function useRemainingHeight(ref: RefObject<HTMLElement | null>, on: boolean, min = 240): number | null {
  const [h, setH] = useState<number | null>(null);
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
