/** Intent flow, momentum, abnormal trades and the options-flow tape (reference: Flow ranking row, tape). */
import { z } from 'zod';
import { computed, computedFields, dataDelay, num, openRow, sessionList, tapeMarkers, withRows } from './common';

/** The four greek fields are the only named fields of a ranking row. */
export const flowRankingRow = z.looseObject({
  ticker: z.string(),
  net_delta_last: num,
  net_gamma_last: num,
  net_vega_last: num,
  net_theta_last: num,
});

export const flowRankings = computed.extend({ ...tapeMarkers, rankings: z.array(flowRankingRow) });

/** Tape row: names seen, full shape not shown, so every field is optional but typed. */
export const tapeRow = z.looseObject({
  event_id: z.string().optional(),
  direction: z.string().optional(),
  direction_confidence: num.optional(),
  implied_volatility: num.optional(),
  delta: num.optional(),
  enrich_status: z.string().optional(),
});

export const tapePage = z.looseObject({
  ...computedFields,
  ...tapeMarkers,
  data: dataDelay.optional(),
  rows: z.array(tapeRow),
});

/** Abnormal-trade record: `ticker`, `side`, `premium` are named. */
export const abnormalTrade = z.looseObject({ ticker: z.string(), side: z.string(), premium: num });
export const abnormalTrades = computed.extend({ ...tapeMarkers, trades: z.array(abnormalTrade) });

export const INTENT_FLOW_SCHEMAS = {
  'flow.sessions': sessionList,
  'flow.current': flowRankings,
  'flow.session': flowRankings,
  'flow.ticker': computed,
  'momentum.rankings': withRows('rankings', openRow).extend(tapeMarkers),
  'momentum.history': z.looseObject({ history: z.array(openRow) }),
  'abnormal.current': abnormalTrades,
  'abnormal.session': abnormalTrades,
  'optionsFlow.tape': tapePage,
  'optionsFlow.contract': tapePage,
  'optionsFlow.summary': computed,
  'optionsFlow.contracts': withRows('rows', openRow),
  'contracts.trades': tapePage,
} satisfies Record<string, z.ZodType>;
