/**
 * What a trader does to a desk, as pure functions of the schema's `Desk`: add, remove, move and resize a
 * panel, change its ticker (the whole link group follows) or its group. The page and the tests share them.
 */
import {
  DESK_COLUMNS,
  MAX_DESK_PANELS,
  type Desk,
  type DeskPanel,
  type DeskPanelKind,
  type LinkGroup,
} from '../../../dashboard-api/desk';

/** Panels that show the whole market or the watchlist (the tape follows the flow page's tickers): no ticker. */
export const TICKERLESS_KINDS: ReadonlySet<DeskPanelKind> = new Set(['tape', 'tide', 'rankings', 'board']);

export const PANEL_NAMES: Readonly<Record<DeskPanelKind, string>> = {
  'price-levels': 'Price chart with levels',
  'gex-profile': 'GEX profile',
  tape: 'Flow tape',
  tide: 'Market tide',
  'iv-surface': 'IV surface',
  'darkpool-heatmap': 'Dark-pool time profile',
  rankings: 'Rankings',
  board: 'Board',
  'flow-summary': 'Flow summary',
  'open-interest': 'Open interest',
};

/** A new panel's size in grid cells (12 columns, rows of the page's row height). */
const DEFAULT_SIZE: Readonly<Record<DeskPanelKind, { w: number; h: number }>> = {
  'price-levels': { w: 6, h: 8 },
  'gex-profile': { w: 3, h: 8 },
  tape: { w: 6, h: 8 },
  tide: { w: 6, h: 7 },
  'iv-surface': { w: 6, h: 8 },
  'darkpool-heatmap': { w: 6, h: 8 },
  rankings: { w: 6, h: 8 },
  board: { w: 12, h: 8 },
  'flow-summary': { w: 4, h: 7 },
  'open-interest': { w: 4, h: 7 },
};

export const MAX_PANEL_ROWS = 24;

/** The ticker a panel shows: its group's, or its own; null for a panel that takes none. */
export function tickerOf(desk: Desk, panel: DeskPanel): string | null {
  if (TICKERLESS_KINDS.has(panel.kind)) return null;
  if (panel.group) return desk.groups[panel.group] ?? panel.ticker;
  return panel.ticker;
}

function withPanel(desk: Desk, id: string, change: (p: DeskPanel) => DeskPanel): Desk {
  return { ...desk, panels: desk.panels.map((p) => (p.id === id ? change(p) : p)) };
}

/** A panel id not yet used on the desk: the kind and a number. */
function freshId(desk: Desk, kind: DeskPanelKind): string {
  const used = new Set(desk.panels.map((p) => p.id));
  for (let n = 1; ; n++) {
    const id = `${kind.slice(0, 16)}-${n}`;
    if (!used.has(id)) return id;
  }
}

/** A new panel below the others, with `ticker` unless the kind takes none. Null when the desk is full. */
export function addPanel(desk: Desk, kind: DeskPanelKind, ticker: string): Desk | null {
  if (desk.panels.length >= MAX_DESK_PANELS) return null;
  const { w, h } = DEFAULT_SIZE[kind];
  const bottom = desk.panels.reduce((m, p) => Math.max(m, p.y + p.h), 0);
  const panel: DeskPanel = {
    id: freshId(desk, kind),
    kind,
    x: 0,
    y: Math.min(bottom, 200),
    w,
    h,
    group: null,
    ticker: TICKERLESS_KINDS.has(kind) ? null : ticker,
    list: null,
  };
  return { ...desk, panels: [...desk.panels, panel] };
}

export function removePanel(desk: Desk, id: string): Desk {
  return { ...desk, panels: desk.panels.filter((p) => p.id !== id) };
}

/** A ticker typed in a panel: its group's ticker when it has one (every panel of the group follows). */
export function setTicker(desk: Desk, id: string, ticker: string): Desk {
  const panel = desk.panels.find((p) => p.id === id);
  if (!panel) return desk;
  if (panel.group) return { ...desk, groups: { ...desk.groups, [panel.group]: ticker } };
  return withPanel(desk, id, (p) => ({ ...p, ticker }));
}

/**
 * A panel joins a group (or leaves every group with null). An empty group takes the panel's ticker; a
 * panel that leaves keeps the ticker it showed.
 */
export function setGroup(desk: Desk, id: string, group: LinkGroup | null): Desk {
  const panel = desk.panels.find((p) => p.id === id);
  if (!panel) return desk;
  const shown = tickerOf(desk, panel);
  const groups = group && !desk.groups[group] && shown ? { ...desk.groups, [group]: shown } : desk.groups;
  return {
    ...desk,
    groups,
    panels: desk.panels.map((p) =>
      p.id === id ? { ...p, group, ticker: TICKERLESS_KINDS.has(p.kind) ? null : shown } : p,
    ),
  };
}

/** The watchlist a board panel shows (null: the real-time list). */
export function setList(desk: Desk, id: string, list: string | null): Desk {
  return withPanel(desk, id, (p) => (p.kind === 'board' ? { ...p, list } : p));
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** A keyboard move by whole cells, kept inside the grid's columns. */
export function movePanel(desk: Desk, id: string, dx: number, dy: number): Desk {
  return withPanel(desk, id, (p) => ({
    ...p,
    x: clamp(p.x + dx, 0, DESK_COLUMNS - p.w),
    y: clamp(p.y + dy, 0, 200),
  }));
}

/** A keyboard resize by whole cells, at least one cell and never past the grid's right edge. */
export function resizePanel(desk: Desk, id: string, dw: number, dh: number): Desk {
  return withPanel(desk, id, (p) => ({
    ...p,
    w: clamp(p.w + dw, 1, DESK_COLUMNS - p.x),
    h: clamp(p.h + dh, 1, MAX_PANEL_ROWS),
  }));
}

/** The grid's own arrangement (after a drag, a resize or its compaction) written back into the desk. */
export function applyLayout(
  desk: Desk,
  layout: readonly { i: string; x: number; y: number; w: number; h: number }[],
): Desk {
  const byId = new Map(layout.map((l) => [l.i, l]));
  let changed = false;
  const panels = desk.panels.map((p) => {
    const l = byId.get(p.id);
    if (!l || (l.x === p.x && l.y === p.y && l.w === p.w && l.h === p.h)) return p;
    changed = true;
    return { ...p, x: l.x, y: l.y, w: l.w, h: l.h };
  });
  return changed ? { ...desk, panels } : desk;
}
