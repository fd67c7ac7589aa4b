/**
 * The tide payload read for drawing, and the scope in the URL. Tide's components are premiums in
 * dollars; net premium is the accounting measure (paid − received, puts not flipped) and the
 * directional reading (cb + ps) − (cs + pb) is a separate figure that may have the other sign.
 */
import { parseTicker } from '../../../api/ticker';
import type { TideBucket, TideComponents, TidePoint, TideResponse } from '../../../api/types';
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

function finite(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** Curve points in epoch ms, ascending; a point without a readable time is dropped, a missing value stays null. */
export function curvePoints(curve: readonly TidePoint[] | undefined): TideCurvePoint[] {
  return (curve ?? [])
    .map((p) => ({
      t: Date.parse(p.t),
      netPremium: finite(p.cum_net_premium),
      directional: finite(p.cum_directional),
      callNet: finite(p.cum_call_net),
      putNet: finite(p.cum_put_net),
    }))
    .filter((p) => Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t);
}

/** (call bought + put sold) − (call sold + put bought). */
export function directionalOf(c: TideComponents): number {
  return c.call_premium_bought + c.put_premium_sold - (c.call_premium_sold + c.put_premium_bought);
}

/** The directional reading of the answer: the stated one, else computed from the components. */
export function directionalReading(
  r: Pick<TideResponse, keyof TideComponents> & { directional_reading?: number },
): number {
  return finite(r.directional_reading) ?? directionalOf(r);
}

/** True when net premium and the directional reading point opposite ways (both non-zero). */
export function signsDiffer(net: number | null, directional: number | null): boolean {
  return (
    net !== null && directional !== null && net !== 0 && directional !== 0 && Math.sign(net) !== Math.sign(directional)
  );
}

/** One row per DTE bucket: net premium and directional reading. */
export function dteRows(buckets: readonly TideBucket[] | undefined): BarRow[] {
  return (buckets ?? []).map((b) => ({
    key: b.bucket,
    label: b.bucket === '0dte' ? '0 DTE' : `${b.bucket} DTE`,
    values: [finite(b.net_premium), directionalOf(b)],
  }));
}

const MONEYNESS_ORDER = ['itm', 'atm', 'otm'] as const;

/** Moneyness × call/put rows in a fixed reading order (ITM → OTM, calls then puts). */
export function breakdownRows(breakdown: TideResponse['breakdown'] | undefined): BarRow[] {
  const list = breakdown ?? [];
  const out: BarRow[] = [];
  for (const type of ['call', 'put'] as const) {
    for (const m of MONEYNESS_ORDER) {
      const b = list.find((x) => x.option_type === type && x.moneyness === m);
      if (!b) continue;
      out.push({
        key: `${m}-${type}`,
        label: `${m.toUpperCase()} ${type}s`,
        values: [finite(b.net_premium), directionalOf(b)],
      });
    }
  }
  return out;
}
