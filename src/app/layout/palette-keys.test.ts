// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keyAction, type KeyAction, type KeyPress } from './palette-keys';

const body = (): HTMLElement => document.body;
const press = (key: string, target: EventTarget | null = body(), mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...mods,
});

/** The palette's text after typing `keys` outside a field, the palette opening at the first letter. */
function typedText(keys: string[]): string | null {
  let text: string | null = null;
  for (const key of keys) {
    const a: KeyAction = keyAction(press(key), text !== null, false);
    if (a.kind === 'open') text = a.text;
    else if (a.kind === 'type') text = (text ?? '') + a.text;
    else if (a.kind === 'erase') text = (text ?? '').slice(0, -1);
  }
  return text;
}

describe('keyAction', () => {
  it('a letter outside a field opens the palette with it', () => {
    expect(keyAction(press('d'), false, false)).toEqual({ kind: 'open', text: 'd' });
  });

  it('keys typed while the palette opens are added in order, space and digits included ("dark", "nvda vol")', () => {
    expect(typedText([...'dark'])).toBe('dark');
    expect(typedText([...'nvda vol'])).toBe('nvda vol');
    expect(typedText([...'brk2', 'Backspace', ...'.b'])).toBe('brk.b');
  });

  it('a key typed into the palette input is left to the input', () => {
    const input = document.createElement('input');
    expect(keyAction(press('a', input), true, false)).toEqual({ kind: 'none' });
    expect(keyAction(press('Enter', input), true, false)).toEqual({ kind: 'none' });
  });

  it("Enter before the input has the focus waits for the palette; on a button it is the button's", () => {
    expect(keyAction(press('Enter'), true, false)).toEqual({ kind: 'submit' });
    const button = document.createElement('button');
    expect(keyAction(press('Enter', button), true, false)).toEqual({ kind: 'none' });
    expect(keyAction(press(' ', button), true, false)).toEqual({ kind: 'none' });
    expect(keyAction(press(' '), true, false)).toEqual({ kind: 'type', text: ' ' });
  });

  it('Ctrl-K and / open it empty; Ctrl-K on an open palette leaves its text alone', () => {
    expect(keyAction(press('k', body(), { ctrlKey: true }), false, false)).toEqual({ kind: 'open', text: '' });
    expect(keyAction(press('/'), false, false)).toEqual({ kind: 'open', text: '' });
    expect(keyAction(press('k', body(), { ctrlKey: true }), true, false)).toEqual({ kind: 'none' });
  });

  it('g then a page key goes there; g then another letter is a ticker starting with G', () => {
    expect(keyAction(press('g'), false, false)).toEqual({ kind: 'wait-g' });
    expect(keyAction(press('f'), false, true)).toEqual({ kind: 'go', to: '/flow' });
    expect(keyAction(press('n'), false, true)).toEqual({ kind: 'open', text: 'gn' });
    expect(keyAction(press('O'), false, true)).toEqual({ kind: 'open', text: 'gO' });
  });

  it('? opens the help only while the palette is closed; a letter in a field does nothing', () => {
    expect(keyAction(press('?'), false, false)).toEqual({ kind: 'help' });
    expect(keyAction(press('?'), true, false)).toEqual({ kind: 'type', text: '?' });
    expect(keyAction(press('a', document.createElement('textarea')), false, false)).toEqual({ kind: 'none' });
  });
});
