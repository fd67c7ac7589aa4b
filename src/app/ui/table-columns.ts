/**
 * A table's columns declared as data: what a cell shows, the unformatted value it sorts and exports by,
 * and how that value compares. DataTable draws them; csvFieldsOf exports them.
 */
import type { CSSProperties, ReactNode } from 'react';
import { etCsvTime, etHeader, type CsvField, type CsvValue } from './csv-export';
import type { SortValue, ValueKind } from './sort-rows';

export interface TableColumn<R> {
  /** Stable id: the URL's sort names it (`sort.<table>=-premium`). Letters, digits, `_` and `.`. */
  readonly id: string;
  /** The heading on screen. */
  readonly header: ReactNode;
  /** The CSV header; defaults to `header` when that is text. A time column's gets " (ET)". */
  readonly csvHeader?: string;
  /** The unformatted value: a number as the API gives it, text, an instant (epoch ms or ISO); null = not observed. */
  readonly value: (row: R) => SortValue;
  /** What the cell shows; defaults to the value as text, "—" for null. */
  readonly cell?: (row: R) => ReactNode;
  readonly kind: ValueKind;
  /** Defaults: numbers right, text and times left. */
  readonly align?: 'left' | 'right';
  /** False for a column whose order means nothing (a sparkline, an action). */
  readonly sortable?: boolean;
  /** False to leave a column out of the CSV (a button). */
  readonly csv?: boolean;
  /** The heading's tooltip: what the column reads. */
  readonly title?: string;
  /** Extra classes of each cell, or of a row's cell (the page's own contract highlighted). */
  readonly className?: string | ((row: R) => string);
  /** The cell heads its row (`<th scope="row">`): the strike of a chain, the ticker of a list. */
  readonly rowHeader?: boolean;
  /** The CSV fields of a column that shows two values ("est. / actual"); defaults to one field, `value`. */
  readonly csvFields?: readonly CsvField<R>[];
  /** A row's cell's own attributes: what tests read it by (`data-level`), a fill drawn from its value. */
  readonly cellProps?: (row: R) => CellProps;
}

/** What a column may set on one cell element besides its content and classes. */
export interface CellProps {
  readonly style?: CSSProperties;
  readonly [data: `data-${string}`]: string | number | undefined;
}

function headerText<R>(c: TableColumn<R>): string {
  if (c.csvHeader !== undefined) return c.csvHeader;
  return typeof c.header === 'string' || typeof c.header === 'number' ? String(c.header) : c.id;
}

/** The CSV fields of the columns on screen, in their order. */
export function csvFieldsOf<R>(columns: readonly TableColumn<R>[]): CsvField<R>[] {
  return columns
    .filter((c) => c.csv !== false)
    .flatMap((c): CsvField<R>[] => {
      if (c.csvFields) return [...c.csvFields];
      if (c.kind === 'time') return [{ header: etHeader(headerText(c)), value: (r: R) => etCsvTime(c.value(r)) }];
      return [{ header: headerText(c), value: (r: R): CsvValue => c.value(r) }];
    });
}

/** The extra classes of the column's cell in this row. */
export function cellClassOf<R>(c: TableColumn<R>, row: R): string {
  return typeof c.className === 'function' ? c.className(row) : (c.className ?? '');
}

export function alignOf<R>(c: TableColumn<R>): 'left' | 'right' {
  return c.align ?? (c.kind === 'number' ? 'right' : 'left');
}
