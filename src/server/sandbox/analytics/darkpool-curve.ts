/**
 * A ticker's intraday pressure curve, one point per minute bar: the close, the cumulative
 * NBBO-location net notional of its dark-pool prints and the cumulative bullish-signed option premium,
 * so a chart can set the off-exchange lean beside the option flow and the price.
 */
import type { FlowOrder } from '../../../api/types';
import type { DarkPrint } from '../model/darkpool';
import type { MinuteBar } from '../model/types';
import { bullishPremium } from './darkpool-confirmation';
import { proxySign } from './darkpool-pressure';

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Columnar: index i of every array is the minute ending at t[i]. */
export interface PressureCurve {
  readonly t: string[];
  readonly price: number[];
  readonly dp_cum: number[];
  readonly option_intent_cum: number[];
  /** The dark-pool curve without away-from-quote prints; null for sessions built before that adjustment. */
  readonly dp_cum_ex_away: number[] | null;
}

export const PRESSURE_CURVE_BASIS = {
  dp_cum: 'cumulative NBBO-location net notional (at/above ask +, at/below bid −), $',
  option_intent_cum: 'cumulative bullish-signed option premium (bought calls, sold puts +), $',
} as const;

/** Bars, prints and orders ascending by time; each point holds what printed before its bar ended. */
export function pressureCurve(
  bars: readonly MinuteBar[],
  prints: readonly DarkPrint[],
  flow: readonly FlowOrder[],
  withExAway: boolean,
): PressureCurve {
  const curve: PressureCurve = {
    t: [],
    price: [],
    dp_cum: [],
    option_intent_cum: [],
    dp_cum_ex_away: withExAway ? [] : null,
  };
  let i = 0;
  let j = 0;
  let dpCum = 0;
  let dpEx = 0;
  let opt = 0;
  for (const b of bars) {
    const until = b.t + 60_000;
    for (; i < prints.length && prints[i]!.ts_ms < until; i++) {
      const p = prints[i]!;
      const signed = proxySign(p.nbbo_label) * p.premium;
      dpCum += signed;
      if (p.away_from_quote !== true) dpEx += signed;
    }
    for (; j < flow.length && flow[j]!.ts_ms < until; j++) opt += bullishPremium(flow[j]!);
    curve.t.push(new Date(until).toISOString());
    curve.price.push(b.close);
    curve.dp_cum.push(round2(dpCum));
    curve.option_intent_cum.push(round2(opt));
    curve.dp_cum_ex_away?.push(round2(dpEx));
  }
  return curve;
}
