/**
 * Selecting dark-pool prints for an answer: the filters every print list takes, and a ticker's prints
 * as pages with whole-second cursors. A page never ends inside a second, so following the cursors
 * neither skips nor repeats a print.
 */
import type { NbboLabel } from '../../../api/nbbo-labels';
import type { DarkPrint } from './darkpool';

export interface PrintFilter {
  readonly nbboLabel?: NbboLabel;
  readonly minPremium: number;
  readonly minSize: number;
}

export function filterPrints(prints: readonly DarkPrint[], f: PrintFilter): DarkPrint[] {
  return prints.filter(
    (p) =>
      (f.nbboLabel === undefined || p.nbbo_label === f.nbboLabel) && p.premium >= f.minPremium && p.size >= f.minSize,
  );
}

export type PrintOrderBy = 'executed_at' | 'premium' | 'size' | 'price';

export interface PrintPageQuery extends PrintFilter {
  readonly maxPremium: number;
  readonly maxSize: number;
  /** Whole-second cursor (epoch ms): prints from the next second on. */
  readonly newerThanMs: number | null;
  /** Whole-second cursor (epoch ms): prints before it. */
  readonly olderThanMs: number | null;
  readonly orderBy: PrintOrderBy;
  readonly order: 'asc' | 'desc';
  readonly limit: number;
}

/** The cursor to the next page, in whole UTC seconds (`YYYY-MM-DDTHH:MM:SS`); only when ordered by time. */
export type PrintCursor = { older_than: string } | { newer_than: string };

export interface PrintPage {
  /** Prints matching the query, over every page. */
  readonly total: number;
  readonly has_more: boolean;
  readonly next_cursor: PrintCursor | null;
  readonly prints: readonly DarkPrint[];
}

const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;
const cursorText = (ms: number) => new Date(wholeSecond(ms)).toISOString().slice(0, 19);

export function printPage(prints: readonly DarkPrint[], q: PrintPageQuery): PrintPage {
  const { newerThanMs: newer, olderThanMs: older } = q;
  const all = filterPrints(prints, q).filter(
    (p) =>
      (newer === null || p.ts_ms >= newer + 1000) &&
      (older === null || p.ts_ms < older) &&
      p.premium <= q.maxPremium &&
      p.size <= q.maxSize,
  );
  const dir = q.order === 'asc' ? 1 : -1;
  const byTime = q.orderBy === 'executed_at';
  const key = (p: DarkPrint) => (q.orderBy === 'executed_at' ? p.ts_ms : p[q.orderBy]);
  const sorted = [...all].sort((a, b) => dir * (key(a) - key(b)) || dir * (a.seq - b.seq));
  let page = sorted.slice(0, q.limit);
  if (byTime && sorted.length > q.limit) {
    // Never cut inside a second: the next page's cursor (whole seconds) would skip the rest of it.
    const boundary = wholeSecond(sorted[q.limit]!.ts_ms);
    const trimmed = page.filter((p) => wholeSecond(p.ts_ms) !== boundary);
    if (trimmed.length > 0) page = trimmed;
  }
  const last = page.at(-1);
  const hasMore = page.length < sorted.length;
  let cursor: PrintCursor | null = null;
  if (hasMore && last && byTime)
    cursor = dir < 0 ? { older_than: cursorText(last.ts_ms) } : { newer_than: cursorText(last.ts_ms) };
  return { total: all.length, has_more: hasMore, next_cursor: cursor, prints: page };
}
