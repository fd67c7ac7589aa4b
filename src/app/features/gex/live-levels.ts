/**
 * What the GEX legend reads beside the levels it is given: the live price (what a trader acts on) every distance is
 * measured from, the regime (that price against the flip shown, gamma-regime.ts), the snapshot's
 * structural and with-flow readings, the flip detail and when the snapshot was taken. Every query here has the same key as the
 * page's or the board's (React Query shares them), except the quote and, off the intraday tab, the
 * intraday series.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useCurrentSession } from '../../data/current-session';
import {
  labelDisagrees,
  latestIntradaySample,
  readRegime,
  withFlowNetGex,
  type Regime,
  type RegimeReading,
} from '../../data/gamma-regime';
import { flipOf, variantOfBlock, type FlipVariant } from '../../data/readings/flip';
import { flipDetailOf, levelsOf, withFlowBlock, type FlipDetail } from '../../data/key-levels';
import { useLivePrice, type LivePrice } from '../../data/live-price';
import { CURRENT, useSessionParam } from '../../data/url-state';
import { readGexView } from './gex-url';
import { gexIntraday, gexLevels, gexWithFlow } from './queries';

export interface LiveLevels {
  readonly isCurrent: boolean;
  readonly live: LivePrice;
  /** The variant of the flip the legend shows (the page's basis). */
  readonly variant: FlipVariant;
  readonly liveRegime: RegimeReading;
  readonly structural: RegimeReading;
  readonly withFlow: RegimeReading;
  /** The service's with-flow `gamma_regime` label (the sign of its net GEX), shown as the service's. */
  readonly serviceLabel: Regime | null;
  /** The service's with-flow `gamma_regime` contradicts the sign of its own net GEX. */
  readonly labelDrift: boolean;
  readonly flip: FlipDetail;
  /** When the snapshot the levels were computed from was taken (the `/levels` answer's `as_of`). */
  readonly snapshotAsOf: string | null;
}

export function useLiveLevels(basis: 'flow' | 'structural'): LiveLevels {
  const ticker = (useParams().ticker ?? '').toUpperCase();
  const [params] = useSearchParams();
  const dte = readGexView(params).dte;
  const [sessionValue] = useSessionParam();
  const { session: current } = useCurrentSession();
  const isCurrent = sessionValue === CURRENT;
  const session = isCurrent ? current : sessionValue;
  const opts = { currentSession: current, poll: true } as const;
  const at = { session, ticker, dte_filter: dte };
  const enabled = ticker !== '';

  const withFlow = useQuery({ ...gexWithFlow(at, opts), enabled });
  // The flat `/levels` answer's as_of is the snapshot's own time (with-flow's moves with the flow).
  const levels = useQuery({ ...gexLevels(at, { ...opts, poll: false }), enabled });
  // Refreshed at its 5-minute step (cache-policy.ts): the same query as the page's intraday tab.
  const intraday = useQuery({ ...gexIntraday(at, opts), enabled });
  const live = useLivePrice(ticker, { enabled: enabled && isCurrent, currentSession: current });

  const which = basis === 'flow' ? 'key_levels' : 'key_levels_structural';
  const snapshotAsOf = levels.data?.as_of ?? null;
  const net = withFlowNetGex(withFlow.data);
  const structuralLevels = levelsOf(withFlowBlock(withFlow.data, 'key_levels_structural'));
  const flowLevels = levelsOf(withFlowBlock(withFlow.data, 'key_levels'));
  const spot = flowLevels?.spot ?? structuralLevels?.spot ?? null;
  const variant = variantOfBlock(which);
  const shown = which === 'key_levels' ? flowLevels : structuralLevels;
  // The regime (gamma-regime.ts): the last price against the flip of the basis shown; on a past
  // session, or before a live price, the snapshot's spot. The intraday net GEX rides along as a figure.
  const sample = isCurrent ? latestIntradaySample(intraday.data) : null;
  const liveAt = live.atMs === null ? null : new Date(live.atMs).toISOString();
  const now =
    isCurrent && live.price !== null
      ? { price: live.price, at: liveAt, basis: 'live' as const }
      : { price: spot, at: snapshotAsOf, basis: 'snapshot' as const };
  const atSpot = { price: spot, at: snapshotAsOf, basis: 'snapshot' as const };
  return {
    isCurrent,
    live,
    variant,
    liveRegime: readRegime({ ...now, flip: flipOf(shown, variant), netGex: sample?.netGex ?? null }),
    structural: readRegime({ ...atSpot, flip: flipOf(structuralLevels, 'structural'), netGex: net.structural }),
    withFlow: readRegime({ ...atSpot, flip: flipOf(flowLevels, 'with-flow'), netGex: net.withFlow }),
    serviceLabel: flowLevels?.gamma_regime ?? null,
    labelDrift: labelDisagrees(flowLevels?.gamma_regime ?? null, net.withFlow),
    flip: flipDetailOf(withFlowBlock(withFlow.data, which)),
    snapshotAsOf,
  };
}
