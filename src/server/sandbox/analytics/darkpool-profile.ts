/**
 * The time-by-price profile of a ticker's dark-pool prints: shares per (5-minute bucket, price row)
 * with the buy, sell and away shares of each cell, the point of control (POC) and the 70% value area.
 */
import type { DarkPrint } from '../model/darkpool';
import { proxySide } from './darkpool-pressure';

const round2 = (x: number) => Math.round(x * 100) / 100;

export interface ProfileRow {
  readonly price: number;
  readonly shares: number;
}

export interface ValueArea {
  /** Index of the row with most shares (the lowest price on ties). */
  readonly pocIndex: number;
  readonly valIndex: number;
  readonly vahIndex: number;
}

/**
 * POC and the 70% value area grown from the POC outwards: at each step the side (one row above or
 * below) with more shares joins, until the area holds at least `fraction` of all shares. Null when
 * there are no shares.
 */
export function valueArea(rows: readonly ProfileRow[], fraction = 0.7): ValueArea | null {
  const total = rows.reduce((s, r) => s + r.shares, 0);
  if (total <= 0) return null;
  let poc = 0;
  rows.forEach((r, i) => {
    if (r.shares > rows[poc]!.shares) poc = i;
  });
  let lo = poc;
  let hi = poc;
  let inside = rows[poc]!.shares;
  while (inside < fraction * total && (lo > 0 || hi < rows.length - 1)) {
    const below = lo > 0 ? rows[lo - 1]!.shares : -1;
    const above = hi < rows.length - 1 ? rows[hi + 1]!.shares : -1;
    if (above >= below) inside += rows[++hi]!.shares;
    else inside += rows[--lo]!.shares;
  }
  return { pocIndex: poc, valIndex: lo, vahIndex: hi };
}

/** A price step giving at most ~`maxRows` levels over the range: 1, 2, 2.5 or 5 × 10^k dollars, min 1 cent. */
export function priceStep(low: number, high: number, maxRows = 60): number {
  const raw = Math.max(0.01, (high - low) / maxRows);
  const pow = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * pow >= raw) return Math.round(m * pow * 100) / 100;
  return Math.round(10 * pow * 100) / 100;
}

export interface TimeProfile {
  readonly bucket_minutes: number;
  readonly price_step: number;
  /** Price of row 0; row i is price_low + i × price_step. */
  readonly price_low: number;
  /** Sparse cells [bucket_index, price_index, shares], ordered by bucket then price. */
  readonly cells: [number, number, number][];
  /** [buy, sell, away] shares per cell, in `cells` order. */
  readonly cells_side: [number, number, number][];
  readonly rows: { price: number; shares: number }[];
  readonly buckets: { bucket_index: number; start: string; shares: number }[];
  readonly poc: number | null;
  readonly val: number | null;
  readonly vah: number | null;
  readonly totals: {
    shares: number;
    notional: number;
    prints: number;
    buy_volume: number;
    sell_volume: number;
    away_volume: number;
  };
}

export function timeProfile(prints: readonly DarkPrint[], openMs: number, bucketMinutes = 5): TimeProfile {
  const bucketMs = bucketMinutes * 60_000;
  let low = Infinity;
  let high = -Infinity;
  for (const p of prints) {
    low = Math.min(low, p.price);
    high = Math.max(high, p.price);
  }
  const step = prints.length === 0 ? 0.01 : priceStep(low, high);
  const base = prints.length === 0 ? 0 : Math.floor(low / step + 1e-9) * step;
  const rowsCount = prints.length === 0 ? 0 : Math.floor((high - base) / step + 1e-9) + 1;
  const rowShares = new Array<number>(rowsCount).fill(0);
  const cellMap = new Map<string, [number, number, number, number, number, number]>();
  const bucketShares = new Map<number, number>();
  const totals = { shares: 0, notional: 0, prints: 0, buy_volume: 0, sell_volume: 0, away_volume: 0 };
  for (const p of prints) {
    const b = Math.max(0, Math.floor((p.ts_ms - openMs) / bucketMs));
    const r = Math.min(rowsCount - 1, Math.floor((p.price - base) / step + 1e-9));
    const key = `${b}|${r}`;
    const cell = cellMap.get(key) ?? [b, r, 0, 0, 0, 0];
    cellMap.set(key, cell);
    cell[2] += p.size;
    const side = proxySide(p.nbbo_label);
    if (side === 'buy') cell[3] += p.size;
    if (side === 'sell') cell[4] += p.size;
    if (p.away_from_quote === true) cell[5] += p.size;
    rowShares[r] = rowShares[r]! + p.size;
    bucketShares.set(b, (bucketShares.get(b) ?? 0) + p.size);
    totals.shares += p.size;
    totals.notional += p.premium;
    totals.prints += 1;
    if (side === 'buy') totals.buy_volume += p.size;
    if (side === 'sell') totals.sell_volume += p.size;
    if (p.away_from_quote === true) totals.away_volume += p.size;
  }
  const ordered = [...cellMap.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const priceOf = (i: number) => Math.round((base + i * step) * 10_000) / 10_000;
  const rows = rowShares.map((shares, i) => ({ price: priceOf(i), shares }));
  const va = valueArea(rows);
  return {
    bucket_minutes: bucketMinutes,
    price_step: step,
    price_low: priceOf(0),
    cells: ordered.map((c) => [c[0], c[1], c[2]]),
    cells_side: ordered.map((c) => [c[3], c[4], c[5]]),
    rows,
    buckets: [...bucketShares]
      .sort((a, b) => a[0] - b[0])
      .map(([bucket_index, shares]) => ({
        bucket_index,
        start: new Date(openMs + bucket_index * bucketMs).toISOString(),
        shares,
      })),
    poc: va ? priceOf(va.pocIndex) : null,
    val: va ? priceOf(va.valIndex) : null,
    vah: va ? priceOf(va.vahIndex) : null,
    totals: { ...totals, notional: round2(totals.notional) },
  };
}
