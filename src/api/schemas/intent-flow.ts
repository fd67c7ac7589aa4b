/** Intent flow, momentum, abnormal trades and the options-flow tape (reference: Flow ranking row, tape). */
import { z } from 'zod/mini';
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

export const flowRankings = z.extend(computed, { ...tapeMarkers, rankings: z.array(flowRankingRow) });

/** Tape row: names seen, full shape not shown, so every field is optional but typed. */
/**
 * Tape row: the reference names six fields (full shape "not shown"); the rest are the names the app
 * reads, the sandbox's, declared once. Each the tape shows is required but read leniently, so a row that
 * names one otherwise keeps its place with "—" there and the field named as drift.
 */
export const tapeRow = z.looseObject({
  event_id: z.optional(text),
  ticker: text,
  executed_at: text,
  ts_ms: z.optional(num),
  option_symbol: text,
  option_type: optionType,
  strike: num,
  expiration: text,
  dte: z.optional(count),
  contracts: count,
  premium: num,
  price: num,
  bid: z.optional(num),
  ask: z.optional(num),
  spot: num,
  direction: tradeDirection,
  direction_confidence: num,
  implied_volatility: num,
  delta: num,
  order_type: z.optional(text),
  enrich_status: z.optional(text),
});

export const tapePage = z.looseObject({
  ...computedFields,
  ...tapeMarkers,
  data: z.optional(dataDelay),
  rows: z.array(tapeRow),
});

/** Abnormal-trade record: `ticker`, `side`, `premium` are named. */
/**
 * An abnormal-trade record, on REST and on the stream alike ("full trade record"): `ticker`, `side` and
 * `premium` are named by the reference; the rest is the order the trade was detected on, under the
 * sandbox's names, each optional (a free preview keeps "limited fields"), read leniently when present.
 */
export const abnormalTrade = z.looseObject({
  event_id: z.optional(text),
  ticker: text,
  side: tradeDirection,
  premium: num,
  timestamp: z.optional(text),
  option_symbol: z.optional(text),
  option_type: z.optional(optionType),
  strike: z.optional(num),
  expiration: z.optional(text),
  contracts: z.optional(count),
  p99_threshold: z.optional(num),
  spot: z.optional(num),
  implied_volatility: z.optional(num),
});
export const abnormalTrades = z.extend(computed, { ...tapeMarkers, trades: z.array(abnormalTrade) });

/** A ranking row as decided: the four named greeks plus the sandbox's rank, score and cluster fields. */
export const decidedFlowRankingRow = z.object({
  ...flowRankingRow.shape,
  rank: int,
  score: num,
  direction: z.enum(['bullish', 'bearish', 'neutral']),
  net_premium: num,
  orders: int,
  last_cluster_at: z.nullable(z.string()),
});
export const decidedFlowRankings = z.extend(decidedComputed, { rankings: z.array(decidedFlowRankingRow) });

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
export const decidedTapePage = z.extend(decidedComputed, { rows: z.array(decidedTapeRow) });

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
export const decidedAbnormalTrades = z.extend(decidedComputed, { trades: z.array(decidedAbnormalTrade) });

/**
 * Premium totals of a group of orders (`/v1/options-flow/summary`: the whole answer's `totals` and each
 * of `top_tickers`). The reference shows no field of the aggregates: these are the sandbox's names.
 */
export const premiumTotals = z.looseObject({
  ticker: z.optional(text),
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
export const flowSummary = z.extend(computed, {
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
export const activeContracts = z.extend(computed, { rows: z.array(activeContract) });

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
} satisfies ByEndpoint<z.ZodMiniType>;
