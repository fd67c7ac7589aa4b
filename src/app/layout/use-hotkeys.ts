import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { keyAction } from './palette-keys';
import { GO_WINDOW_MS } from './shortcuts';

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

/**
 * The page-wide keys. A letter typed outside a field starts the palette with it, as a trading terminal's
 * symbol search does; `g` then a page key jumps to that page (and `g` then any other letter is a ticker
 * that starts with G, so it goes to the palette as typed). Keys typed while the palette is opening are
 * kept for it (palette-keys.ts).
 */
export function useHotkeys(palette: PaletteKeys, openHelp: () => void): void {
  const navigate = useNavigate();
  // Attached before the first paint: a key typed at anything on screen has its handler.
  useLayoutEffect(() => {
    let pendingG = 0;
    const onKey = (e: KeyboardEvent): void => {
      const action = keyAction(e, palette.isOpen(), Date.now() - pendingG < GO_WINDOW_MS);
      if (action.kind === 'none') return;
      e.preventDefault();
      pendingG = action.kind === 'wait-g' ? Date.now() : 0;
      if (action.kind === 'open') palette.start(action.text);
      else if (action.kind === 'type') palette.type(action.text);
      else if (action.kind === 'erase') palette.erase();
      else if (action.kind === 'submit') palette.submit();
      else if (action.kind === 'help') openHelp();
      else if (action.kind === 'go') void navigate(action.to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, palette, openHelp]);
}
