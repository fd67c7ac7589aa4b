/** Per-strike exposure rows for the profile: call, put and net of one greek, with OI, sorted by strike. */
import { isObj, num, rowsOf } from '../data/readers';

export type ExposureMetric = 'gex' | 'charm' | 'vanna';

export const METRIC_UNITS: Readonly<Record<ExposureMetric, string>> = {
  gex: '$ per 1% move',
  charm: '$ per day',
  vanna: '$ per vol point',
};

export const METRIC_LABELS: Readonly<Record<ExposureMetric, string>> = {
  gex: 'Gamma (GEX)',
  charm: 'Charm',
  vanna: 'Vanna',
};

export interface ExposureRow {
  readonly strike: number;
  readonly call: number | null;
  readonly put: number | null;
  readonly net: number | null;
  readonly callOi: number | null;
  readonly putOi: number | null;
}

export function exposureRows(payload: unknown, metric: ExposureMetric): ExposureRow[] {
  const rows = rowsOf(isObj(payload) ? payload.by_strike : undefined);
  return rows
    .map((r) => ({
      strike: num(r.strike) ?? NaN,
      call: num(r[`call_${metric}`]),
      put: num(r[`put_${metric}`]),
      net: num(r[`net_${metric}`]),
      callOi: num(r.call_oi),
      putOi: num(r.put_oi),
    }))
    .filter((r) => Number.isFinite(r.strike))
    .sort((a, b) => a.strike - b.strike);
}

/** Index of the row whose strike is nearest `price` (rows sorted by strike); -1 when empty. */
export function nearestStrike(rows: readonly ExposureRow[], price: number): number {
  if (rows.length === 0) return -1;
  let lo = 0;
  let hi = rows.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.strike <= price) lo = mid;
    else hi = mid;
  }
  return Math.abs(rows[lo]!.strike - price) <= Math.abs(rows[hi]!.strike - price) ? lo : hi;
}
