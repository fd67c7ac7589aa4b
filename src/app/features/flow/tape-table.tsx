/**
 * The virtualized tape: only the rows in view are in the DOM; the store is read by index. Side is
 * shown by colour AND by an arrow and a label. Hovering the table can hold new rows back, so the row
 * the trader is reading does not move.
 */
import { memo, useRef, useSyncExternalStore, type MouseEvent, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { LEAN_BORDER, LEAN_TEXT, orderLean } from '../../data/order-lean';
import type { TapeColumn } from './tape-columns';
import type { TapeEntry } from '../../data/tape-entry';
import type { TapeSort } from './tape-filter';
import type { TapeStore } from './tape-store';
import { useRowWindow } from '../../ui/use-row-window';
import { OI_COLUMNS, useTapeOpenInterest } from './tape-open-interest';

const ROW_HEIGHT = 24;

export function TapeTable(props: {
  store: TapeStore;
  columns: readonly TapeColumn[];
  sort: TapeSort;
  onSort: (s: TapeSort) => void;
  onHover?: (hovering: boolean) => void;
  empty: ReactElement;
}): ReactElement {
  const { store, columns, sort } = props;
  // Re-render on every store change; the work is bounded by the rows in view.
  useSyncExternalStore(store.subscribe, store.getVersion);
  const parent = useRef<HTMLDivElement>(null);
  const template = columns.map((c) => `${c.width}px`).join(' ');
  const width = columns.reduce((n, c) => n + c.width, 0);
  const count = store.visibleCount;
  const win = useRowWindow(parent, count, ROW_HEIGHT);
  useTapeOpenInterest(
    store,
    win.start,
    win.end,
    columns.some((c) => OI_COLUMNS.includes(c.id)),
  );
  const shown: ReactElement[] = [];
  for (let i = win.start; i < win.end; i++) {
    const e = store.rowAt(i);
    if (e) shown.push(<TapeRowView key={i % win.slots} entry={e} index={i} template={template} columns={columns} />);
  }
  // One click handler for every contract link: a router Link per row costs hooks on every row rendered.
  const navigate = useNavigate();
  const openContract = (ev: MouseEvent): void => {
    const a = (ev.target as Element).closest('a[data-contract-link]');
    if (!a || ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return;
    ev.preventDefault();
    void navigate(a.getAttribute('href')!);
  };
  const headerClick = (c: TapeColumn): void => {
    if (!c.sortKey) return;
    props.onSort(
      sort.key === c.sortKey
        ? { key: c.sortKey, dir: sort.dir === 'desc' ? 'asc' : 'desc' }
        : { key: c.sortKey, dir: 'desc' },
    );
  };

  return (
    <div
      role="table"
      aria-label="Flow tape"
      aria-rowcount={count + 1}
      className="flex min-h-0 min-w-0 flex-1 flex-col rounded border border-line bg-panel text-xs"
      onMouseEnter={() => props.onHover?.(true)}
      onMouseLeave={() => props.onHover?.(false)}
      onClick={openContract}
    >
      {/* Contained: the rows that change every frame are laid out on their own, not with the whole page. */}
      <div
        ref={parent}
        className="min-h-0 flex-1 overflow-auto"
        style={{ contain: 'strict' }}
        data-testid="tape-scroll"
      >
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-line bg-raised" style={{ width }}>
          <div role="row" className="grid" style={{ gridTemplateColumns: template }}>
            {columns.map((c) => {
              const active = c.sortKey !== undefined && sort.key === c.sortKey;
              return (
                <div
                  key={c.id}
                  role="columnheader"
                  aria-sort={active ? (sort.dir === 'desc' ? 'descending' : 'ascending') : 'none'}
                  title={c.title}
                  className={`truncate px-1.5 py-1 font-semibold ${c.align === 'right' ? 'text-right' : 'text-left'}`}
                >
                  {c.sortKey ? (
                    <button
                      type="button"
                      className="w-full truncate text-inherit"
                      style={{ textAlign: 'inherit' }}
                      onClick={() => headerClick(c)}
                    >
                      {c.label}
                      {active ? (sort.dir === 'desc' ? ' ↓' : ' ↑') : ''}
                    </button>
                  ) : (
                    c.label
                  )}
                </div>
              );
            })}
          </div>
        </div>
        {count === 0 ? (
          props.empty
        ) : (
          <div role="rowgroup" style={{ height: count * ROW_HEIGHT, width, position: 'relative' }}>
            {shown}
          </div>
        )}
      </div>
    </div>
  );
}

/** A row's slot is reused as rows move through it; its cells re-render only when its entry or the columns change. */
const TapeRowView = memo(function TapeRowView(props: {
  entry: TapeEntry;
  index: number;
  template: string;
  columns: readonly TapeColumn[];
}): ReactElement {
  const e = props.entry;
  // Coloured by lean (a sold put is bullish); the side column still says buy or sell.
  const lean = orderLean(e.optionType, e.side);
  return (
    <div
      role="row"
      aria-rowindex={props.index + 2}
      data-event-id={e.eventId}
      className={`absolute left-0 grid w-full border-b border-l-2 border-b-line/40 ${lean === null ? 'border-l-line' : LEAN_BORDER[lean]} hover:bg-raised`}
      data-lean={lean ?? 'none'}
      style={{
        transform: `translateY(${props.index * ROW_HEIGHT}px)`,
        height: ROW_HEIGHT,
        gridTemplateColumns: props.template,
        contain: 'strict',
      }}
    >
      <TapeCells entry={e} columns={props.columns} />
    </div>
  );
});

const TapeCells = memo(function TapeCells(props: { entry: TapeEntry; columns: readonly TapeColumn[] }): ReactElement {
  const e = props.entry;
  const lean = orderLean(e.optionType, e.side);
  return (
    <>
      {props.columns.map((c) => (
        <div
          key={c.id}
          role="cell"
          className={`truncate px-1.5 leading-6 ${c.align === 'right' ? 'num' : 'text-left'} ${c.id === 'side' ? `font-semibold ${lean === null ? 'text-muted' : LEAN_TEXT[lean]}` : ''} ${c.tone?.(e) ?? ''}`}
        >
          {c.id === 'contract' && e.occ ? (
            // Every OCC symbol on the tape opens its contract page.
            <a
              href={`/contract/${encodeURIComponent(e.occ)}`}
              data-contract-link
              className="hover:underline"
              title={e.occ}
            >
              {c.text(e)}
            </a>
          ) : (
            c.text(e)
          )}
        </div>
      ))}
    </>
  );
});
