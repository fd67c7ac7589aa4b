/**
 * Height that fills the viewport below an element's top (minus a reserve for the fixed status bar).
 * The layout's main area grows with its content, so a virtualized list must bound its own height or
 * it would render every row.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useFillHeight(ref: RefObject<HTMLElement | null>, reserve = 44, min = 320): number {
  const [h, setH] = useState(600);
  useEffect(() => {
    const update = (): void => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setH(Math.max(min, Math.floor(window.innerHeight - top - reserve)));
    };
    update();
    window.addEventListener('resize', update);
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (ro && ref.current?.parentElement) ro.observe(ref.current.parentElement);
    return () => {
      window.removeEventListener('resize', update);
      ro?.disconnect();
    };
  }, [ref, reserve, min]);
  return h;
}
