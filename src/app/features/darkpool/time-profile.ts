/**
 * Reads a `/v1/darkpool/time-profile/{ticker}` answer into a dense time × price grid. The reference names
 * the parts (sparse `cells`, per-row and per-bucket totals, POC, 70% value area, largest blocks,
 * `cells_side` triples in `cells` order) but not their exact shape, so the reader accepts the usual
 * forms (index tuples or objects) and keeps what it cannot read as `null`, never 0.
 */
import { isObj, num, pickNum, str, type Obj } from '../../data/readers';

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

function firstArray(o: Obj, ...names: string[]): unknown[] | null {
  for (const n of names) {
    const v = o[n];
    if (Array.isArray(v)) return v;
  }
  return null;
}

function firstObj(o: Obj, ...names: string[]): Obj | null {
  for (const n of names) {
    const v = o[n];
    if (isObj(v)) return v;
  }
  return null;
}

const etHm = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function hmOfIndex(i: number, minutes: number): string {
  const m = SESSION_OPEN_MIN + i * minutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** "HH:MM" ET of an ISO time, or an "HH:MM" given as is. */
function hmOf(v: unknown): string | null {
  const s = str(v);
  if (s === null) return null;
  if (/^\d{2}:\d{2}/.test(s)) return s.slice(0, 5);
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : etHm.format(d);
}

function minutesOf(hm: string): number {
  const [h, m] = hm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function priceKey(p: number): string {
  return p.toFixed(4);
}

function readPrices(o: Obj): number[] {
  const list = firstArray(o, 'prices', 'price_levels', 'levels', 'price_grid');
  if (list) return list.map((v) => (isObj(v) ? pickNum(v, 'price', 'level') : num(v))).filter((v) => v !== null);
  const rows = firstArray(o, 'row_totals', 'rows', 'price_totals', 'volume_at_price');
  if (rows && rows.some(isObj)) {
    const ps = rows.map((r) => (isObj(r) ? pickNum(r, 'price', 'level') : null));
    if (ps.every((p) => p !== null)) return ps;
  }
  const min = pickNum(o, 'price_min', 'min_price', 'price_lo');
  const step = pickNum(o, 'price_step', 'tick', 'price_tick', 'bin_size');
  const n = pickNum(o, 'price_count', 'n_prices', 'rows_count') ?? rows?.length ?? null;
  if (min !== null && step !== null && step > 0 && n !== null)
    return Array.from({ length: n }, (_, i) => Number((min + i * step).toFixed(6)));
  return [];
}

/** Bucket labels by index; a list of objects carrying `bucket_index` may be sparse (only buckets with prints). */
function readBucketLabels(o: Obj): (string | null)[] {
  const list = firstArray(o, 'buckets', 'bucket_starts', 'times', 'bucket_totals', 'columns', 'time_totals');
  if (!list) return [];
  const out: (string | null)[] = [];
  list.forEach((v, i) => {
    const at = isObj(v) ? (pickNum(v, 'bucket_index', 'index', 'i') ?? i) : i;
    if (!Number.isInteger(at) || at < 0 || at > 2000) return;
    while (out.length < at) out.push(null);
    out[at] = isObj(v) ? hmOf(v.start ?? v.t ?? v.time ?? v.bucket_start) : hmOf(v);
  });
  return out;
}

/** Bucket totals by index, when the payload gives them for every bucket it lists. */
function readBucketTotals(o: Obj, count: number): number[] | null {
  const list = firstArray(o, 'bucket_totals', 'buckets', 'time_totals', 'columns');
  if (!list) return null;
  const out = new Array<number>(count).fill(0);
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    const at = isObj(v) ? (pickNum(v, 'bucket_index', 'index', 'i') ?? i) : i;
    const t = totalOf(v);
    if (t === null || at >= count) return null;
    out[at] = t;
  }
  return out;
}

function totalOf(v: unknown): number | null {
  return isObj(v) ? pickNum(v, 'shares', 'volume', 'total', 'v', 'size') : num(v);
}

/** A cell as [bucket_index, price_index, shares] or an object; an object's `price` is a level, not an index. */
function readCellTuple(c: unknown): { b: unknown; p: unknown; byPrice: boolean; shares: number | null } | null {
  if (Array.isArray(c) && c.length >= 3) return { b: c[0], p: c[1], byPrice: false, shares: num(c[2]) };
  if (isObj(c)) {
    const idx = c.price_index ?? c.price_idx ?? c.p ?? c.row;
    return {
      b: c.bucket ?? c.bucket_index ?? c.b ?? c.t ?? c.time ?? c.bucket_start,
      p: idx ?? c.price,
      byPrice: idx === undefined,
      shares: pickNum(c, 'shares', 'volume', 'v', 'size'),
    };
  }
  return null;
}

function readSide(v: unknown): SideSplit | null {
  if (Array.isArray(v) && v.length >= 3) {
    const [buy, sell, away] = [num(v[0]), num(v[1]), num(v[2])];
    return buy !== null && sell !== null && away !== null ? { buy, sell, away } : null;
  }
  if (isObj(v)) {
    const buy = pickNum(v, 'buy');
    const sell = pickNum(v, 'sell');
    const away = pickNum(v, 'away');
    return buy !== null && sell !== null && away !== null ? { buy, sell, away } : null;
  }
  return null;
}

/** The flat `cells_side` list may be triples ([[b,s,a],…]) or flattened ([b,s,a,b,s,a,…]). */
function readSides(raw: unknown, count: number): (SideSplit | null)[] | null {
  if (!Array.isArray(raw)) return null;
  if (raw.length === count * 3 && raw.every((v) => typeof v === 'number')) {
    return Array.from({ length: count }, (_, i) => readSide(raw.slice(i * 3, i * 3 + 3)));
  }
  return raw.map(readSide);
}

function levelPrice(v: unknown): number | null {
  return isObj(v) ? pickNum(v, 'price', 'level', 'value') : num(v);
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
  const o: Obj = isObj(payload) ? (isObj(payload.profile) ? payload.profile : payload) : {};
  const bucketMinutes = pickNum(o, 'bucket_minutes', 'bucket_size_minutes') ?? 5;
  const listed = readPrices(o);
  // Rows are kept ascending (drawn bottom to top); a descending list has its indexes mirrored.
  const descending = listed.length > 1 && listed[0]! > listed[listed.length - 1]!;
  const prices = descending ? [...listed].reverse() : listed;
  const mirror = (i: number): number => (descending ? prices.length - 1 - i : i);
  const priceIndex = new Map(prices.map((p, i) => [priceKey(p), i]));
  const givenLabels = readBucketLabels(o);
  const labelIndex = new Map<string, number>();
  givenLabels.forEach((l, i) => {
    if (l !== null && !labelIndex.has(l)) labelIndex.set(l, i);
  });

  const toPriceIdx = (p: unknown, byPrice: boolean): number | null => {
    const v = num(p);
    if (v === null) return null;
    if (byPrice) return priceIndex.get(priceKey(v)) ?? null;
    return Number.isInteger(v) && v >= 0 && v < prices.length ? mirror(v) : null;
  };
  const toBucket = (b: unknown): number | null => {
    const v = num(b);
    if (v !== null) return Number.isInteger(v) && v >= 0 ? v : null;
    const hm = hmOf(b);
    if (hm === null) return null;
    const known = labelIndex.get(hm);
    if (known !== undefined) return known;
    // A time inside a bucket: count buckets from the first labelled one (or from the 9:30 open).
    const anchorAt = givenLabels.findIndex((l) => l !== null);
    const anchor = anchorAt >= 0 ? minutesOf(givenLabels[anchorAt]!) - anchorAt * bucketMinutes : SESSION_OPEN_MIN;
    const idx = Math.floor((minutesOf(hm) - anchor) / bucketMinutes);
    return idx >= 0 ? idx : null;
  };

  const rawCells = Array.isArray(o.cells) ? o.cells : [];
  const sides = readSides(o.cells_side, rawCells.length);
  const cells: ProfileCell[] = [];
  rawCells.forEach((raw, i) => {
    const t = readCellTuple(raw);
    if (!t || t.shares === null) return;
    const bucket = toBucket(t.b);
    const priceIdx = toPriceIdx(t.p, t.byPrice);
    if (bucket === null || priceIdx === null) return;
    cells.push({ bucket, priceIdx, shares: t.shares, side: sides?.[i] ?? null });
  });

  const nBuckets = Math.max(
    minBuckets,
    givenLabels.length,
    cells.reduce((m, c) => Math.max(m, c.bucket + 1), 0),
  );
  const bucketLabels = Array.from({ length: nBuckets }, (_, i) => givenLabels[i] ?? hmOfIndex(i, bucketMinutes));

  // Totals: the payload's when aligned, else summed from the cells (the same numbers by definition).
  const summedRows = new Array<number>(prices.length).fill(0);
  const summedBuckets = new Array<number>(nBuckets).fill(0);
  for (const c of cells) {
    summedRows[c.priceIdx]! += c.shares;
    summedBuckets[c.bucket]! += c.shares;
  }
  const givenRows = firstArray(o, 'row_totals', 'price_totals', 'volume_at_price', 'rows')?.map(totalOf);
  const rowTotals =
    givenRows && givenRows.length === prices.length && givenRows.every((v) => v !== null)
      ? descending
        ? [...(givenRows as number[])].reverse()
        : (givenRows as number[])
      : summedRows;
  const bucketTotals = readBucketTotals(o, nBuckets) ?? summedBuckets;

  const va = firstObj(o, 'value_area', 'va', 'value_area_70');
  let poc = levelPrice(o.poc) ?? pickNum(o, 'poc_price');
  let val = pickNum(va, 'low', 'val', 'lo') ?? pickNum(o, 'val', 'value_area_low');
  let vah = pickNum(va, 'high', 'vah', 'hi') ?? pickNum(o, 'vah', 'value_area_high');
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
  for (const b of firstArray(o, 'blocks', 'largest_blocks', 'block_prints', 'top_blocks') ?? []) {
    if (!isObj(b)) continue;
    const price = pickNum(b, 'price');
    if (price === null) continue;
    const time = str(b.executed_at) ?? str(b.time) ?? str(b.t);
    blocks.push({
      time,
      bucket: time !== null ? toBucket(time) : toBucket(b.bucket),
      price,
      size: pickNum(b, 'size', 'shares'),
      premium: pickNum(b, 'premium', 'notional'),
    });
  }

  const totals = firstObj(o, 'totals') ?? {};
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
      volume: pickNum(totals, 'volume', 'shares', 'total_volume', 'total'),
      buy: pickNum(totals, 'buy_volume'),
      sell: pickNum(totals, 'sell_volume'),
      away: pickNum(totals, 'away_volume'),
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
