import { describe, expect, it } from 'vitest';
import type { TapeEntry } from '../../data/tape-entry';
import { NO_FILTER, type TapeFilter, type TapeSort } from './tape-filter';
import { buildIndex, resolveFilter, resolveSort } from './tape-index';
import { snapshotColumns } from './tape-indexer';
import { TapeRows } from './tape-rows';

function row(i: number): TapeEntry {
  return {
    eventId: `i${i}`,
    ticker: ['SPY', 'AAPL', 'NVDA', 'QQQ'][i % 4]!,
    tsMs: 1_000 + ((i * 37) % 500),
    session: '2026-11-18',
    occ: null,
    optionType: i % 3 === 0 ? 'put' : 'call',
    strike: 100 + (i % 9),
    expiration: null,
    dte: i % 7 === 0 ? null : i % 40,
    side: (['buy', 'sell', 'neutral', null] as const)[i % 4]!,
    confidence: i % 5 === 0 ? null : (i % 10) / 10,
    size: 10 * (i % 13),
    premium: i % 11 === 0 ? null : 1_000 * (i % 50),
    price: 1,
    bid: null,
    ask: null,
    spot: null,
    iv: i % 6 === 0 ? null : (i % 17) / 20,
    delta: null,
    orderType: i % 2 ? 'sweep' : 'block',
    openInterest: null,
    volOverOi: null,
    opening: null,
    source: 'live',
  };
}

const entries = Array.from({ length: 600 }, (_, i) => row(i));
const rows = new TapeRows();
for (const e of entries) rows.push(e);

/** The same filter and order written plainly over objects: what the index must agree with. */
function expected(f: TapeFilter, sort: TapeSort): string[] {
  const key = (e: TapeEntry): number | string | null =>
    sort.key === 'time'
      ? e.tsMs
      : sort.key === 'side'
        ? e.side === null
          ? null
          : { sell: -1, neutral: 0, buy: 1 }[e.side]
        : e[sort.key];
  const kept = entries.filter(
    (e) =>
      (f.minPremium === null || (e.premium !== null && e.premium >= f.minPremium)) &&
      (f.side === 'all' || e.side === f.side) &&
      (f.tickers.length === 0 || f.tickers.some((t) => t.toUpperCase() === e.ticker)) &&
      (f.dteMax === null || (e.dte !== null && e.dte <= f.dteMax)),
  );
  const ordered = kept
    .map((e) => ({ e, n: entries.indexOf(e), k: key(e) }))
    .sort((a, b) => {
      if (a.k !== b.k) {
        if (a.k === null) return 1;
        if (b.k === null) return -1;
        const c = a.k < b.k ? -1 : 1;
        return sort.dir === 'asc' ? c : -c;
      }
      const t = a.e.tsMs - b.e.tsMs || a.n - b.n;
      return sort.dir === 'asc' ? t : -t;
    });
  return ordered.map((x) => x.e.eventId);
}

/** The index is in internal (ascending) order; the store reads it backwards for a descending view. */
function shown(index: Uint32Array, sort: TapeSort): string[] {
  const ids = [...index].map((r) => rows.eventIds[r]!);
  return sort.dir === 'desc' ? ids.reverse() : ids;
}

const cases: [string, TapeFilter, TapeSort][] = [
  ['no filter, newest first', NO_FILTER, { key: 'time', dir: 'desc' }],
  ['premium floor, by premium', { ...NO_FILTER, minPremium: 20_000 }, { key: 'premium', dir: 'desc' }],
  ['sells only, by IV ascending', { ...NO_FILTER, side: 'sell' }, { key: 'iv', dir: 'asc' }],
  ['two tickers, by ticker', { ...NO_FILTER, tickers: ['nvda', 'AAPL'] }, { key: 'ticker', dir: 'asc' }],
  ['near expiries, by side', { ...NO_FILTER, dteMax: 10 }, { key: 'side', dir: 'desc' }],
  ['by DTE, nulls last both ways', NO_FILTER, { key: 'dte', dir: 'desc' }],
];

describe('tape index', () => {
  it.each(cases)('%s: the same rows in the same order as a plain filter and sort', (_, f, sort) => {
    const index = buildIndex(rows, resolveFilter(f, rows), resolveSort(sort, rows), null);
    expect(shown(index, sort)).toEqual(expected(f, sort));
  });

  it.each(cases)('%s: the worker reading only copied columns gives the same index', (_, f, sort) => {
    const rf = resolveFilter(f, rows);
    const rs = resolveSort(sort, rows);
    const { cols } = snapshotColumns(rows, rf, rs);
    // Structured clone is what postMessage does to the request.
    const inWorker = buildIndex(structuredClone(cols), structuredClone(rf), structuredClone(rs), null);
    expect([...inWorker]).toEqual([...buildIndex(rows, rf, rs, null)]);
  });

  it('leaves out excluded rows (live rows waiting while paused)', () => {
    const index = buildIndex(
      rows,
      resolveFilter(NO_FILTER, rows),
      { key: 'time', dir: 'desc' },
      Uint32Array.of(0, 5, 9),
    );
    expect(index.length).toBe(597);
    expect([...index]).not.toContain(5);
  });

  it('matches nothing for a ticker no row carries', () => {
    const index = buildIndex(
      rows,
      resolveFilter({ ...NO_FILTER, tickers: ['ZZZZ'] }, rows),
      { key: 'time', dir: 'desc' },
      null,
    );
    expect(index.length).toBe(0);
  });
});
