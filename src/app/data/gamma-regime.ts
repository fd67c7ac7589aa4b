/**
 * The one definition of the dealer gamma regime the dashboard uses everywhere (issue 11): the sign of
 * net GEX at the price. Live, that is the latest `intraday-exposures` sample (net GEX re-evaluated at
 * the minute's spot, OI and IV held from the snapshot); before that sample has answered, the snapshot's
 * reading at the snapshot's spot, labelled as such. Structural and with-flow are two readings of the
 * same definition, over open interest alone or with the day's large-order flow added.
 */
import type { AnswerOf } from '../../api/schemas';
import type { WithFlowAnswer } from './key-levels';

export type IntradayAnswer = AnswerOf<'gex.intraday'>;

export type Regime = 'long' | 'short';

/** Stated in one line wherever a regime is shown. */
export const REGIME_DEFINITION =
  'Regime = sign of net GEX at the price: long γ (dealer hedging damps moves) when positive, short γ (hedging adds to moves) when negative.';

export interface RegimeReading {
  readonly regime: Regime | null;
  /** Net GEX ($ per 1% move) the regime is the sign of; null when only the service's label is known. */
  readonly netGex: number | null;
  /** The price the reading was taken at. */
  readonly spot: number | null;
  /** When (ISO), for the live reading the sample's minute; for the snapshot its `as_of`. */
  readonly at: string | null;
  /** `live`: latest intraday sample; `snapshot`: the levels' own reading at the snapshot's spot. */
  readonly basis: 'live' | 'snapshot';
}

export const NO_REGIME: RegimeReading = { regime: null, netGex: null, spot: null, at: null, basis: 'snapshot' };

/** Positive net GEX is long gamma, negative short; zero or unknown is no regime (shown as "—"). */
export function regimeOf(netGex: number | null): Regime | null {
  if (netGex === null || netGex === 0) return null;
  return netGex > 0 ? 'long' : 'short';
}

export interface IntradaySample {
  readonly t: string;
  readonly spot: number | null;
  readonly netGex: number;
}

/** The newest `series` sample of an intraday-exposures answer that carries a net GEX. */
export function latestIntradaySample(answer: IntradayAnswer | undefined): IntradaySample | null {
  let best: IntradaySample | null = null;
  for (const { t, net_gex: netGex, spot } of answer?.series ?? []) {
    if (t === null || netGex === null) continue;
    if (best === null || Date.parse(t) >= Date.parse(best.t)) best = { t, spot, netGex };
  }
  return best;
}

/** The live regime: the latest intraday sample's net GEX at its minute's spot. */
export function liveRegime(intraday: IntradayAnswer | undefined): RegimeReading {
  const s = latestIntradaySample(intraday);
  if (!s) return NO_REGIME;
  return { regime: regimeOf(s.netGex), netGex: s.netGex, spot: s.spot, at: s.t, basis: 'live' };
}

/**
 * The snapshot's regime at the snapshot's spot: the sign of `netGex` where the answer gives it (the
 * profile's `structural_gex`, the with-flow `net_gex`), else the service's `gamma_regime` label.
 */
export function snapshotRegime(
  label: Regime | null,
  netGex: number | null,
  spot: number | null,
  at: string | null,
): RegimeReading {
  return { regime: regimeOf(netGex) ?? label, netGex, spot, at, basis: 'snapshot' };
}

/** The reading to show: live when the intraday sample has answered, else the snapshot's. */
export function currentRegime(live: RegimeReading, snapshot: RegimeReading): RegimeReading {
  return live.regime !== null ? live : snapshot;
}

/**
 * Where the service's `gamma_regime` label contradicts the sign of the net GEX it reports beside it,
 * the label follows another definition than ours: a difference to flag, never to hide.
 */
export function labelDisagrees(label: Regime | null, netGex: number | null): boolean {
  const ours = regimeOf(netGex);
  return label !== null && ours !== null && label !== ours;
}

/** Structural and with-flow net GEX of a with-flow answer's summary (null when not given). */
export function withFlowNetGex(answer: WithFlowAnswer | undefined): {
  structural: number | null;
  withFlow: number | null;
} {
  const summary = answer?.summary;
  return { structural: summary?.structural_gex ?? null, withFlow: summary?.net_gex ?? null };
}

/** Short trader wording of a regime, with its arrow. */
export function regimeWords(r: Regime | null): string {
  if (r === null) return '—';
  return r === 'long' ? '▲ long γ' : '▼ short γ';
}
