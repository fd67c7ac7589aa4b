/**
 * The dark-pool ticker page's intraday pressure curve and print-level bands, read through their
 * schemas (src/api/schemas/darkpool.ts): one layout each, `null` for anything not observed.
 */
import type { z } from 'zod';
import type { pressureCurve, printLevel } from '../../../api/schemas/darkpool';
import { isObj, num, rowsOf, str } from '../../data/readers';

type PressureCurve = z.output<typeof pressureCurve>;
type PrintLevelRow = z.output<typeof printLevel>;

export interface CurvePoint {
  /** Epoch ms. */
  readonly t: number;
  readonly price: number | null;
  readonly dpCum: number | null;
  readonly dpCumExAway: number | null;
  readonly optCum: number | null;
}

function toMs(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v > 1e12 ? v : v * 1000;
  if (typeof v === 'string') {
    const ms = Date.parse(v);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

/**
 * The cumulative intraday curve of `/pressure/{ticker}`: parallel series under `curve` (schema
 * `pressureCurve`); a missing series reads as null, never 0.
 */
export function readPressureCurve(payload: unknown): CurvePoint[] {
  const curve = isObj(payload) && isObj(payload.curve) ? (payload.curve as Partial<PressureCurve>) : null;
  if (!curve || !Array.isArray(curve.t)) return [];
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

/** Price bands (schema `printLevel`); the band's centre when `price` is absent. */
export function readPrintLevels(payload: unknown): PrintLevel[] {
  const out: PrintLevel[] = [];
  for (const row of rowsOf(payload, 'levels')) {
    const r = row as Partial<PrintLevelRow>;
    const low = num(r.low);
    const high = num(r.high);
    const price = num(r.price) ?? (low !== null && high !== null ? (low + high) / 2 : null);
    if (price === null) continue;
    out.push({
      price,
      low,
      high,
      premium: num(r.premium),
      shares: num(r.shares),
      prints: num(r.prints),
      firstSession: str(r.first_session),
      lastSession: str(r.last_session),
    });
  }
  return out;
}
