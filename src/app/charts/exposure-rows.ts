/** Per-strike exposure rows for the profile: call, put and net of one greek, with OI, sorted by strike. */
import type { AnswerOf } from '../../api/schemas';

export type ExposureAnswer = AnswerOf<'gex.greekExposure'>;

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

type StrikeRow = Pick<ExposureAnswer['by_strike'][number], 'strike'> &
  Partial<
    Pick<ExposureAnswer['by_strike'][number], `${'call' | 'put' | 'net'}_${ExposureMetric}` | 'call_oi' | 'put_oi'>
  >;

/**
 * The `by_strike` rows of a greek-exposure answer, one greek; a row without a strike cannot be placed
 * and is left out. A column the answer does not carry reads as null.
 */
export function exposureRows(
  answer: { readonly by_strike: readonly StrikeRow[] } | undefined,
  metric: ExposureMetric,
): ExposureRow[] {
  return (answer?.by_strike ?? [])
    .map((r) => ({
      strike: r.strike ?? NaN,
      call: r[`call_${metric}`] ?? null,
      put: r[`put_${metric}`] ?? null,
      net: r[`net_${metric}`] ?? null,
      callOi: r.call_oi ?? null,
      putOi: r.put_oi ?? null,
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
