/**
 * What the rankings page reads of intent flow and momentum beyond the four greeks the reference names:
 * rank, score, direction, premium and order counts, a ticker's clusters, trades and time series. The
 * reference shows none of these fields ("other fields: not shown"; free previews carry "limited
 * fields"), so each is the sandbox's name, optional and typed when present: an answer without it shows
 * "—", never a failed panel.
 */
import { z } from 'zod/mini';
import {
  ciEnum,
  computed,
  count,
  finality,
  nested,
  num,
  optionType,
  tapeMarkers,
  text,
  tradeDirection,
} from './common';

export const rankingDirection = ciEnum(['bullish', 'bearish', 'neutral']);

/** The fields an intent ranking row carries beside its four greeks. */
export const intentRankingFields = {
  rank: z.optional(count),
  score: z.optional(num),
  direction: z.optional(rankingDirection),
  net_premium: z.optional(num),
  orders: z.optional(count),
  last_cluster_at: z.optional(text),
};

const momentumFields = {
  ticker: text,
  session: z.optional(text),
  rank: z.optional(count),
  score: z.optional(num),
  direction: z.optional(rankingDirection),
  /** In percent: 1.3 = +1.3 %. */
  return_pct: z.optional(num),
  return_z: z.optional(num),
  flow_ratio: z.optional(num),
  net_premium: z.optional(num),
  orders: z.optional(count),
  last: z.optional(num),
};

export const momentumRankings = z.extend(computed, {
  ...tapeMarkers,
  rankings: z.array(z.looseObject(momentumFields)),
});

export const momentumHistory = z.looseObject({
  ticker: z.optional(text),
  computed_at: z.optional(text),
  history: z.array(z.looseObject({ ...momentumFields, ticker: z.optional(text), finality: z.optional(finality) })),
});

const greeksLast = {
  net_delta_last: z.optional(num),
  net_gamma_last: z.optional(num),
  net_vega_last: z.optional(num),
  net_theta_last: z.optional(num),
};

const intentCluster = z.looseObject({
  start: text,
  end: z.optional(text),
  orders: z.optional(count),
  net_premium: z.optional(num),
  net_delta: z.optional(num),
  net_gamma: z.optional(num),
  net_vega: z.optional(num),
  net_theta: z.optional(num),
});

const intentTrade = z.looseObject({
  event_id: z.optional(text),
  executed_at: z.optional(text),
  expiration: z.optional(text),
  strike: z.optional(num),
  option_type: z.optional(optionType),
  direction: z.optional(tradeDirection),
  contracts: z.optional(count),
  premium: z.optional(num),
  delta_usd: z.optional(num),
});

/**
 * `/v1/flow/{session}/{ticker}`: "clusters, trades, time series". The time series' name is ours
 * (`series`; under another name it is read as the one undeclared list, and named as drift).
 */
export const intentDetail = z.extend(computed, {
  summary: z.optional(nested(z.looseObject({ ...greeksLast }))),
  clusters: z.array(intentCluster),
  trades: z.array(intentTrade),
  series: z.optional(z.array(z.looseObject({ t: text, cum_net_delta: z.optional(num) }))),
});

/** `/v1/flow/sessions`: session dates, as strings or as `{ session }` objects; anything else reads null. */
export const flowSessions = z.looseObject({
  sessions: z.array(z.catch(z.nullable(z.union([z.string(), z.looseObject({ session: text })])), null)),
});
