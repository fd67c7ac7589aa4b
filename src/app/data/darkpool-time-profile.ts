/**
 * Reads a `/v1/darkpool/time-profile/{ticker}` answer (schema `timeProfile`) into a dense time x price
 * grid: a cell is [bucket_index, price_index, shares] or {bucket, price, shares} (schema
 * `timeProfileCell`), `cells_side` the [buy, sell, away] triples in `cells` order, the price axis
 * `price_low + index * price_step`. What it cannot read stays `null`, never 0; a cell of another layout
 * reads as null in the schema (the panel's drift mark names it) and is left out.
 */
import { MARKET_TIME_ZONE } from '../../api/calendar';
import type { AnswerOf } from '../../api/schemas';

type TimeProfileAnswer = AnswerOf<'darkpool.timeProfile'>;
type CellAnswer = TimeProfileAnswer['cells'][number];

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
function hmOf(s: string | null): string | null {
  if (s === null) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : etHm.format(d);
}

/** The 5-minute bucket (counted from the 09:30 open) holding an ISO time. */
function bucketOfTime(v: string | null, bucketMinutes: number): number | null {
  const hm = hmOf(v);
  if (hm === null) return null;
  const [h, m] = hm.split(':').map(Number);
  const idx = Math.floor(((h ?? 0) * 60 + (m ?? 0) - SESSION_OPEN_MIN) / bucketMinutes);
  return idx >= 0 ? idx : null;
}

function isIndex(v: number | null | undefined, below = Number.POSITIVE_INFINITY): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < below;
}

function readSide(v: readonly (number | null)[] | undefined): SideSplit | null {
  const [buy, sell, away] = v ?? [];
  return typeof buy === 'number' && typeof sell === 'number' && typeof away === 'number' ? { buy, sell, away } : null;
}

/** A cell in one form: the bucket, the price index (triples) or the price in $ (objects), the shares. */
interface CellRead {
  readonly bucket: number | null;
  readonly priceIdx: number | null;
  readonly price: number | null;
  readonly shares: number | null;
}

function cellOf(c: CellAnswer): CellRead | null {
  if (c === null) return null;
  if (Array.isArray(c)) return { bucket: c[0] ?? null, priceIdx: c[1] ?? null, price: null, shares: c[2] ?? null };
  return { bucket: c.bucket, priceIdx: null, price: c.price, shares: c.shares };
}

/** The row of `price` on the axis: the nearest level within half a step (exact when the step is unknown). */
function rowOfPrice(prices: readonly number[], price: number, step: number | null): number | null {
  const tolerance = step !== null && step > 0 ? step / 2 : 1e-9;
  const i = nearestRow(prices, price);
  return i !== null && Math.abs(prices[i]! - price) <= tolerance ? i : null;
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
export function readTimeProfile(o: TimeProfileAnswer, minBuckets = 0): TimeProfile {
  const bucketMinutes = o.bucket_minutes ?? 5;
  const rawCells = o.cells.map(cellOf);
  const rows = o.rows ?? [];

  // Price axis, ascending: `price_low + i × price_step`, else the listed rows, else the prices the cells name.
  const maxPriceIdx = rawCells.reduce<number>((m, c) => (isIndex(c?.priceIdx) ? Math.max(m, c.priceIdx) : m), -1);
  const low = o.price_low ?? null;
  const step = o.price_step ?? null;
  const cellPrices = [
    ...new Set(rawCells.flatMap((c) => (c?.price !== null && c?.price !== undefined ? [c.price] : []))),
  ].sort((a, b) => a - b);
  const nPrices = Math.max(rows.length, maxPriceIdx + 1);
  const prices: number[] = [];
  for (let i = 0; i < nPrices; i++) {
    const p =
      low !== null && step !== null && step > 0 ? Number((low + i * step).toFixed(6)) : (rows[i]?.price ?? null);
    if (p === null) break;
    prices.push(p);
  }
  if (prices.length === 0) prices.push(...cellPrices);

  const cells: ProfileCell[] = [];
  const sides = o.cells_side ?? [];
  rawCells.forEach((c, i) => {
    if (c === null || !isIndex(c.bucket) || c.shares === null) return;
    const priceIdx = c.price !== null ? rowOfPrice(prices, c.price, step) : c.priceIdx;
    if (!isIndex(priceIdx, prices.length)) return;
    cells.push({ bucket: c.bucket, priceIdx, shares: c.shares, side: readSide(sides[i]) });
  });

  // Bucket axis: listed buckets may be sparse (only those with prints), placed by bucket_index.
  const listed = (o.buckets ?? []).flatMap((b) =>
    isIndex(b.bucket_index) ? [{ index: b.bucket_index, start: b.start, shares: b.shares }] : [],
  );
  const nBuckets = Math.max(
    minBuckets,
    listed.reduce((m, b) => Math.max(m, b.index + 1), 0),
    cells.reduce((m, c) => Math.max(m, c.bucket + 1), 0),
  );
  const labels: (string | null)[] = new Array<string | null>(nBuckets).fill(null);
  for (const b of listed) labels[b.index] = hmOf(b.start);
  const bucketLabels = labels.map((l, i) => l ?? hmOfIndex(i, bucketMinutes));

  // Totals: the answer's when complete, else summed from the cells (the same numbers by definition).
  const summedRows = new Array<number>(prices.length).fill(0);
  const summedBuckets = new Array<number>(nBuckets).fill(0);
  for (const c of cells) {
    summedRows[c.priceIdx]! += c.shares;
    summedBuckets[c.bucket]! += c.shares;
  }
  const givenRows = rows.map((r) => r.shares);
  const rowTotals =
    givenRows.length === prices.length && givenRows.every((v) => v !== null) ? (givenRows as number[]) : summedRows;
  // Listed buckets are the ones with prints: the others hold 0 shares.
  const bucketTotals = summedBuckets;
  if (listed.length > 0 && listed.every((b) => b.shares !== null)) {
    bucketTotals.fill(0);
    for (const b of listed) bucketTotals[b.index] = b.shares!;
  }

  let poc = o.poc ?? null;
  let val = o.val ?? null;
  let vah = o.vah ?? null;
  const levelsFromPayload = poc !== null;
  if (poc === null || val === null || vah === null) {
    const derived = valueAreaRows(rowTotals);
    if (derived) {
      poc ??= prices[derived.poc] ?? null;
      val ??= prices[derived.low] ?? null;
      vah ??= prices[derived.high] ?? null;
    }
  }

  const blocks: ProfileBlock[] = (o.largest_blocks ?? []).flatMap((b): ProfileBlock[] =>
    b.price === null
      ? []
      : [
          {
            time: b.executed_at,
            bucket: bucketOfTime(b.executed_at, bucketMinutes),
            price: b.price,
            size: b.size ?? null,
            premium: b.premium ?? null,
          },
        ],
  );

  const totals = o.totals;
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
      volume: totals?.shares ?? null,
      buy: totals?.buy_volume ?? null,
      sell: totals?.sell_volume ?? null,
      away: totals?.away_volume ?? null,
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
