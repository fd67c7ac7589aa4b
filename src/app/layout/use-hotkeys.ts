import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { GO_TARGETS, GO_WINDOW_MS, isTyping } from './shortcuts';

/**
 * The page-wide keys. A letter typed outside a field starts the palette with it, as a trading terminal's
 * symbol search does; `g` then a page key jumps to that page (and `g` then any other letter is a ticker
 * that starts with G, so it goes to the palette as typed).
 */
export function useHotkeys(openPalette: (initial?: string) => void, openHelp: () => void): void {
  const navigate = useNavigate();
  useEffect(() => {
    let pendingG = 0;
    const onKey = (e: KeyboardEvent): void => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        openPalette();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const afterG = Date.now() - pendingG < GO_WINDOW_MS;
      pendingG = 0;
      if (e.key === '/') {
        e.preventDefault();
        openPalette();
      } else if (e.key === '?') {
        e.preventDefault();
        openHelp();
      } else if (afterG && GO_TARGETS[e.key]) {
        void navigate(GO_TARGETS[e.key]!);
      } else if (/^[a-z]$/i.test(e.key)) {
        e.preventDefault();
        if (!afterG && e.key.toLowerCase() === 'g') pendingG = Date.now();
        else openPalette(afterG ? `g${e.key}` : e.key);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, openPalette, openHelp]);
}
