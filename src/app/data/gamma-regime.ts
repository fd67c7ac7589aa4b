/**
 * The one definition of the dealer gamma regime the dashboard uses everywhere, so no two pages call one price differently: the side of
 * the price against a named gamma flip. Above the flip is long γ, below it short γ, so a regime can be
 * checked against the two numbers shown beside it (the price and the flip) and never contradicts them.
 * The flip's variant (structural or with-flow, readings/flip.ts) is named with the regime.
 *
 * Net GEX summed over every strike (the intraday sample, the profile's `structural_gex`, with-flow's
 * `net_gex`, and the service's `gamma_regime` label, which follows its sign) is kept as a figure of its
 * own. It can have the other sign: the flip is where the by-strike cumulative sum crosses zero, which
 * weighs the strikes below the price first, not the price at which the total turns. Where the two
 * disagree the pages say so (`netGexDisagrees`), never hide it.
 */
import type { AnswerOf } from '../../api/schemas';
import { formatMoney, formatPrice, MISSING } from '../ui/format';
import type { WithFlowAnswer } from './key-levels';
import { FLIP_LABEL, type FlipReading, type FlipVariant } from './readings/flip';

export type IntradayAnswer = AnswerOf<'gex.intraday'>;

export type Regime = 'long' | 'short';

/** Stated in one line wherever a regime is shown. */
export const REGIME_DEFINITION =
  'Regime = side of the price against the named gamma flip: above it long γ (dealer hedging tends to damp moves), below it short γ (hedging tends to add to moves).';

/** Why net GEX can have the other sign, stated where the two are shown together. */
export const NET_GEX_NOTE =
  'Net GEX summed over all strikes is a separate figure and can have the other sign: the flip is where the by-strike cumulative sum crosses zero, not the price at which the total turns.';

export interface RegimeReading {
  readonly regime: Regime | null;
  /** The price read against the flip (the last traded price live; the snapshot's spot otherwise). */
  readonly spot: number | null;
  /** The flip the regime is read against; null when the service gave none. */
  readonly flip: number | null;
  /** Which flip: the regime is only ever stated with it. */
  readonly variant: FlipVariant | null;
  /** When the price was observed (ISO), or the snapshot's `as_of`. */
  readonly at: string | null;
  /** `live`: the last traded price; `snapshot`: the snapshot's spot (no live price, or a past session). */
  readonly basis: 'live' | 'snapshot';
  /** Net GEX summed over strikes at that moment, a figure beside the regime (null when not read). */
  readonly netGex: number | null;
}

export const NO_REGIME: RegimeReading = {
  regime: null,
  spot: null,
  flip: null,
  variant: null,
  at: null,
  basis: 'snapshot',
  netGex: null,
};

/** Above the flip long, below short; at the flip exactly, or either unknown, no regime ("—"). */
export function regimeAgainstFlip(price: number | null, flip: number | null): Regime | null {
  if (price === null || flip === null || price === flip) return null;
  return price > flip ? 'long' : 'short';
}

/** The regime of a price against a named flip, with what it was read from. */
export function readRegime(args: {
  readonly price: number | null;
  readonly flip: FlipReading;
  readonly at: string | null;
  readonly basis: RegimeReading['basis'];
  readonly netGex?: number | null;
}): RegimeReading {
  return {
    regime: regimeAgainstFlip(args.price, args.flip.price),
    spot: args.price,
    flip: args.flip.price,
    variant: args.flip.variant,
    at: args.at,
    basis: args.basis,
    netGex: args.netGex ?? null,
  };
}

/** The sign of net GEX summed over strikes: positive long, negative short, zero or unknown none. */
export function netGexSide(netGex: number | null): Regime | null {
  if (netGex === null || netGex === 0) return null;
  return netGex > 0 ? 'long' : 'short';
}

/** The net GEX beside a regime has the other sign: shown with NET_GEX_NOTE, never hidden. */
export function netGexDisagrees(r: RegimeReading): boolean {
  const side = netGexSide(r.netGex);
  return r.regime !== null && side !== null && side !== r.regime;
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

/**
 * Where the service's `gamma_regime` label contradicts the sign of the net GEX it reports beside it,
 * the label follows another definition than the sign of its own figure: a difference to flag.
 */
export function labelDisagrees(label: Regime | null, netGex: number | null): boolean {
  const ours = netGexSide(netGex);
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
  if (r === null) return MISSING;
  return r === 'long' ? '▲ long γ' : '▼ short γ';
}

/** "above the with-flow flip 136.96": what the regime was read against, in words. */
export function regimeAgainstWords(r: RegimeReading): string {
  if (r.variant === null) return `no flip to read against`;
  const side = r.regime === 'long' ? 'above' : r.regime === 'short' ? 'below' : 'at';
  if (r.spot === null || r.flip === null) return `${FLIP_LABEL[r.variant]} ${formatPrice(r.flip)}`;
  return `${formatPrice(r.spot)} ${side} the ${FLIP_LABEL[r.variant]} ${formatPrice(r.flip)}`;
}

/** The full reading for a title: what it was read from, the net GEX beside it, and the definition. */
export function regimeTitle(r: RegimeReading): string {
  const price = r.basis === 'live' ? 'last traded price' : 'snapshot’s spot';
  const net =
    r.netGex === null
      ? ''
      : ` Net GEX ${formatMoney(r.netGex, { signed: true })}${netGexDisagrees(r) ? ` (the other sign: ${NET_GEX_NOTE})` : '.'}`;
  return `${price} ${regimeAgainstWords(r)}.${net} ${REGIME_DEFINITION}`;
}
