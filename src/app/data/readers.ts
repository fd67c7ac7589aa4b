/**
 * Readers of answers already read through their schemas (src/api/schemas): each reads the field names
 * of the schema, one layout, and keeps `null` for anything not observed; they never invent a 0.
 */
import type { z } from 'zod';
import type { candle, quote } from '../../api/schemas/other';
import type { KeyLevels } from '../../api/types';

type QuotePayload = z.output<typeof quote>;
type CandleRow = z.output<typeof candle>;

export type Obj = Readonly<Record<string, unknown>>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

export function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

/** First numeric field among names. */
export function pickNum(o: Obj | null | undefined, ...names: string[]): number | null {
  if (!o) return null;
  for (const n of names) {
    const v = num(o[n]);
    if (v !== null) return v;
  }
  return null;
}

/** The list of rows of a payload: under `key` when given, else the first array field. */
export function rowsOf(payload: unknown, key?: string): Obj[] {
  if (Array.isArray(payload)) return payload.filter(isObj);
  if (!isObj(payload)) return [];
  const list = key && Array.isArray(payload[key]) ? payload[key] : Object.values(payload).find(Array.isArray);
  return Array.isArray(list) ? list.filter(isObj) : [];
}

export type Levels = Pick<
  KeyLevels,
  'spot' | 'gamma_flip' | 'gamma_flip_type' | 'gamma_regime' | 'call_wall' | 'put_wall' | 'max_pain' | 'max_pain_expiry'
>;

/** Key levels: flat on `/levels`, under `summary.key_levels` on the profile and with-flow. */
export function readLevels(
  payload: unknown,
  which: 'key_levels' | 'key_levels_structural' = 'key_levels',
): Levels | null {
  if (!isObj(payload)) return null;
  const summary = isObj(payload.summary) ? payload.summary : null;
  const src =
    (summary && isObj(summary[which]) ? summary[which] : null) ??
    (isObj(payload[which]) ? payload[which] : null) ??
    (which === 'key_levels' ? payload : null);
  if (!isObj(src)) return null;
  const regime = src.gamma_regime;
  const flipType = src.gamma_flip_type;
  return {
    spot: num(src.spot) ?? num(payload.spot),
    gamma_flip: num(src.gamma_flip),
    gamma_flip_type: flipType === 'global_cumulative' || flipType === 'local_per_strike' ? flipType : null,
    gamma_regime: regime === 'long' || regime === 'short' ? regime : null,
    call_wall: num(src.call_wall),
    put_wall: num(src.put_wall),
    max_pain: num(src.max_pain),
    max_pain_expiry: str(src.max_pain_expiry),
  };
}

/** Distance from spot to a level, in dollars and as a fraction of spot; null when either is missing. */
export function distance(spot: number | null, level: number | null): { abs: number; pct: number } | null {
  if (spot === null || level === null || spot === 0) return null;
  return { abs: level - spot, pct: (level - spot) / spot };
}

export interface Quote {
  readonly ticker: string;
  readonly last: number | null;
  readonly change: number | null;
  /** Decimal: −0.031 = −3.1%. */
  readonly changePct: number | null;
  /** The previous session's close, the change is measured from; null when not given. */
  readonly prevClose: number | null;
  /** true real-time, false delayed, null unknown. */
  readonly realtime: boolean | null;
  readonly delaySeconds: number | null;
  readonly asOf: string | null;
}

/**
 * A stock quote (schema `quote`): `price`, `prev_close`, `change` and the delay block. The change in
 * percent is computed against `prev_close` (a decimal), never read from a field of unpublished unit.
 */
export function readQuote(ticker: string, payload: unknown): Quote {
  const o: Partial<QuotePayload> = isObj(payload) ? payload : {};
  const delay = isObj(o.data) ? o.data : null;
  const last = num(o.price);
  const prev = num(o.prev_close);
  const change = num(o.change) ?? (last !== null && prev !== null ? last - prev : null);
  const changePct = change !== null && prev !== null && prev !== 0 ? change / prev : null;
  const realtime =
    delay && typeof delay.realtime === 'boolean' ? delay.realtime : typeof o.delayed === 'boolean' ? !o.delayed : null;
  return {
    ticker,
    last,
    change,
    changePct,
    prevClose: prev,
    realtime,
    delaySeconds: num(delay?.delay_seconds),
    asOf: str(delay?.as_of) ?? str(o.as_of),
  };
}

/**
 * The quotes an answer carries (`{ quotes: [...] }` or its one list of objects; the watchlist answer is
 * read this way, leniently) by upper-case ticker, each readable with readQuote. A symbol left out is
 * simply absent: not a 0.
 */
export function quotesByTicker(payload: unknown): Map<string, Obj> {
  const out = new Map<string, Obj>();
  for (const r of rowsOf(payload, 'quotes')) {
    const t = str(r.ticker) ?? str(r.symbol);
    if (t) out.set(t.toUpperCase(), r);
  }
  return out;
}

/**
 * Quote-shaped entries (`{ price }`, for readQuote) from rows that carry a per-ticker `spot`, such as
 * the published `/v1/volatility/atm` batch: a last price for every listed symbol in one request.
 */
export function spotQuotes(payload: unknown, rowsKey: string): Map<string, Obj> {
  const out = new Map<string, Obj>();
  for (const r of rowsOf(payload, rowsKey)) {
    const t = str(r.ticker) ?? str(r.symbol);
    const spot = num(r.spot);
    if (t && spot !== null) out.set(t.toUpperCase(), { price: spot });
  }
  return out;
}

export interface Candle {
  /** Unix seconds. */
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

function toUnixSeconds(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v > 1e12 ? Math.floor(v / 1000) : Math.floor(v);
  if (typeof v === 'string') {
    const ms = Date.parse(v);
    return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
  }
  return null;
}

/** OHLC candles (schema `candle`), ascending and de-duplicated by time (lightweight-charts needs that). */
export function readCandles(payload: unknown): Candle[] {
  const out = new Map<number, Candle>();
  for (const row of rowsOf(payload, 'candles')) {
    const r = row as Partial<CandleRow>;
    const time = toUnixSeconds(r.t);
    const [open, high, low, close] = [num(r.open), num(r.high), num(r.low), num(r.close)];
    // A bar with a missing price is not observed: skip it rather than draw a 0.
    if (time === null || open === null || high === null || low === null || close === null) continue;
    out.set(time, { time, open, high, low, close });
  }
  return [...out.values()].sort((a, b) => a.time - b.time);
}

/** An object payload or null: the guard the family readers start from. */
export function asObj(v: unknown): Obj | null {
  return isObj(v) ? v : null;
}

/** The first of `names` that holds a string. */
export function pickStr(o: Obj | null | undefined, ...names: string[]): string | null {
  for (const k of names) {
    const v = str(o?.[k]);
    if (v !== null) return v;
  }
  return null;
}

/** The first of `names` that holds an array. */
export function pickArr(o: Obj | null | undefined, ...names: string[]): readonly unknown[] | null {
  for (const k of names) {
    const v = o?.[k];
    if (Array.isArray(v)) return v;
  }
  return null;
}

/** The objects of the first array found under one of `keys` (anything else in it is left out). */
export function pickObjs(o: Obj | null | undefined, ...keys: string[]): Obj[] {
  return (pickArr(o, ...keys) ?? []).map(asObj).filter((r): r is Obj => r !== null);
}

/** A matrix of nullable numbers; anything that is not a finite number becomes null, never 0. */
export function matrix(v: unknown): (number | null)[][] | null {
  if (!Array.isArray(v)) return null;
  return v.map((row) => (Array.isArray(row) ? row.map(num) : []));
}
