/**
 * The dark-pool ticker page's intraday pressure curve and print-level bands, read through their
 * schemas (src/api/schemas/darkpool.ts): one layout each, `null` for anything not observed.
 */
import type {
  darkpoolPressureTicker,
  darkpoolPrintLevels,
  pressureCurve,
  printLevel,
} from '../../../api/schemas/darkpool';
import { num, str } from '../../data/readers';
import { listOf, viewOf } from './answer-view';

export interface CurvePoint {
  /** Epoch ms. */
  readonly t: number;
  readonly price: number | null;
  readonly dpCum: number | null;
  readonly dpCumExAway: number | null;
  readonly optCum: number | null;
}

/** An ISO time as epoch ms; null when it is not one. */
function toMs(v: unknown): number | null {
  const text = str(v);
  const ms = text === null ? NaN : Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The cumulative intraday curve of `/pressure/{ticker}`: parallel series under `curve` (schema
 * `pressureCurve`, times as ISO strings); a missing series reads as null, never 0.
 */
export function readPressureCurve(payload: unknown): CurvePoint[] {
  const curve = viewOf<typeof pressureCurve>(viewOf<typeof darkpoolPressureTicker>(payload).curve);
  if (!Array.isArray(curve.t)) return [];
  const at = (series: readonly unknown[] | null | undefined, i: number): number | null =>
    Array.isArray(series) ? num(series[i]) : null;
  const out: CurvePoint[] = [];
  curve.t.forEach((tv, i) => {
    const t = toMs(tv);
    if (t === null) return;
    out.push({
      t,
      price: at(curve.price, i),
      dpCum: at(curve.dp_cum, i),
      dpCumExAway: at(curve.dp_cum_ex_away, i),
      optCum: at(curve.option_intent_cum, i),
    });
  });
  return out.sort((a, b) => a.t - b.t);
}

export interface PrintLevel {
  readonly price: number;
  readonly low: number | null;
  readonly high: number | null;
  readonly premium: number | null;
  readonly shares: number | null;
  readonly prints: number | null;
  /** First and last session with prints in the band. */
  readonly firstSession: string | null;
  readonly lastSession: string | null;
}

/** Price bands (schema `printLevel`); a band without a `price` cannot be placed (the drift mark says so). */
export function readPrintLevels(payload: unknown): PrintLevel[] {
  const out: PrintLevel[] = [];
  for (const r of listOf<typeof printLevel>(payload, 'levels')) {
    const price = num(r.price);
    if (price === null) continue;
    out.push({
      price,
      low: num(r.low),
      high: num(r.high),
      premium: num(r.premium),
      shares: num(r.shares),
      prints: num(r.prints),
      firstSession: str(r.first_session),
      lastSession: str(r.last_session),
    });
  }
  return out;
}

export interface PrintLevelSample {
  /** The price the bands are centred on (the last price), marked on the chart. */
  readonly referencePrice: number | null;
  /** Sessions in the sample, and the oldest and newest of them. */
  readonly sessions: number | null;
  readonly from: string | null;
  readonly to: string | null;
}

/** The sample behind the print levels: `reference_price`, `n`, `from`, `to`. */
export function readPrintLevelSample(payload: unknown): PrintLevelSample {
  const o = viewOf<typeof darkpoolPrintLevels>(payload);
  return { referencePrice: num(o.reference_price), sessions: num(o.n), from: str(o.from), to: str(o.to) };
}
