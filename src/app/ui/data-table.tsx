/**
 * The one table component: header kept in view, columns that sort (the sort in the URL, nulls last),
 * the rows one tab stop (↑/↓/Home/End move, Enter opens the row when the table has a row action), and
 * an "Export CSV" of exactly what is shown. A box height makes it scroll inside.
 *
 * To declare a table: a `TableColumn<R>[]` (ui/table-columns.ts) at module level, each
 * `{ id, header, kind: 'number' | 'text' | 'time', value: (r) => raw number/text/instant or null,
 * cell: (r) => what the screen shows }`, then
 * `<DataTable id="oi-chain" label="Open interest by strike" columns={COLUMNS} rows={rows} rowKey={(r) => r.strike} />`.
 * `id` names the URL's sort parameter (`sort.oi-chain=-oi`) and the CSV file; keep it unique on a page.
 */
import { useMemo, useRef, useState, type DragEvent, type ReactElement, type ReactNode } from 'react';
import { csvFileName, downloadCsv, toCsv } from './csv-export';
import { MISSING } from './format';
import { useRovingRows } from './roving-rows';
import { firstDir, sortRows, type TableSort } from './sort-rows';
import { alignOf, cellClassOf, csvFieldsOf, type TableColumn } from './table-columns';
import { useFillHeight } from './use-fill-height';
import { useTableSort } from './use-table-sort';

const SIZE_CLASS = {
  xs: 'text-xs [&_td]:px-2 [&_td]:py-0.5 [&_th]:px-2 [&_th]:py-1',
  sm: 'text-sm [&_td]:px-1.5 [&_th]:px-1.5',
} as const;

export interface DataTableProps<R> {
  /** Unique on the page: the URL's sort parameter and the CSV file's name. */
  id: string;
  /** Accessible name of the table. */
  label: string;
  /** The table element's `data-testid`. */
  testId?: string;
  columns: readonly TableColumn<R>[];
  rows: readonly R[];
  /** `index` is the row's place in `rows` (the answer's order), for rows with no id of their own. */
  rowKey: (row: R, index: number) => string | number;
  /** The order before the trader picks one; null keeps the answer's order. */
  defaultSort?: TableSort | null;
  /** What Enter or a click on a row does (open its detail). */
  onRowActivate?: (row: R) => void;
  /** A row's accessible name when it has an action ("Open SPY"). */
  rowLabel?: (row: R) => string;
  isRowSelected?: (row: R) => boolean;
  rowClassName?: (row: R) => string;
  /** `data-*` attributes of a row (what tests and styles find it by: `data-ticker`, `data-atm`). */
  rowAttributes?: (row: R) => Readonly<Record<`data-${string}`, string | undefined>>;
  /** A head row above the column headings that groups them ("Calls" over seven columns). */
  headGroups?: readonly HeadGroup[];
  /** The box's height limit, a Tailwind class (`max-h-80`); the table scrolls inside. */
  height?: string;
  /** The height limit as CSS (`45vh`). */
  maxHeight?: string;
  /** Fill the window below the table's top. */
  fill?: boolean;
  size?: keyof typeof SIZE_CLASS;
  /** Keep every cell on one line. */
  nowrap?: boolean;
  /** What a table without rows says. */
  empty?: ReactNode;
  /** False for no export (a table of two rows inside a card). */
  csv?: boolean;
  /** Controls shown beside the export button. */
  toolbar?: ReactNode;
  /** Rows the trader reorders by dragging one onto another (a watchlist's order); the table says where it went. */
  onReorder?: (moved: R, onto: R) => void;
  /** Classes of the outer box (a border, a background). */
  className?: string;
  /** Classes of the table element (a minimum width, so a wide table scrolls sideways in its box). */
  tableClassName?: string;
}

/** One cell of the grouping head row, spanning `span` columns. */
export interface HeadGroup {
  readonly label: ReactNode;
  readonly span: number;
  readonly className?: string;
}

/** A click on a link or a button inside a row does its own thing, not the row's action as well. */
function fromControl(target: EventTarget): boolean {
  return target instanceof Element && target.closest('a, button, input, select, textarea') !== null;
}

/** A number column lines its digits up; one set to the left (a month, a window) keeps them aligned there. */
function cellAlignClass<R>(c: TableColumn<R>): string {
  const left = alignOf(c) === 'left';
  if (c.kind === 'number') return left ? 'text-left tabular-nums' : 'num';
  return left ? 'text-left' : 'text-right';
}

function defaultCell(v: number | string | null): ReactNode {
  return v === null ? <span className="text-muted">{MISSING}</span> : String(v);
}

export function DataTable<R>(props: DataTableProps<R>): ReactElement {
  const { columns, rows, onRowActivate } = props;
  const [sort, setSort] = useTableSort(props.id, props.defaultSort ?? null, (id) =>
    columns.some((c) => c.id === id && c.sortable !== false),
  );
  const sorted = useMemo(() => {
    const col = sort ? columns.find((c) => c.id === sort.column) : undefined;
    return col && sort ? sortRows(rows, col.value, col.kind, sort.dir) : rows;
  }, [rows, columns, sort]);
  const answerIndex = useMemo(() => new Map(rows.map((r, i) => [r, i])), [rows]);
  const roving = useRovingRows(sorted.length, (i) => {
    const row = sorted[i];
    if (row !== undefined) onRowActivate?.(row);
  });
  const [dragged, setDragged] = useState<R | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const fill = useFillHeight(box, { on: props.fill === true });
  const maxHeight = props.maxHeight ?? (props.fill && fill !== null ? `${fill}px` : undefined);

  const exportCsv = (): void => downloadCsv(csvFileName(props.id, Date.now()), toCsv(sorted, csvFieldsOf(columns)));
  const clickHeader = (c: TableColumn<R>): void =>
    setSort(
      sort?.column === c.id
        ? { column: c.id, dir: sort.dir === 'desc' ? 'asc' : 'desc' }
        : { column: c.id, dir: firstDir(c.kind) },
    );

  const showBar = props.csv !== false || props.toolbar !== undefined;
  return (
    <div className={`flex flex-col gap-1 ${props.className ?? ''}`} data-table-id={props.id}>
      {showBar ? (
        <div className="flex flex-wrap items-center justify-end gap-2 text-xs">
          {props.toolbar}
          {props.csv !== false ? (
            <button
              type="button"
              className="rounded border border-line px-1.5 py-0.5 text-muted hover:text-fg"
              aria-label={`Export CSV: ${props.label}`}
              title="The rows and columns shown, numbers unformatted, times in ET"
              onClick={exportCsv}
              disabled={sorted.length === 0}
            >
              Export CSV
            </button>
          ) : null}
        </div>
      ) : null}
      <div ref={box} className={`overflow-auto ${props.height ?? ''}`} style={maxHeight ? { maxHeight } : undefined}>
        <table
          className={`w-full ${SIZE_CLASS[props.size ?? 'sm']}${props.nowrap ? ' [&_td]:whitespace-nowrap' : ''} ${props.tableClassName ?? ''}`}
          aria-label={props.label}
          data-testid={props.testId}
        >
          <thead className="sticky top-0 z-10 bg-panel text-xs text-muted">
            {props.headGroups ? (
              <tr>
                {props.headGroups.map((g, i) => (
                  <th key={i} colSpan={g.span} scope="colgroup" className={`font-normal ${g.className ?? ''}`}>
                    {g.label}
                  </th>
                ))}
              </tr>
            ) : null}
            <tr>
              {columns.map((c) => {
                const right = alignOf(c) === 'right';
                const active = sort?.column === c.id;
                const cls = `font-normal ${right ? 'text-right' : 'text-left'}`;
                if (c.sortable === false)
                  return (
                    <th key={c.id} scope="col" className={cls} title={c.title}>
                      {c.header}
                    </th>
                  );
                return (
                  <th
                    key={c.id}
                    scope="col"
                    className={cls}
                    title={c.title}
                    aria-sort={active ? (sort.dir === 'desc' ? 'descending' : 'ascending') : 'none'}
                  >
                    <button
                      type="button"
                      className={`whitespace-nowrap hover:text-fg ${active ? 'text-fg' : ''}`}
                      onClick={() => clickHeader(c)}
                    >
                      {c.header}
                      <span aria-hidden="true">{active ? (sort.dir === 'desc' ? ' ↓' : ' ↑') : ''}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.length === 0 && props.empty !== undefined ? (
              <tr>
                <td colSpan={columns.length} className="p-3 text-muted">
                  {props.empty}
                </td>
              </tr>
            ) : null}
            {sorted.map((row, i) => {
              const selected = props.isRowSelected?.(row) === true;
              return (
                <tr
                  key={props.rowKey(row, answerIndex.get(row) ?? i)}
                  tabIndex={roving.tabIndexOf(i)}
                  aria-label={props.rowLabel?.(row)}
                  aria-current={selected ? 'true' : undefined}
                  className={`border-t border-line/40 outline-offset-[-2px] focus:bg-raised focus-visible:outline-2 focus-visible:outline-accent${
                    onRowActivate ? ' cursor-pointer hover:bg-raised' : ''
                  }${selected ? ' bg-raised' : ''} ${props.rowClassName?.(row) ?? ''}`}
                  onFocus={() => roving.onFocusRow(i)}
                  onKeyDown={(e) => roving.onKeyDown(e, i)}
                  onClick={
                    onRowActivate
                      ? (e) => {
                          if (!fromControl(e.target)) onRowActivate(row);
                        }
                      : undefined
                  }
                  {...(props.onReorder
                    ? {
                        draggable: true,
                        onDragStart: () => setDragged(row),
                        onDragOver: (e: DragEvent) => e.preventDefault(),
                        onDrop: () => {
                          if (dragged !== null && dragged !== row) props.onReorder?.(dragged, row);
                          setDragged(null);
                        },
                      }
                    : {})}
                  {...props.rowAttributes?.(row)}
                >
                  {columns.map((c) => {
                    const Cell = c.rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={c.id}
                        scope={c.rowHeader ? 'row' : undefined}
                        className={`${cellAlignClass(c)}${c.rowHeader ? ' font-normal' : ''} ${cellClassOf(c, row)}`}
                        {...c.cellProps?.(row)}
                      >
                        {c.cell ? c.cell(row) : defaultCell(c.value(row))}
                      </Cell>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
