/**
 * A desk (/desk, /desk/:name): a grid of panels from the pages, each showing its own ticker or its link
 * group's. The trader adds, removes, moves and resizes panels (mouse or keyboard, each keyboard step
 * announced), links them by colour, saves the desk by name and shares it by its link.
 */
import { useCallback, useState, type ReactElement } from 'react';
import type { Layout } from 'react-grid-layout';
import { PanelSkeleton } from '../../ui/skeleton';
import { DeskGrid, type DeskActions } from './desk-grid';
import {
  addPanel,
  applyLayout,
  movePanel,
  PANEL_NAMES,
  removePanel,
  resizePanel,
  setGroup,
  setList,
  setTicker,
  tickerOf,
} from './desk-model';
import type { DeskPanelComponents } from './desk-panel-props';
import { DeskToolbar } from './desk-toolbar';
import { useDesk } from './use-desk';

const FIRST_TICKER = 'SPY';

export function DeskPage(props: { panels: DeskPanelComponents }): ReactElement {
  const { desk, name, linkError, unsaved, loading, change, dropLink } = useDesk();
  const [announcement, setAnnouncement] = useState('');

  const actions: DeskActions = {
    onLayout: useCallback(
      (layout: Layout) => {
        const next = applyLayout(desk, layout);
        if (next !== desk) change(next);
      },
      [desk, change],
    ),
    onTicker: (id, t) => change(setTicker(desk, id, t)),
    onGroup: (id, g) => change(setGroup(desk, id, g)),
    onList: (id, l) => change(setList(desk, id, l)),
    onRemove: (id) => {
      const p = desk.panels.find((x) => x.id === id);
      change(removePanel(desk, id));
      if (p) setAnnouncement(`${PANEL_NAMES[p.kind]} removed`);
    },
    onStep: (id, dx, dy, resize) => {
      const next = resize ? resizePanel(desk, id, dx, dy) : movePanel(desk, id, dx, dy);
      const p = next.panels.find((x) => x.id === id);
      change(next);
      if (p)
        setAnnouncement(
          resize
            ? `${PANEL_NAMES[p.kind]} is ${p.w} columns wide and ${p.h} rows high`
            : `${PANEL_NAMES[p.kind]} moved to column ${p.x + 1}, row ${p.y + 1}`,
        );
    },
  };
  const onAdd = (kind: Parameters<typeof addPanel>[1]): void => {
    const last = desk.panels.at(-1);
    const ticker = (last && tickerOf(desk, last)) ?? FIRST_TICKER;
    const next = addPanel(desk, kind, ticker);
    if (next) {
      change(next);
      setAnnouncement(`${PANEL_NAMES[kind]} added`);
    } else setAnnouncement('The desk is full: remove a panel first');
  };

  return (
    <div className="flex flex-col gap-2 p-3" data-testid="desk-page">
      <h1 className="text-lg font-semibold">
        Desk <span className="font-mono">{name}</span>
      </h1>
      {linkError ? (
        <div role="alert" className="flex items-center gap-2 rounded border border-down/60 bg-down/5 px-2 py-1 text-sm">
          <span>This link’s desk cannot be opened: {linkError}. The saved desk is shown instead.</span>
          <button type="button" onClick={dropLink} className="rounded border border-line px-2 text-xs">
            Drop the link
          </button>
        </div>
      ) : null}
      <DeskToolbar key={name} desk={desk} unsaved={unsaved} onAdd={onAdd} />
      <p aria-live="polite" data-testid="desk-announcer" className="sr-only">
        {announcement}
      </p>
      {loading ? (
        <PanelSkeleton label="Loading the desk" height="h-64" />
      ) : desk.panels.length === 0 ? (
        <p className="rounded border border-dashed border-line p-6 text-center text-muted">
          An empty desk: pick a panel above and press “Add panel”. Panels linked by a colour share a ticker.
        </p>
      ) : (
        <DeskGrid desk={desk} panels={props.panels} actions={actions} />
      )}
    </div>
  );
}
