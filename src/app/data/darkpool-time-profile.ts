/**
 * Reads a `/v1/darkpool/time-profile/{ticker}` answer (schema `timeProfile`) into a dense time x price
 * grid: cells are [bucket_index, price_index, shares], `cells_side` the [buy, sell, away] triples in
 * `cells` order, the price axis `price_low + index * price_step`. What it cannot read stays `null`,
 * never 0; a payload in another layout gives an empty profile and the panel's drift mark says why.
 */
import { MARKET_TIME_ZONE } from '../../api/calendar';
import type { z } from 'zod';
import type { timeProfile } from '../../api/schemas/darkpool';
import { isObj, num, str } from './readers';

type TimeProfilePayload = Partial<z.output<typeof timeProfile>>;

export interface SideSplit {
  readonly buy: number;
  readonly sell: number;
  readonly away: number;
}

export interface ProfileCell {
  readonly bucket: number;
  readonly priceIdx: number;
  readonly shares: number;
  /** Buy / sell / away shares (NBBO-location proxy); null when built without quotes. */
  readonly side: SideSplit | null;
}

export interface ProfileBlock {
  readonly time: string | null;
  readonly bucket: number | null;
  readonly price: number;
  readonly size: number | null;
  readonly premium: number | null;
}

export interface TimeProfile {
  /** Ascending price levels (row axis). */
  readonly prices: readonly number[];
  /** One label per 5-minute bucket, "HH:MM" ET (column axis). */
  readonly bucketLabels: readonly string[];
  readonly cells: readonly ProfileCell[];
  /** Shares per price row (volume at price), aligned with `prices`. */
  readonly rowTotals: readonly number[];
  /** Shares per bucket, aligned with `bucketLabels`. */
  readonly bucketTotals: readonly number[];
  readonly poc: number | null;
  readonly val: number | null;
  readonly vah: number | null;
  /** Whether POC / value area came from the payload (true) or were derived here from the row totals. */
  readonly levelsFromPayload: boolean;
  readonly blocks: readonly ProfileBlock[];
  readonly totals: {
    readonly volume: number | null;
    readonly buy: number | null;
    readonly sell: number | null;
    readonly away: number | null;
  };
  readonly hasSides: boolean;
  readonly bucketMinutes: number;
}

/** shares[priceIdx][bucket]; null = no print in that cell (drawn as background, not as a value). */
export type ShareGrid = readonly (readonly (number | null)[])[];

const SESSION_OPEN_MIN = 9 * 60 + 30;

const etHm = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function hmOfIndex(i: number, minutes: number): string {
  const m = SESSION_OPEN_MIN + i * minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** "HH:MM" ET of an ISO time. */
function hmOf(v: unknown): string | null {
  const s = str(v);
  if (s === null) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : etHm.format(d);
}

/** The 5-minute bucket (counted from the 09:30 open) holding an ISO time. */
function bucketOfTime(v: unknown, bucketMinutes: number): number | null {
  const hm = hmOf(v);
  if (hm === null) return null;
  const [h, m] = hm.split(':').map(Number);
  const idx = Math.floor(((h ?? 0) * 60 + (m ?? 0) - SESSION_OPEN_MIN) / bucketMinutes);
  return idx >= 0 ? idx : null;
}

function isIndex(v: unknown, below = Number.POSITIVE_INFINITY): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < below;
}

function readSide(v: unknown): SideSplit | null {
  if (!Array.isArray(v) || v.length < 3) return null;
  const [buy, sell, away] = [num(v[0]), num(v[1]), num(v[2])];
  return buy !== null && sell !== null && away !== null ? { buy, sell, away } : null;
}

/**
 * The 70% value area grown from the POC row outwards: each step adds the neighbouring row (above or
 * below) with more shares until `share` of the total is inside. Returns row indexes [low, high].
 */
export function valueAreaRows(
  rowTotals: readonly number[],
  share = 0.7,
): { poc: number; low: number; high: number } | null {
  let total = 0;
  let poc = -1;
  for (let i = 0; i < rowTotals.length; i++) {
    const v = rowTotals[i]!;
    total += v;
    if (poc < 0 || v > rowTotals[poc]!) poc = i;
  }
  if (poc < 0 || total <= 0) return null;
  let low = poc;
  let high = poc;
  let inside = rowTotals[poc]!;
  while (inside < share * total && (low > 0 || high < rowTotals.length - 1)) {
    const below = low > 0 ? rowTotals[low - 1]! : -1;
    const above = high < rowTotals.length - 1 ? rowTotals[high + 1]! : -1;
    if (above >= below) inside += rowTotals[++high]!;
    else inside += rowTotals[--low]!;
  }
  return { poc, low, high };
}

/**
 * Parse a time-profile answer; an unreadable one gives an empty profile (the page says so).
 * `minBuckets` keeps the whole session on the time axis, so a live profile grows to the right instead
 * of stretching every bucket each time one is added.
 */
export function readTimeProfile(payload: unknown, minBuckets = 0): TimeProfile {
  const o: TimeProfilePayload = isObj(payload) ? payload : {};
  const bucketMinutes = num(o.bucket_minutes) ?? 5;
  const rawCells: unknown[] = Array.isArray(o.cells) ? o.cells : [];
  const rows = Array.isArray(o.rows) ? o.rows.filter(isObj) : [];

  // Price axis: one row per price index, ascending.
  const maxPriceIdx = rawCells.reduce<number>(
    (m, c) => (Array.isArray(c) && isIndex(c[1]) ? Math.max(m, c[1]) : m),
    -1,
  );
  const nPrices = Math.max(rows.length, maxPriceIdx + 1);
  const low = num(o.price_low);
  const step = num(o.price_step);
  const prices: number[] = [];
  for (let i = 0; i < nPrices; i++) {
    const p = low !== null && step !== null && step > 0 ? Number((low + i * step).toFixed(6)) : num(rows[i]?.price);
    if (p === null) break;
    prices.push(p);
  }

  const cells: ProfileCell[] = [];
  const sides = Array.isArray(o.cells_side) ? o.cells_side : [];
  rawCells.forEach((c, i) => {
    if (!Array.isArray(c) || !isIndex(c[0]) || !isIndex(c[1], prices.length)) return;
    const shares = num(c[2]);
    if (shares === null) return;
    cells.push({ bucket: c[0], priceIdx: c[1], shares, side: readSide(sides[i]) });
  });

  // Bucket axis: listed buckets may be sparse (only those with prints), placed by bucket_index.
  const listed = (Array.isArray(o.buckets) ? o.buckets : []).flatMap((b) =>
    isObj(b) && isIndex(b.bucket_index) ? [{ ...b, bucket_index: b.bucket_index }] : [],
  );
  const nBuckets = Math.max(
    minBuckets,
    listed.reduce((m, b) => Math.max(m, b.bucket_index + 1), 0),
    cells.reduce((m, c) => Math.max(m, c.bucket + 1), 0),
  );
  const labels: (string | null)[] = new Array<string | null>(nBuckets).fill(null);
  for (const b of listed) labels[b.bucket_index] = hmOf(b.start);
  const bucketLabels = labels.map((l, i) => l ?? hmOfIndex(i, bucketMinutes));

  // Totals: the payload's when complete, else summed from the cells (the same numbers by definition).
  const summedRows = new Array<number>(prices.length).fill(0);
  const summedBuckets = new Array<number>(nBuckets).fill(0);
  for (const c of cells) {
    summedRows[c.priceIdx]! += c.shares;
    summedBuckets[c.bucket]! += c.shares;
  }
  const givenRows = rows.map((r) => num(r.shares));
  const rowTotals =
    givenRows.length === prices.length && givenRows.every((v) => v !== null) ? (givenRows as number[]) : summedRows;
  // Listed buckets are the ones with prints: the others hold 0 shares.
  const bucketTotals = summedBuckets;
  if (listed.length > 0 && listed.every((b) => num(b.shares) !== null)) {
    bucketTotals.fill(0);
    for (const b of listed) bucketTotals[b.bucket_index] = num(b.shares)!;
  }

  let poc = num(o.poc);
  let val = num(o.val);
  let vah = num(o.vah);
  const levelsFromPayload = poc !== null;
  if (poc === null || val === null || vah === null) {
    const derived = valueAreaRows(rowTotals);
    if (derived) {
      poc ??= prices[derived.poc] ?? null;
      val ??= prices[derived.low] ?? null;
      vah ??= prices[derived.high] ?? null;
    }
  }

  const blocks: ProfileBlock[] = [];
  for (const b of Array.isArray(o.largest_blocks) ? o.largest_blocks : []) {
    const price = isObj(b) ? num(b.price) : null;
    if (price === null) continue;
    const time = str(b.executed_at);
    blocks.push({
      time,
      bucket: bucketOfTime(time, bucketMinutes),
      price,
      size: num(b.size),
      premium: num(b.premium),
    });
  }

  const totals = isObj(o.totals) ? o.totals : {};
  return {
    prices,
    bucketLabels,
    cells,
    rowTotals,
    bucketTotals,
    poc,
    val: val !== null && vah !== null ? Math.min(val, vah) : val,
    vah: val !== null && vah !== null ? Math.max(val, vah) : vah,
    levelsFromPayload,
    blocks,
    totals: {
      volume: num(totals.shares),
      buy: num(totals.buy_volume),
      sell: num(totals.sell_volume),
      away: num(totals.away_volume),
    },
    hasSides: cells.some((c) => c.side !== null),
    bucketMinutes,
  };
}

/** Dense grid of shares, rows = prices ascending, columns = buckets; computed once per data change. */
export function buildShareGrid(profile: TimeProfile): { grid: ShareGrid; sides: (SideSplit | null)[][] } {
  const nr = profile.prices.length;
  const nc = profile.bucketLabels.length;
  const grid: (number | null)[][] = Array.from({ length: nr }, () => new Array<number | null>(nc).fill(null));
  const sides: (SideSplit | null)[][] = Array.from({ length: nr }, () => new Array<SideSplit | null>(nc).fill(null));
  for (const c of profile.cells) {
    const row = grid[c.priceIdx];
    if (!row || c.bucket >= nc) continue;
    row[c.bucket] = (row[c.bucket] ?? 0) + c.shares;
    if (c.side) sides[c.priceIdx]![c.bucket] = c.side;
  }
  return { grid, sides };
}

/** Row index of the price level nearest `price`; null when there are no rows or no price. */
export function nearestRow(prices: readonly number[], price: number | null): number | null {
  if (price === null || prices.length === 0) return null;
  let best = 0;
  for (let i = 1; i < prices.length; i++) if (Math.abs(prices[i]! - price) < Math.abs(prices[best]! - price)) best = i;
  return best;
}
