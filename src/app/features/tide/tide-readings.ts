/**
 * The tide payload read for drawing, and the scope in the URL. Tide's components are premiums in
 * dollars; net premium is the accounting measure (paid − received, puts not flipped) and the
 * directional reading (cb + ps) − (cs + pb) is a separate figure that may have the other sign.
 */
import type { AnswerOf } from '../../../api/schemas';
import { parseTicker } from '../../../api/ticker';
import type { BarRow } from '../../charts/diverging-bar-chart';
import type { TideCurvePoint } from '../../charts/tide-curve';

export type TideScope =
  | { readonly kind: 'market' }
  /** A sector key as the service spells it (the picker lists `/v1/darkpool/sectors`). */
  | { readonly kind: 'sector'; readonly key: string }
  | { readonly kind: 'ticker'; readonly key: string };

/** Any key the service may publish, never a path or a query. */
const SECTOR_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

/** `?scope=sector&key=technology`, `?scope=ticker&key=NVDA`; anything invalid reads as market. */
export function readTideScope(params: URLSearchParams): TideScope {
  const scope = params.get('scope');
  const key = params.get('key') ?? '';
  if (scope === 'sector' && SECTOR_KEY.test(key)) return { kind: 'sector', key };
  const ticker = scope === 'ticker' ? parseTicker(key) : null;
  if (ticker) return { kind: 'ticker', key: ticker };
  return { kind: 'market' };
}

/** The tide answer as read through its schema (the same for market, sector and ticker). */
export type TideAnswer = AnswerOf<'tide.market'>;

/** The four premium components; any of them may be unobserved (null) or not sent (undefined). */
export interface TideComponents {
  readonly call_premium_bought?: number | null;
  readonly call_premium_sold?: number | null;
  readonly put_premium_bought?: number | null;
  readonly put_premium_sold?: number | null;
}

/** Curve points in epoch ms, ascending; a point without a readable time is dropped, a missing value stays null. */
export function curvePoints(curve: TideAnswer['curve']): TideCurvePoint[] {
  return (curve ?? [])
    .map((p) => ({
      t: Date.parse(p.t ?? ''),
      netPremium: p.cum_net_premium,
      directional: p.cum_directional ?? null,
      callNet: p.cum_call_net ?? null,
      putNet: p.cum_put_net ?? null,
    }))
    .filter((p) => Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t);
}

/** (call bought + put sold) − (call sold + put bought); null when a component is not observed. */
export function directionalOf(c: TideComponents): number | null {
  const { call_premium_bought: cb, call_premium_sold: cs, put_premium_bought: pb, put_premium_sold: ps } = c;
  if (cb == null || cs == null || pb == null || ps == null) return null;
  return cb + ps - (cs + pb);
}

/** The directional reading of the answer: the stated one, else computed from the components. */
export function directionalReading(
  r: TideComponents & { readonly directional_reading?: number | null },
): number | null {
  return r.directional_reading ?? directionalOf(r);
}

/** True when net premium and the directional reading point opposite ways (both non-zero). */
export function signsDiffer(net: number | null, directional: number | null): boolean {
  return (
    net !== null && directional !== null && net !== 0 && directional !== 0 && Math.sign(net) !== Math.sign(directional)
  );
}

/**
 * One row per DTE bucket: net premium and directional reading. `by_dte` is read as one list whether the
 * service sends rows or an object keyed by bucket (schemas/tide-buckets.ts); a row without a bucket name
 * cannot be labelled and is left out.
 */
export function dteRows(buckets: TideAnswer['by_dte']): BarRow[] {
  return (buckets ?? []).flatMap((b) =>
    b.bucket === null
      ? []
      : [
          {
            key: b.bucket,
            label: b.bucket === '0dte' ? '0 DTE' : `${b.bucket} DTE`,
            values: [b.net_premium ?? null, directionalOf(b)],
          },
        ],
  );
}

const MONEYNESS_ORDER = ['itm', 'atm', 'otm'] as const;

/**
 * Moneyness × call/put rows in a fixed reading order (ITM → OTM, calls then puts), from a list of rows or
 * an object keyed by bucket (its key names the moneyness and call/put where the row does not).
 */
export function breakdownRows(breakdown: TideAnswer['breakdown']): BarRow[] {
  const list = breakdown ?? [];
  const out: BarRow[] = [];
  for (const type of ['call', 'put'] as const) {
    for (const m of MONEYNESS_ORDER) {
      const b = list.find((x) => x.option_type === type && x.moneyness === m);
      if (!b) continue;
      out.push({
        key: `${m}-${type}`,
        label: `${m.toUpperCase()} ${type}s`,
        values: [b.net_premium ?? null, directionalOf(b)],
      });
    }
  }
  return out;
}
