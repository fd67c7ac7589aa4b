/**
 * What a key pressed outside a field does. Pure, so the rules are tested without a browser.
 *
 * The palette's input appears a moment after the palette opens (its chunk loads on first use, the native
 * dialog takes focus first). Keys typed in that moment used to open the palette again, each replacing the
 * text before it: "dark" became "ark". While the palette is open and its input does not have the focus,
 * every key typed is added to the palette's text instead, in order, and Enter waits for the palette.
 */
import { GO_TARGETS, isTyping } from './shortcuts';

export type KeyAction =
  /** Open the palette with this text (empty: opened by Ctrl-K or `/`). */
  | { readonly kind: 'open'; readonly text: string }
  /** The palette is open but its input has not the focus yet: add to its text. */
  | { readonly kind: 'type'; readonly text: string }
  /** Backspace before the input has the focus. */
  | { readonly kind: 'erase' }
  /** Enter before the input has the focus: choose the first entry once the palette can. */
  | { readonly kind: 'submit' }
  | { readonly kind: 'help' }
  | { readonly kind: 'go'; readonly to: string }
  /** `g`: the next key may name a page. */
  | { readonly kind: 'wait-g' }
  | { readonly kind: 'none' };

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
}

/** Whether the key lands on something Space or Enter would press (a button, a link). */
function isControl(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('button, a[href], summary, [role="button"], [role="option"], [role="link"]') !== null;
}

/**
 * `paletteOpen`: the palette is open (its input may not exist yet); `afterG`: `g` was pressed within
 * GO_WINDOW_MS.
 */
export function keyAction(e: KeyPress, paletteOpen: boolean, afterG: boolean): KeyAction {
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') return paletteOpen ? { kind: 'none' } : open('');
  if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return { kind: 'none' };
  if (paletteOpen) {
    if (e.key === 'Backspace') return { kind: 'erase' };
    if (e.key === 'Enter') return isControl(e.target) ? { kind: 'none' } : { kind: 'submit' };
    if (e.key.length !== 1 || (e.key === ' ' && isControl(e.target))) return { kind: 'none' };
    return { kind: 'type', text: e.key };
  }
  if (e.key === '/') return open('');
  if (e.key === '?') return { kind: 'help' };
  if (afterG && GO_TARGETS[e.key]) return { kind: 'go', to: GO_TARGETS[e.key]! };
  if (!/^[a-z]$/i.test(e.key)) return { kind: 'none' };
  // `g` then any other letter is a ticker that starts with G: it goes to the palette as typed.
  if (afterG) return open(`g${e.key}`);
  return e.key.toLowerCase() === 'g' ? { kind: 'wait-g' } : open(e.key);
}

function open(text: string): KeyAction {
  return { kind: 'open', text };
}
