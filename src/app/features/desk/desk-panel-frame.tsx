/**
 * One panel of a desk: a header (its name, its ticker or its group's, the link-group chips, remove) over
 * the page's own panel, inside the panel boundary so a panel that fails fails alone. Focused, the panel
 * moves with the arrow keys and resizes with Shift+arrows; the grid's handle does the same with the mouse.
 */
import { Suspense, type ComponentType, type KeyboardEvent, type ReactElement } from 'react';
import type { DeskPanel, LinkGroup } from '../../../dashboard-api/desk';
import type { DeskPanelProps } from './desk-panel-props';
import { PanelBoundary } from '../../ui/panel-boundary';
import { PanelSkeleton } from '../../ui/skeleton';
import { WatchlistPicker } from '../../ui/watchlist-picker';
import { GROUP_CHIP_CLASS, LinkGroupChips } from './link-group-chips';
import { PanelTickerInput } from './panel-ticker-input';

export const DRAG_HANDLE_CLASS = 'desk-drag-handle';

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function DeskPanelFrame(props: {
  readonly panel: DeskPanel;
  readonly name: string;
  readonly ticker: string | null;
  readonly bodyHeight: number;
  readonly Body: ComponentType<DeskPanelProps>;
  readonly onTicker: (t: string) => void;
  readonly onGroup: (g: LinkGroup | null) => void;
  /** A board panel's watchlist picked. */
  readonly onList: (list: string | null) => void;
  readonly onRemove: () => void;
  /** A keyboard move (resize: false) or resize by whole cells. */
  readonly onStep: (dx: number, dy: number, resize: boolean) => void;
}): ReactElement {
  const { panel, name, ticker, Body } = props;
  const label = ticker ? `${name} · ${ticker}` : name;
  const onKeyDown = (e: KeyboardEvent<HTMLElement>): void => {
    // Only the panel itself moves: keys in its fields and charts stay theirs.
    if (e.target !== e.currentTarget) return;
    const step = ARROWS[e.key];
    if (!step) return;
    e.preventDefault();
    props.onStep(step[0], step[1], e.shiftKey);
  };
  return (
    <section
      aria-label={label}
      aria-roledescription="desk panel"
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown"
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-panel-id={panel.id}
      className="flex h-full flex-col overflow-hidden rounded border border-line bg-panel focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <header className="flex h-7 shrink-0 items-center gap-2 border-b border-line px-2 text-xs">
        <span
          className={`${DRAG_HANDLE_CLASS} flex min-w-0 flex-1 cursor-move items-center gap-2 truncate font-semibold`}
          title="Drag to move; focus the panel and use the arrows (Shift: resize)"
        >
          {panel.group ? (
            <span
              className={`rounded-sm px-1 font-mono text-[10px] ${GROUP_CHIP_CLASS[panel.group]}`}
              title={`${panel.group} group`}
            >
              {panel.group[0]!.toUpperCase()}
            </span>
          ) : null}
          <span className="truncate">{name}</span>
        </span>
        {ticker !== null ? <PanelTickerInput panelName={name} ticker={ticker} onChange={props.onTicker} /> : null}
        {ticker !== null ? <LinkGroupChips panelName={name} group={panel.group} onChange={props.onGroup} /> : null}
        {panel.kind === 'board' ? (
          <WatchlistPicker
            id={`desk-list-${panel.id}`}
            label="List"
            ariaLabel={`List of ${name}`}
            value={panel.list}
            onChange={props.onList}
            compact
          />
        ) : null}
        <button
          type="button"
          aria-label={`Remove ${label}`}
          title="Remove the panel"
          onClick={props.onRemove}
          className="rounded px-1 text-muted hover:text-down"
        >
          ✕
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-auto p-1">
        <PanelBoundary label={label}>
          <Suspense fallback={<PanelSkeleton label={`Loading ${name}`} height="h-24" />}>
            <Body ticker={ticker} height={props.bodyHeight} list={panel.list} />
          </Suspense>
        </PanelBoundary>
      </div>
    </section>
  );
}
