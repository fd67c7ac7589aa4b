/**
 * Rebuilds the tape's view off the main thread: a filter or sort change over a day of rows (150,000)
 * is a pass and a sort that would otherwise hold the page for tens of milliseconds.
 */
import { buildIndex } from './tape-index';
import type { IndexAnswer, IndexRequest } from './tape-indexer';

const scope = self as unknown as {
  onmessage: ((ev: MessageEvent<IndexRequest>) => void) | null;
  postMessage(message: IndexAnswer, transfer: Transferable[]): void;
};

scope.onmessage = (ev) => {
  const { id, cols, filter, sort, exclude } = ev.data;
  try {
    const index = buildIndex(cols, filter, sort, exclude);
    scope.postMessage({ id, index }, [index.buffer]);
  } catch (e) {
    scope.postMessage({ id, error: e instanceof Error ? e.message : String(e) }, []);
  }
};
