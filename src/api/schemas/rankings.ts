/**
 * What the rankings page reads of intent flow and momentum beyond the four greeks the reference names:
 * rank, score, direction, premium and order counts, a ticker's clusters, trades and time series. The
 * reference shows none of these fields ("other fields: not shown"; free previews carry "limited
 * fields"), so each is the sandbox's name, optional and typed when present: an answer without it shows
 * "—", never a failed panel.
 */
import { z } from 'zod';
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
  rank: count.optional(),
  score: num.optional(),
  direction: rankingDirection.optional(),
  net_premium: num.optional(),
  orders: count.optional(),
  last_cluster_at: text.optional(),
};

const momentumFields = {
  ticker: text,
  session: text.optional(),
  rank: count.optional(),
  score: num.optional(),
  direction: rankingDirection.optional(),
  /** In percent: 1.3 = +1.3 %. */
  return_pct: num.optional(),
  return_z: num.optional(),
  flow_ratio: num.optional(),
  net_premium: num.optional(),
  orders: count.optional(),
  last: num.optional(),
};

export const momentumRankings = computed.extend({
  ...tapeMarkers,
  rankings: z.array(z.looseObject(momentumFields)),
});

export const momentumHistory = z.looseObject({
  ticker: text.optional(),
  computed_at: text.optional(),
  history: z.array(z.looseObject({ ...momentumFields, ticker: text.optional(), finality: finality.optional() })),
});

const greeksLast = {
  net_delta_last: num.optional(),
  net_gamma_last: num.optional(),
  net_vega_last: num.optional(),
  net_theta_last: num.optional(),
};

const intentCluster = z.looseObject({
  start: text,
  end: text.optional(),
  orders: count.optional(),
  net_premium: num.optional(),
  net_delta: num.optional(),
  net_gamma: num.optional(),
  net_vega: num.optional(),
  net_theta: num.optional(),
});

const intentTrade = z.looseObject({
  event_id: text.optional(),
  executed_at: text.optional(),
  expiration: text.optional(),
  strike: num.optional(),
  option_type: optionType.optional(),
  direction: tradeDirection.optional(),
  contracts: count.optional(),
  premium: num.optional(),
  delta_usd: num.optional(),
});

/**
 * `/v1/flow/{session}/{ticker}`: "clusters, trades, time series". The time series' name is ours
 * (`series`; under another name it is read as the one undeclared list, and named as drift).
 */
export const intentDetail = computed.extend({
  summary: nested(z.looseObject({ ...greeksLast })).optional(),
  clusters: z.array(intentCluster),
  trades: z.array(intentTrade),
  series: z.array(z.looseObject({ t: text, cum_net_delta: num.optional() })).optional(),
});

/** `/v1/flow/sessions`: session dates, as strings or as `{ session }` objects; anything else reads null. */
export const flowSessions = z.looseObject({
  sessions: z.array(
    z
      .union([z.string(), z.looseObject({ session: text })])
      .nullable()
      .catch(null),
  ),
});
