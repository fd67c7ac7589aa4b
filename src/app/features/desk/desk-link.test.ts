import { describe, expect, it } from 'vitest';
import type { Desk } from '../../../dashboard-api/desk';
import { decodeDesk, encodeDesk } from './desk-link';

const desk: Desk = {
  name: 'swing desk',
  groups: { red: 'NVDA' },
  panels: [
    { id: 'a', kind: 'price-levels', x: 0, y: 0, w: 6, h: 8, group: 'red', ticker: 'NVDA', list: null },
    { id: 'b', kind: 'tide', x: 6, y: 0, w: 6, h: 8, group: null, ticker: null, list: null },
  ],
};

describe('desk links', () => {
  it('a desk survives its link, in URL-safe characters', () => {
    const code = encodeDesk(desk);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeDesk(code)).toEqual({ ok: true, desk });
  });

  it('a cut or tampered link says why instead of opening a broken desk', () => {
    const code = encodeDesk(desk);
    const cut = decodeDesk(code.slice(0, 20));
    expect(cut.ok).toBe(false);
    if (!cut.ok) expect(cut.error).toMatch(/not readable/);
    const bad = decodeDesk(encodeDesk({ ...desk, panels: [{ ...desk.panels[0]!, x: 10 }] }));
    expect(bad).toEqual({
      ok: false,
      error: expect.stringMatching(/not valid \(panels\.0\.w: x \+ w is at most 12\)/),
    });
  });
});
