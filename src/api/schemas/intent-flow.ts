/** Intent flow, momentum, abnormal trades and the options-flow tape (reference: Flow ranking row, tape). */
import { z } from 'zod';
import type { ByEndpoint } from '../registry';
import { contractPrints } from './contracts';
import {
  computed,
  computedFields,
  count,
  dataDelay,
  decidedComputed,
  exact,
  int,
  nested,
  num,
  optionType,
  tapeMarkers,
  text,
  tradeDirection,
} from './common';
import { flowSessions, intentDetail, intentRankingFields, momentumHistory, momentumRankings } from './rankings';

/** The four greek fields are the only named fields of a ranking row. */
export const flowRankingRow = z.looseObject({
  ticker: text,
  net_delta_last: num,
  net_gamma_last: num,
  net_vega_last: num,
  net_theta_last: num,
  ...intentRankingFields,
});

export const flowRankings = computed.extend({ ...tapeMarkers, rankings: z.array(flowRankingRow) });

/** Tape row: names seen, full shape not shown, so every field is optional but typed. */
/**
 * Tape row: the reference names six fields (full shape "not shown"); the rest are the names the app
 * reads, the sandbox's, declared once. Each the tape shows is required but read leniently, so a row that
 * names one otherwise keeps its place with "—" there and the field named as drift.
 */
export const tapeRow = z.looseObject({
  event_id: text.optional(),
  ticker: text,
  executed_at: text,
  ts_ms: num.optional(),
  option_symbol: text,
  option_type: optionType,
  strike: num,
  expiration: text,
  dte: count.optional(),
  contracts: count,
  premium: num,
  price: num,
  bid: num.optional(),
  ask: num.optional(),
  spot: num,
  direction: tradeDirection,
  direction_confidence: num,
  implied_volatility: num,
  delta: num,
  order_type: text.optional(),
  enrich_status: text.optional(),
});

export const tapePage = z.looseObject({
  ...computedFields,
  ...tapeMarkers,
  data: dataDelay.optional(),
  rows: z.array(tapeRow),
});

/** Abnormal-trade record: `ticker`, `side`, `premium` are named. */
/**
 * An abnormal-trade record, on REST and on the stream alike ("full trade record"): `ticker`, `side` and
 * `premium` are named by the reference; the rest is the order the trade was detected on, under the
 * sandbox's names, each optional (a free preview keeps "limited fields"), read leniently when present.
 */
export const abnormalTrade = z.looseObject({
  event_id: text.optional(),
  ticker: text,
  side: tradeDirection,
  premium: num,
  timestamp: text.optional(),
  option_symbol: text.optional(),
  option_type: optionType.optional(),
  strike: num.optional(),
  expiration: text.optional(),
  contracts: count.optional(),
  p99_threshold: num.optional(),
  spot: num.optional(),
  implied_volatility: num.optional(),
});
export const abnormalTrades = computed.extend({ ...tapeMarkers, trades: z.array(abnormalTrade) });

/** A ranking row as decided: the four named greeks plus the sandbox's rank, score and cluster fields. */
export const decidedFlowRankingRow = z.object({
  ...flowRankingRow.shape,
  rank: int,
  score: num,
  direction: z.enum(['bullish', 'bearish', 'neutral']),
  net_premium: num,
  orders: int,
  last_cluster_at: z.string().nullable(),
});
export const decidedFlowRankings = decidedComputed.extend({ rankings: z.array(decidedFlowRankingRow) });

/** A REST tape row as decided: the six names seen, required, plus the normalised order fields. */
export const decidedTapeRow = z.object({
  event_id: z.string(),
  ticker: z.string(),
  session: z.string(),
  executed_at: z.string(),
  ts_ms: int,
  option_symbol: z.string(),
  option_type: exact.optionType,
  strike: z.number(),
  expiration: z.string(),
  dte: int,
  contracts: int,
  premium: z.number(),
  price: num,
  bid: num,
  ask: num,
  spot: num,
  direction: exact.direction,
  direction_confidence: z.number(),
  implied_volatility: num,
  delta: num,
  order_type: z.string(),
  enrich_status: z.string(),
});
export const decidedTapePage = decidedComputed.extend({ rows: z.array(decidedTapeRow) });

/** An abnormal-trade record as decided: `ticker`, `side`, `premium` plus the order it was detected on. */
export const decidedAbnormalTrade = z.object({
  event_id: z.string(),
  ticker: z.string(),
  side: exact.direction,
  premium: z.number(),
  timestamp: z.string(),
  option_symbol: z.string(),
  option_type: exact.optionType,
  strike: z.number(),
  expiration: z.string(),
  contracts: int,
  p99_threshold: z.number(),
  spot: num,
  implied_volatility: num,
});
export const decidedAbnormalTrades = decidedComputed.extend({ trades: z.array(decidedAbnormalTrade) });

/**
 * Premium totals of a group of orders (`/v1/options-flow/summary`: the whole answer's `totals` and each
 * of `top_tickers`). The reference shows no field of the aggregates: these are the sandbox's names.
 */
export const premiumTotals = z.looseObject({
  ticker: text.optional(),
  orders: count,
  contracts: count,
  total_premium: num,
  call_premium: num,
  put_premium: num,
  premium_bought: num,
  premium_sold: num,
  net_premium: num,
  put_call_premium_ratio: num,
});
export const flowSummary = computed.extend({
  totals: nested(premiumTotals),
  top_tickers: z.array(premiumTotals),
});

/** One contract's orders of the session (`/v1/options-flow/contracts`), by premium. */
export const activeContract = z.looseObject({
  option_symbol: text,
  ticker: text,
  option_type: optionType,
  strike: num,
  expiration: text,
  orders: count,
  contracts: count,
  premium: num,
  net_premium: num,
});
export const activeContracts = computed.extend({ rows: z.array(activeContract) });

export const INTENT_FLOW_SCHEMAS = {
  'flow.sessions': flowSessions,
  'flow.current': flowRankings,
  'flow.session': flowRankings,
  'flow.ticker': intentDetail,
  'momentum.rankings': momentumRankings,
  'momentum.history': momentumHistory,
  'abnormal.current': abnormalTrades,
  'abnormal.session': abnormalTrades,
  'optionsFlow.tape': tapePage,
  'optionsFlow.contract': tapePage,
  'optionsFlow.summary': flowSummary,
  'optionsFlow.contracts': activeContracts,
  'contracts.trades': contractPrints,
} satisfies ByEndpoint<z.ZodType>;
