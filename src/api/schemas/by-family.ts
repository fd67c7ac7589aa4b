/**
 * The answer schemas of each registry family, loaded when an answer of the family is first read: the
 * app reads through these, so a page loads the schemas of the families it reads and no others. The
 * server reads through index.ts, which holds them all. by-family.test.ts checks that both agree.
 */
import type { z } from 'zod/mini';
import type { EndpointSpec, Family } from '../endpoint';

type Schemas = Readonly<Record<string, z.ZodMiniType>>;

const service = async (): Promise<Schemas> => (await import('./service')).SERVICE_SCHEMAS;
const intentFlow = async (): Promise<Schemas> => (await import('./intent-flow')).INTENT_FLOW_SCHEMAS;
const directional = async (): Promise<Schemas> => (await import('./directional')).DIRECTIONAL_SCHEMAS;
const tickerData = async (): Promise<Schemas> => (await import('./ticker-data')).TICKER_DATA_SCHEMAS;
const markets = async (): Promise<Schemas> => (await import('./markets')).MARKETS_SCHEMAS;

// A family whose endpoints' schemas sit in two files lists both.
const LOADERS: Readonly<Record<Family, readonly (() => Promise<Schemas>)[]>> = {
  health: [service],
  account: [service],
  'intent-flow': [intentFlow],
  momentum: [intentFlow],
  'abnormal-trades': [intentFlow],
  'options-flow': [intentFlow],
  earnings: [async () => (await import('./earnings')).EARNINGS_SCHEMAS],
  economic: [async () => (await import('./economic')).ECONOMIC_SCHEMAS],
  directional: [directional],
  tide: [directional],
  gex: [async () => (await import('./gex')).GEX_SCHEMAS],
  darkpool: [async () => (await import('./darkpool')).DARKPOOL_SCHEMAS],
  volatility: [async () => (await import('./volatility')).VOLATILITY_SCHEMAS],
  'open-interest': [async () => (await import('./open-interest')).OPEN_INTEREST_SCHEMAS],
  contracts: [intentFlow, async () => (await import('./contracts')).CONTRACTS_SCHEMAS],
  quotes: [
    async () => (await import('./watchlist')).WATCHLIST_SCHEMAS,
    async () => (await import('./quotes')).QUOTES_SCHEMAS,
  ],
  screener: [markets],
  congress: [markets],
  catalysts: [markets],
  seasonality: [tickerData],
  fundamentals: [tickerData],
  insider: [tickerData],
  institutional: [tickerData],
  technicals: [tickerData],
  news: [tickerData],
  'short-interest': [tickerData],
  mcp: [],
};

/** The answer schema of an endpoint, its family's schemas loaded first; undefined for streams and MCP. */
export async function loadAnswerSchema(spec: Pick<EndpointSpec, 'id' | 'family'>): Promise<z.ZodMiniType | undefined> {
  const all = await Promise.all(LOADERS[spec.family].map((load) => load()));
  return all.find((schemas) => spec.id in schemas)?.[spec.id];
}
