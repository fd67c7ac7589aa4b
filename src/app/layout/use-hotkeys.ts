import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { keyAction } from './palette-keys';
import { GO_SETTLE_MS, GO_WINDOW_MS, goPath } from './shortcuts';

/** What the page-wide keys do to the palette. Stable functions: the listener is attached once. */
export interface PaletteKeys {
  /** Whether the palette is open (its input may not be there yet), as of this very moment. */
  readonly isOpen: () => boolean;
  /** Open it with this text. */
  readonly start: (text: string) => void;
  /** Add a key typed before its input had the focus. */
  readonly type: (text: string) => void;
  /** Backspace before its input had the focus. */
  readonly erase: () => void;
  /** Enter before its input had the focus. */
  readonly submit: () => void;
}

/** A key that continues a word being typed (a ticker), as opposed to Shift, Escape or an arrow. */
function continuesTyping(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  return e.key.length === 1 || e.key === 'Enter' || e.key === 'Backspace';
}

/**
 * The page-wide keys. A letter typed outside a field starts the palette with it, as a trading terminal's
 * symbol search does; `g` then a page key jumps to that page (shortcuts.ts), unless another key follows
 * within GO_SETTLE_MS: then a ticker starting with G was being typed and all of it goes to the palette.
 * `g` then any other letter is such a ticker at once. Keys typed while the palette is opening are kept
 * for it (palette-keys.ts).
 */
export function useHotkeys(palette: PaletteKeys, openHelp: () => void): void {
  const navigate = useNavigate();
  // Read when a page key is pressed: a ticker page opens on the ticker on screen.
  const pathname = useRef('/');
  pathname.current = useLocation().pathname;
  // Attached before the first paint: a key typed at anything on screen has its handler.
  useLayoutEffect(() => {
    let pendingG = 0;
    let pendingGo: { readonly typed: string; readonly timer: ReturnType<typeof setTimeout> } | null = null;
    const onKey = (e: KeyboardEvent): void => {
      if (pendingGo && continuesTyping(e)) {
        clearTimeout(pendingGo.timer);
        palette.start(pendingGo.typed);
        pendingGo = null;
      }
      const action = keyAction(e, palette.isOpen(), Date.now() - pendingG < GO_WINDOW_MS);
      if (action.kind === 'none') return;
      e.preventDefault();
      pendingG = action.kind === 'wait-g' ? Date.now() : 0;
      if (action.kind === 'open') palette.start(action.text);
      else if (action.kind === 'type') palette.type(action.text);
      else if (action.kind === 'erase') palette.erase();
      else if (action.kind === 'submit') palette.submit();
      else if (action.kind === 'help') openHelp();
      else if (action.kind === 'go') {
        const to = goPath(action.to, pathname.current);
        pendingGo = {
          typed: `g${e.key}`,
          timer: setTimeout(() => {
            pendingGo = null;
            void navigate(to);
          }, GO_SETTLE_MS),
        };
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      if (pendingGo) clearTimeout(pendingGo.timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [navigate, palette, openHelp]);
}
