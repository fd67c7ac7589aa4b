/** The answer schema of every REST endpoint of the registry, by endpoint id. */
import type { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import { DARKPOOL_SCHEMAS } from './darkpool';
import { DIRECTIONAL_SCHEMAS, decidedDirectionalSnapshot, decidedTide } from './directional';
import {
  GEX_SCHEMAS,
  decidedGexLevels,
  decidedGexProfile,
  decidedGexTimeseries,
  decidedGreekExposure,
  decidedIntradayExposures,
} from './gex';
import { INTENT_FLOW_SCHEMAS, decidedAbnormalTrades, decidedFlowRankings, decidedTapePage } from './intent-flow';
import { CONTRACTS_SCHEMAS } from './contracts';
import { EARNINGS_SCHEMAS } from './earnings';
import { ECONOMIC_SCHEMAS } from './economic';
import { MARKETS_SCHEMAS } from './markets';
import { QUOTES_SCHEMAS } from './quotes';
import { SERVICE_SCHEMAS, decidedServiceHealth } from './service';
import { TICKER_DATA_SCHEMAS } from './ticker-data';
import { WATCHLIST_SCHEMAS, decidedWatchlist } from './watchlist';
import { VOLATILITY_SCHEMAS } from './volatility';
import { OPEN_INTEREST_SCHEMAS } from './open-interest';

export const ANSWER_SCHEMAS = {
  ...INTENT_FLOW_SCHEMAS,
  ...DIRECTIONAL_SCHEMAS,
  ...GEX_SCHEMAS,
  ...DARKPOOL_SCHEMAS,
  ...VOLATILITY_SCHEMAS,
  ...OPEN_INTEREST_SCHEMAS,
  ...SERVICE_SCHEMAS,
  ...WATCHLIST_SCHEMAS,
  ...QUOTES_SCHEMAS,
  ...EARNINGS_SCHEMAS,
  ...ECONOMIC_SCHEMAS,
  ...CONTRACTS_SCHEMAS,
  ...MARKETS_SCHEMAS,
  ...TICKER_DATA_SCHEMAS,
} satisfies ByEndpoint<z.ZodMiniType>;

export type AnswerEndpointId = keyof typeof ANSWER_SCHEMAS;
/** The parsed (lenient) answer of an endpoint. */
export type AnswerOf<K extends AnswerEndpointId> = z.output<(typeof ANSWER_SCHEMAS)[K]>;

/** The schema of a REST endpoint (every one has one: registry.test.ts); undefined for streams and MCP. */
export function answerSchema(endpointId: string): z.ZodMiniType | undefined {
  return (ANSWER_SCHEMAS as Record<string, z.ZodMiniType>)[endpointId];
}

/**
 * The decided shape (schemas/common.ts) of the endpoints whose payload types the project names: what
 * the sandbox must answer so that those types tell the truth. Not used to read upstream answers.
 */
export const DECIDED_SCHEMAS = {
  'health.service': decidedServiceHealth,
  'quotes.watchlist': decidedWatchlist,
  'flow.current': decidedFlowRankings,
  'flow.session': decidedFlowRankings,
  'directional.current': decidedDirectionalSnapshot,
  'directional.session': decidedDirectionalSnapshot,
  'tide.market': decidedTide,
  'tide.sector': decidedTide,
  'tide.ticker': decidedTide,
  'gex.levels': decidedGexLevels,
  'gex.greekExposure': decidedGreekExposure,
  'gex.intraday': decidedIntradayExposures,
  'gex.withFlow': decidedGexProfile,
  'gex.profile': decidedGexProfile,
  'gex.timeseries': decidedGexTimeseries,
  'optionsFlow.tape': decidedTapePage,
  'optionsFlow.contract': decidedTapePage,
  'abnormal.current': decidedAbnormalTrades,
  'abnormal.session': decidedAbnormalTrades,
} satisfies Partial<Record<AnswerEndpointId, z.ZodMiniType>>;
