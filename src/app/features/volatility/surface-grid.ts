/**
 * The IV surface answer as a grid ready to draw: rows = moneyness (decimal, ascending), columns =
 * expiries (ascending DTE), with the strike, delta, OI and volume matrices aligned cell for cell.
 * The reference gives `iv[][]` over moneyness × DTE; a DTE-major answer (as many rows as expiries,
 * not as strikes) is transposed.
 */
import type { AnswerOf } from '../../../api/schemas';

export type Matrix = (number | null)[][];

export interface SurfaceGrid {
  /** Decimal moneyness (0.05 = strike 5% above spot). */
  readonly moneyness: readonly number[];
  readonly dte: readonly number[];
  readonly expirations: readonly (string | null)[];
  readonly iv: Matrix;
  readonly strike: Matrix | null;
  readonly delta: Matrix | null;
  readonly oi: Matrix | null;
  readonly volume: Matrix | null;
  readonly atmIv30d: number | null;
  readonly meanAtmIv: number | null;
  readonly frontAtmIv: number | null;
}

export interface SurfaceCell {
  readonly moneyness: number;
  readonly dte: number;
  readonly expiration: string | null;
  readonly iv: number | null;
  readonly strike: number | null;
  readonly delta: number | null;
  readonly oi: number | null;
  readonly volume: number | null;
}

/**
 * Moneyness to decimals: values given in percent (any |m| above 1.5) are divided by 100; strike/spot
 * ratios (all positive, around 1) become ratio − 1.
 */
export function toDecimalMoneyness(values: readonly number[]): number[] {
  if (values.length === 0) return [];
  const ratio = values.every((v) => v > 0.3 && v < 3) && values.some((v) => Math.abs(v - 1) < 0.05);
  if (ratio) return values.map((v) => v - 1);
  if (values.some((v) => Math.abs(v) > 1.5)) return values.map((v) => v / 100);
  return [...values];
}

function transpose(m: Matrix): Matrix {
  const rows = m.length;
  const cols = Math.max(0, ...m.map((r) => r.length));
  return Array.from({ length: cols }, (_, c) => Array.from({ length: rows }, (_, r) => m[r]?.[c] ?? null));
}

function reorder(m: Matrix | null, rowOrder: readonly number[], colOrder: readonly number[]): Matrix | null {
  return m ? rowOrder.map((r) => colOrder.map((c) => m[r]?.[c] ?? null)) : null;
}

function order(values: readonly number[]): number[] {
  return values.map((_, i) => i).sort((a, b) => values[a]! - values[b]!);
}

/** The grid of a surface answer; null when it holds none (no axis, or an axis value it could not read). */
export function toSurfaceGrid(answer: AnswerOf<'volatility.surface'>): SurfaceGrid | null {
  const rawM = answer.moneyness;
  const rawDte = answer.dte;
  if (
    answer.iv.length === 0 ||
    rawM.length === 0 ||
    rawDte.length === 0 ||
    rawM.some((m) => m === null) ||
    rawDte.some((d) => d === null)
  ) {
    return null;
  }
  let { iv, strike, delta, oi, volume } = answer;
  // DTE-major answer: transpose every matrix so rows are moneyness.
  if (iv.length !== rawM.length && iv.length === rawDte.length) {
    iv = transpose(iv);
    strike = strike && transpose(strike);
    delta = delta && transpose(delta);
    oi = oi && transpose(oi);
    volume = volume && transpose(volume);
  }
  const m = toDecimalMoneyness(rawM as number[]);
  const d = rawDte as number[];
  const ro = order(m);
  const co = order(d);
  const exp = answer.expirations ?? [];
  return {
    moneyness: ro.map((i) => m[i]!),
    dte: co.map((i) => d[i]!),
    expirations: co.map((i) => exp[i] ?? null),
    iv: reorder(iv, ro, co)!,
    strike: reorder(strike, ro, co),
    delta: reorder(delta, ro, co),
    oi: reorder(oi, ro, co),
    volume: reorder(volume, ro, co),
    atmIv30d: answer.atm?.atm_iv_30d ?? null,
    meanAtmIv: answer.atm?.mean_atm_iv ?? null,
    frontAtmIv: answer.atm?.front_atm_iv ?? null,
  };
}

/** Everything known about one cell (for the hover read-out). */
export function surfaceCell(g: SurfaceGrid, row: number, col: number): SurfaceCell | null {
  const moneyness = g.moneyness[row];
  const dte = g.dte[col];
  if (moneyness === undefined || dte === undefined) return null;
  const at = (mx: Matrix | null): number | null => mx?.[row]?.[col] ?? null;
  return {
    moneyness,
    dte,
    expiration: g.expirations[col] ?? null,
    iv: at(g.iv),
    strike: at(g.strike),
    delta: at(g.delta),
    oi: at(g.oi),
    volume: at(g.volume),
  };
}

/** The smile of one expiry: IV against moneyness (nulls kept so the line breaks). */
export function smileAt(g: SurfaceGrid, col: number): { x: number; y: number | null }[] {
  return g.moneyness.map((m, r) => ({ x: m, y: g.iv[r]?.[col] ?? null }));
}

/** Whether a column has enough observed IVs to draw a smile (at least three). */
export function hasSmile(g: SurfaceGrid, col: number): boolean {
  return smileAt(g, col).filter((p) => p.y !== null).length >= 3;
}

/** "+5%", "−2.5%", "0%" for a decimal moneyness. */
export function formatMoneyness(m: number): string {
  const pct = Math.round(m * 1000) / 10;
  if (pct === 0) return '0%';
  return `${pct > 0 ? '+' : '−'}${Math.abs(pct)}%`;
}
