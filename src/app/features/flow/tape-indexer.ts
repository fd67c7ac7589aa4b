/**
 * Where a whole rebuild of the tape's view runs: in the index worker when the page can start one,
 * sending it copies of only the columns the filter and the sort read.
 */
import { columnsNeeded, type RowFilter, type RowSort } from './tape-index';
import type { TapeColumnsView, TapeRows } from './tape-rows';

export interface IndexRequest {
  readonly id: number;
  readonly cols: TapeColumnsView;
  readonly filter: RowFilter;
  readonly sort: RowSort;
  readonly exclude: Uint32Array | null;
}

export type IndexAnswer =
  { readonly id: number; readonly index: Uint32Array } | { readonly id: number; readonly error: string };

/** Builds the view of `rows` as they are now; the answer may come later, when more rows have arrived. */
export type Indexer = (
  rows: TapeRows,
  filter: RowFilter,
  sort: RowSort,
  exclude: Uint32Array | null,
) => Promise<Uint32Array>;

/** Copies of the columns a rebuild reads (the live arrays keep changing while the worker sorts). */
export function snapshotColumns(
  rows: TapeRows,
  filter: RowFilter,
  sort: RowSort,
): { cols: TapeColumnsView; transfer: ArrayBuffer[] } {
  const need = columnsNeeded(filter, sort);
  const n = rows.length;
  const transfer: ArrayBuffer[] = [];
  const copy = <T extends Float64Array | Uint32Array | Uint8Array>(a: T): T => {
    const c = a.slice(0, n) as T;
    transfer.push(c.buffer as ArrayBuffer);
    return c;
  };
  const cols: TapeColumnsView = {
    length: n,
    numbers: Object.fromEntries(need.numbers.map((f) => [f, copy(rows.numbers[f])])),
    strings: Object.fromEntries(need.strings.map((f) => [f, copy(rows.strings[f])])),
    ...(need.optionType ? { optionType: copy(rows.optionType) } : {}),
    ...(need.side ? { side: copy(rows.side) } : {}),
  };
  return { cols, transfer };
}

/** The index worker, started on first use; null where the page cannot start one (tests under jsdom). */
export function workerIndexer(): Indexer | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (i: Uint32Array) => void; reject: (e: Error) => void }>();
  const start = (): Worker => {
    const w = new Worker(new URL('./tape-index.worker.ts', import.meta.url), { type: 'module', name: 'tape-index' });
    w.onmessage = (ev: MessageEvent<IndexAnswer>) => {
      const p = waiting.get(ev.data.id);
      waiting.delete(ev.data.id);
      if (!p) return;
      if ('index' in ev.data) p.resolve(ev.data.index);
      else p.reject(new Error(ev.data.error));
    };
    w.onerror = () => {
      // A worker that failed to load: every wait fails, and the store rebuilds on the main thread.
      for (const p of waiting.values()) p.reject(new Error('tape index worker failed'));
      waiting.clear();
      worker = null;
    };
    return w;
  };
  return (rows, filter, sort, exclude) => {
    worker ??= start();
    const id = nextId++;
    const { cols, transfer } = snapshotColumns(rows, filter, sort);
    const ex = exclude ? exclude.slice() : null;
    if (ex) transfer.push(ex.buffer as ArrayBuffer);
    return new Promise<Uint32Array>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker!.postMessage({ id, cols, filter, sort, exclude: ex } satisfies IndexRequest, transfer);
    });
  };
}
