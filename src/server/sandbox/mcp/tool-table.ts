/**
 * The 34 MCP tools of the reference (Document A, MCP server) and the tier matrix, each data tool
 * backed by a registry endpoint id so it answers from the same sandbox handler as the REST route.
 */
import type { EndpointId } from '../../../api/registry';

export type ToolTier = 'no_account' | 'free' | 'pro' | 'no_key';

export interface DataTool {
  readonly kind: 'data';
  /** Lowest tier allowed; no_account tools are also previews for free. */
  readonly tier: 'no_account' | 'free' | 'pro';
  /** Registry endpoint id answering the tool. */
  readonly endpoint: EndpointId;
  /** Rows kept for callers without an account (Document A, "Preview without an account"). */
  readonly noAccountRows?: number;
}

export interface AccountTool {
  readonly kind: 'account';
  readonly tier: 'no_key';
}

export type ToolSpec = DataTool | AccountTool;

const data = (tier: DataTool['tier'], endpoint: EndpointId, noAccountRows?: number): DataTool => ({
  kind: 'data',
  tier,
  endpoint,
  ...(noAccountRows === undefined ? {} : { noAccountRows }),
});
const account: AccountTool = { kind: 'account', tier: 'no_key' };

export const TOOLS: Readonly<Record<string, ToolSpec>> = {
  intent_flow_current: data('no_account', 'flow.current', 3),
  momentum_rankings: data('free', 'momentum.rankings'),
  abnormal_trades_current: data('no_account', 'abnormal.current', 3),
  directional_current: data('pro', 'directional.current'),
  market_tide: data('pro', 'tide.market'),
  sector_tide: data('pro', 'tide.sector'),
  darkpool_ranking: data('pro', 'darkpool.ranking'),
  earnings_current: data('pro', 'earnings.current'),
  economic_calendar: data('no_account', 'economic.calendar', 3),
  earnings_calendar: data('no_account', 'earnings.calendar', 3),
  gex_levels: data('no_account', 'gex.levels'),
  greek_exposure: data('pro', 'gex.greekExposure'),
  volatility_term_structure: data('free', 'volatility.termStructure'),
  volatility_movers: data('free', 'volatility.movers'),
  oi_movers: data('pro', 'oi.movers'),
  oi_timeseries: data('pro', 'oi.timeseries'),
  contract_chain: data('pro', 'contracts.chain'),
  contract_atm: data('pro', 'contracts.atm'),
  contract_historic: data('pro', 'contracts.historic'),
  stock_quote: data('pro', 'quotes.quote'),
  stock_candles: data('pro', 'quotes.candles'),
  technical_indicator: data('pro', 'technicals.indicator'),
  financials: data('pro', 'fundamentals.financials'),
  dividends: data('pro', 'fundamentals.dividends'),
  stock_splits: data('pro', 'fundamentals.splits'),
  stock_news: data('pro', 'news.ticker'),
  short_interest: data('pro', 'shortInterest.ticker'),
  short_volume: data('pro', 'shortVolume.ticker'),
  insider_trades: data('pro', 'insider.ticker'),
  seasonality: data('pro', 'seasonality.ticker'),
  screener: data('pro', 'screener.run'),
  register_free_key: account,
  confirm_registration: account,
  use_api_key: account,
};

/** GEX levels without an account or on free: SPY and QQQ only (Document A). */
export const PREVIEW_GEX_TICKERS: ReadonlySet<string> = new Set(['SPY', 'QQQ']);

/** Volatility on free: SPY, QQQ and seven large caps (the reference omits their names: assumed). */
export const PREVIEW_VOL_TICKERS: ReadonlySet<string> = new Set([
  'SPY',
  'QQQ',
  'AAPL',
  'MSFT',
  'NVDA',
  'AMZN',
  'GOOGL',
  'META',
  'TSLA',
]);

/** The tier a caller of `callerTier` may use the tool at: 'full', 'preview' or 'refused'. */
export function accessOf(tool: ToolSpec, callerTier: 'none' | 'free' | 'pro'): 'full' | 'preview' | 'refused' {
  if (tool.kind === 'account' || callerTier === 'pro') return 'full';
  if (tool.tier === 'pro') return 'refused';
  if (callerTier === 'free') return 'preview';
  return tool.tier === 'no_account' ? 'preview' : 'refused';
}
