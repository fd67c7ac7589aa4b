import { describe, expect, it } from 'vitest';
import { DESK_COLUMNS, desk as deskSchema, type Desk } from '../../../dashboard-api/desk';
import {
  addPanel,
  applyLayout,
  movePanel,
  removePanel,
  resizePanel,
  setGroup,
  setList,
  setTicker,
  tickerOf,
} from './desk-model';
import { decodeDesk, encodeDesk } from './desk-link';

function fourPanels(): Desk {
  let d: Desk = { name: 'test', groups: {}, panels: [] };
  for (const [kind, t] of [
    ['price-levels', 'NVDA'],
    ['gex-profile', 'NVDA'],
    ['iv-surface', 'TSLA'],
    ['flow-summary', 'TSLA'],
  ] as const)
    d = addPanel(d, kind, t)!;
  const [a, b, c, e] = d.panels.map((p) => p.id);
  d = setGroup(setGroup(d, a!, 'red'), b!, 'red');
  d = setGroup(setGroup(d, c!, 'blue'), e!, 'blue');
  return d;
}

describe('link groups', () => {
  it('a ticker changed in one panel of a group changes the whole group and nothing else', () => {
    const d = fourPanels();
    const next = setTicker(d, d.panels[0]!.id, 'AAPL');
    expect(next.panels.map((p) => tickerOf(next, p))).toEqual(['AAPL', 'AAPL', 'TSLA', 'TSLA']);
    expect(deskSchema.safeParse(next).success).toBe(true);
  });

  it('an unlinked panel keeps its own ticker; leaving a group keeps what it showed', () => {
    const d = fourPanels();
    const left = setGroup(d, d.panels[1]!.id, null);
    expect(tickerOf(left, left.panels[1]!)).toBe('NVDA');
    const moved = setTicker(left, left.panels[0]!.id, 'AMD');
    expect(moved.panels.map((p) => tickerOf(moved, p))).toEqual(['AMD', 'NVDA', 'TSLA', 'TSLA']);
  });

  it('joining a group that has a ticker takes the group’s', () => {
    const d = fourPanels();
    const joined = setGroup(d, d.panels[2]!.id, 'red');
    expect(tickerOf(joined, joined.panels[2]!)).toBe('NVDA');
  });
});

describe('moving and resizing', () => {
  it('keyboard steps stay inside the grid', () => {
    const d = fourPanels();
    const id = d.panels[0]!.id;
    const far = movePanel(d, id, 50, 0);
    const p = far.panels[0]!;
    expect(p.x + p.w).toBe(DESK_COLUMNS);
    const wide = resizePanel(far, id, 5, 0);
    expect(wide.panels[0]!.w).toBe(p.w);
    expect(movePanel(d, id, -3, -3).panels[0]).toMatchObject({ x: 0, y: 0 });
    expect(resizePanel(d, id, -99, -99).panels[0]).toMatchObject({ w: 1, h: 1 });
  });

  it('added panels get fresh ids and stack below; removal keeps the rest', () => {
    const d = fourPanels();
    expect(new Set(d.panels.map((p) => p.id)).size).toBe(4);
    expect(d.panels[3]!.y).toBeGreaterThan(d.panels[0]!.y);
    const fewer = removePanel(d, d.panels[0]!.id);
    const again = addPanel(fewer, 'price-levels', 'SPY')!;
    expect(new Set(again.panels.map((p) => p.id)).size).toBe(4);
    expect(addPanel(d, 'tide', 'SPY')!.panels.at(-1)!.ticker).toBeNull();
  });
});

describe('the grid’s arrangement', () => {
  it('is written back only when it moved something, so the link is not rewritten for nothing', () => {
    const d = fourPanels();
    const same = d.panels.map((p) => ({ i: p.id, x: p.x, y: p.y, w: p.w, h: p.h }));
    expect(applyLayout(d, same)).toBe(d);
    const dragged = same.map((l, k) => (k === 0 ? { ...l, x: 6, w: 6 } : l));
    const next = applyLayout(d, dragged);
    expect(next.panels[0]).toMatchObject({ x: 6, w: 6 });
    expect(next.panels.slice(1)).toEqual(d.panels.slice(1));
  });
});

describe('a board panel’s list', () => {
  it('is the named list picked, kept through the link; other panels take none', () => {
    const d = addPanel(fourPanels(), 'board', 'SPY')!;
    const board = d.panels.at(-1)!;
    expect(board.list).toBeNull();
    const picked = setList(setList(d, board.id, 'Semis'), d.panels[0]!.id, 'Semis');
    expect(picked.panels.map((p) => p.list)).toEqual([null, null, null, null, 'Semis']);
    const back = decodeDesk(encodeDesk(picked));
    expect(back.ok && back.desk.panels.at(-1)!.list).toBe('Semis');
    expect(setList(picked, board.id, null).panels.at(-1)!.list).toBeNull();
  });
});
