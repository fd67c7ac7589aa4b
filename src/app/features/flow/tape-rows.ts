/**
 * The tape's rows held by column: numbers in typed arrays (NaN = not observed), enums as small codes,
 * repeated strings (ticker, contract, expiry, session, order type) interned once. A row is its arrival
 * index; a `TapeEntry` object is made only for a row on screen or exported. A day's 150,000 rows take
 * about a fifth of the memory that as many objects take, and a filter or sort pass reads flat arrays.
 */
import type { Direction } from '../../../api/types';
import type { TapeEntry } from '../../data/tape-entry';
import { oiFlags, type OiLookup } from '../../data/tape-oi';

/** Strings met again and again, stored once: code 0 is null. */
export class StringPool {
  private readonly codes = new Map<string, number>();
  readonly strings: (string | null)[] = [null];

  code(s: string | null): number {
    if (s === null) return 0;
    let c = this.codes.get(s);
    if (c === undefined) {
      c = this.strings.length;
      this.strings.push(s);
      this.codes.set(s, c);
    }
    return c;
  }

  /** The code of `s` if it was ever stored, else -1 (a filter on a string never seen matches nothing). */
  find(s: string): number {
    return this.codes.get(s) ?? -1;
  }
}

export const NUMBER_FIELDS = [
  'tsMs',
  'strike',
  'dte',
  'confidence',
  'size',
  'premium',
  'price',
  'bid',
  'ask',
  'spot',
  'iv',
  'delta',
  'openInterest',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export const STRING_FIELDS = ['ticker', 'occ', 'expiration', 'session', 'orderType'] as const;
export type StringField = (typeof STRING_FIELDS)[number];

const OPTION_TYPES = [null, 'call', 'put'] as const;
const SIDES = [null, 'buy', 'sell', 'neutral'] as const;
const SOURCES = ['live', 'rest'] as const;

export const optionTypeCode = (v: TapeEntry['optionType']): number => (v === 'call' ? 1 : v === 'put' ? 2 : 0);
export const sideCode = (v: Direction | null): number => (v === 'buy' ? 1 : v === 'sell' ? 2 : v === 'neutral' ? 3 : 0);

/**
 * The columns a filter or a sort reads: the live arrays of a TapeRows, or the copies of the ones a
 * rebuild needs sent to the index worker (a column it does not need may be missing there).
 */
export interface TapeColumnsView {
  readonly length: number;
  readonly numbers: Partial<Readonly<Record<NumberField, Float64Array>>>;
  readonly strings: Partial<Readonly<Record<StringField, Uint32Array>>>;
  readonly optionType?: Uint8Array;
  readonly side?: Uint8Array;
}

export class TapeRows implements TapeColumnsView {
  length = 0;
  private capacity: number;
  numbers: Record<NumberField, Float64Array>;
  strings: Record<StringField, Uint32Array>;
  optionType: Uint8Array;
  side: Uint8Array;
  private flags: Uint8Array; // source in bit 4
  /** Each contract's published OI, joined at read time: it arrives after the rows it belongs to. */
  private oiLookup: OiLookup | null = null;
  eventIds: string[] = [];
  /** One pool per field: the ticker pool stays small, so ranking tickers for a sort is cheap. */
  readonly pools = Object.fromEntries(STRING_FIELDS.map((f) => [f, new StringPool()])) as Record<
    StringField,
    StringPool
  >;
  /** Bumped whenever the arrays are replaced (growth, eviction, clear): compiled readers go stale. */
  layout = 0;
  /** Bumped whenever row numbers change (eviction, clear): an index built before is void. */
  moves = 0;

  constructor(capacity = 4096) {
    this.capacity = capacity;
    this.numbers = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, new Float64Array(capacity)])) as Record<
      NumberField,
      Float64Array
    >;
    this.strings = Object.fromEntries(STRING_FIELDS.map((f) => [f, new Uint32Array(capacity)])) as Record<
      StringField,
      Uint32Array
    >;
    this.optionType = new Uint8Array(capacity);
    this.side = new Uint8Array(capacity);
    this.flags = new Uint8Array(capacity);
  }

  /** Appends a row and answers its index. Written out field by field: this runs for every row of a day. */
  push(e: TapeEntry): number {
    if (this.length === this.capacity) this.grow(this.capacity * 2);
    const i = this.length++;
    const n = this.numbers;
    n.tsMs[i] = e.tsMs;
    n.strike[i] = e.strike ?? NaN;
    n.dte[i] = e.dte ?? NaN;
    n.confidence[i] = e.confidence ?? NaN;
    n.size[i] = e.size ?? NaN;
    n.premium[i] = e.premium ?? NaN;
    n.price[i] = e.price ?? NaN;
    n.bid[i] = e.bid ?? NaN;
    n.ask[i] = e.ask ?? NaN;
    n.spot[i] = e.spot ?? NaN;
    n.iv[i] = e.iv ?? NaN;
    n.delta[i] = e.delta ?? NaN;
    n.openInterest[i] = e.openInterest ?? NaN;
    const s = this.strings;
    const p = this.pools;
    s.ticker[i] = p.ticker.code(e.ticker);
    s.occ[i] = p.occ.code(e.occ);
    s.expiration[i] = p.expiration.code(e.expiration);
    s.session[i] = p.session.code(e.session);
    s.orderType[i] = p.orderType.code(e.orderType);
    this.optionType[i] = optionTypeCode(e.optionType);
    this.side[i] = sideCode(e.side);
    this.flags[i] = e.source === 'rest' ? 16 : 0;
    this.eventIds.push(e.eventId);
    return i;
  }

  /** Where rows without an OI of their own read their contract's (tape-oi.ts); null: none known. */
  setOiLookup(lookup: OiLookup | null): void {
    this.oiLookup = lookup;
  }

  /** The row as the screen and the CSV read it; its OI flags are derived from its size and OI. */
  entry(i: number): TapeEntry {
    const n = (f: NumberField): number | null => {
      const v = this.numbers[f][i]!;
      return Number.isNaN(v) ? null : v;
    };
    const s = (f: StringField): string | null => this.pools[f].strings[this.strings[f][i]!] ?? null;
    const flags = this.flags[i]!;
    const occ = s('occ');
    const session = s('session') ?? '';
    const carried = n('openInterest');
    const oi = oiFlags(n('size'), carried ?? (occ !== null && this.oiLookup ? this.oiLookup(occ, session) : null));
    return {
      eventId: this.eventIds[i]!,
      ticker: s('ticker') ?? '',
      tsMs: this.numbers.tsMs[i]!,
      session,
      occ,
      optionType: OPTION_TYPES[this.optionType[i]!] ?? null,
      strike: n('strike'),
      expiration: s('expiration'),
      dte: n('dte'),
      side: SIDES[this.side[i]!] ?? null,
      confidence: n('confidence'),
      size: n('size'),
      premium: n('premium'),
      price: n('price'),
      bid: n('bid'),
      ask: n('ask'),
      spot: n('spot'),
      iv: n('iv'),
      delta: n('delta'),
      orderType: s('orderType'),
      openInterest: oi.openInterest,
      volOverOi: oi.volOverOi,
      opening: oi.opening,
      source: SOURCES[(flags >> 4) & 1]!,
    };
  }

  /** Drops the first `count` rows (the oldest arrivals); every later row's index falls by `count`. */
  dropFirst(count: number): void {
    const n = Math.min(count, this.length);
    const move = <T extends Float64Array | Uint32Array | Uint8Array>(a: T): void => {
      a.copyWithin(0, n, this.length);
    };
    for (const f of NUMBER_FIELDS) move(this.numbers[f]);
    for (const f of STRING_FIELDS) move(this.strings[f]);
    move(this.optionType);
    move(this.side);
    move(this.flags);
    this.eventIds.splice(0, n);
    this.length -= n;
    this.layout++;
    this.moves++;
  }

  clear(): void {
    this.length = 0;
    this.eventIds = [];
    this.layout++;
    this.moves++;
  }

  private grow(capacity: number): void {
    const grown = <T extends Float64Array | Uint32Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(capacity);
      b.set(a);
      return b;
    };
    for (const f of NUMBER_FIELDS) this.numbers[f] = grown(this.numbers[f]);
    for (const f of STRING_FIELDS) this.strings[f] = grown(this.strings[f]);
    this.optionType = grown(this.optionType);
    this.side = grown(this.side);
    this.flags = grown(this.flags);
    this.capacity = capacity;
    this.layout++;
  }
}
