/**
 * Field types of the payloads the reference names. Every price, greek and IV is nullable: `null`
 * means not observed and is never 0. Fields the reference does not name are marked as the
 * project's own decision (ARCHITECTURE.md, Decisions) so that the sandbox and the app agree.
 */

export type Finality = 'provisional' | 'final';
export type DelayReason = 'source_license' | 'policy_off_watchlist';

/** The data-delay block (`data` on endpoints that carry a delay). */
export interface DataDelay {
  readonly realtime: boolean;
  readonly delay_seconds: number;
  readonly delay_reason: DelayReason | null;
  readonly as_of: string;
  /** Dark pool: the feed basis. */
  readonly feed?: string;
}

/** Markers that may appear on any tape-family answer (empty or not). */
export interface TapeMarkers {
  readonly stale_live_window?: boolean;
  readonly hint?: string;
  readonly degraded?: boolean;
}

/** Metadata shared by computing endpoints. */
export interface Computed extends TapeMarkers {
  readonly session: string;
  readonly as_of: string | null;
  readonly computed_at: string;
  readonly finality: Finality;
  readonly data?: DataDelay;
}

export interface ErrorBody {
  readonly error: string;
  readonly message: string;
  readonly detail?: unknown;
}

// ---- intent flow ----

export interface FlowRankingRow {
  readonly ticker: string;
  readonly rank: number;
  readonly score: number | null;
  readonly direction: 'bullish' | 'bearish' | 'neutral';
  readonly net_premium: number | null;
  readonly orders: number;
  readonly net_delta_last: number | null;
  readonly net_gamma_last: number | null;
  readonly net_vega_last: number | null;
  readonly net_theta_last: number | null;
  readonly last_cluster_at: string | null;
}

export interface FlowRankings extends Computed {
  readonly rankings: readonly FlowRankingRow[];
}

// ---- directional ----

export interface DirectionalRow {
  readonly ticker: string;
  readonly call_buy_pressure: number;
  readonly call_sell_pressure: number;
  readonly put_buy_pressure: number;
  readonly put_sell_pressure: number;
  readonly directional_score: number;
  /** null when neither call buying nor put buying was observed (0/0). */
  readonly imbalance_score: number | null;
  readonly orders: number;
}

export interface DirectionalSnapshot extends Omit<Computed, 'data'> {
  // `data` is the row list here (the reference names it so), so the delay block is not carried.
  readonly data: readonly DirectionalRow[];
  readonly tickers_count: number;
  readonly max_display: number;
  readonly basis: { readonly calibration: 'none'; readonly measure_type: string };
}

// ---- tide ----

export interface TideComponents {
  readonly call_premium_bought: number;
  readonly call_premium_sold: number;
  readonly put_premium_bought: number;
  readonly put_premium_sold: number;
}

export interface TideBucket extends TideComponents {
  readonly bucket: string;
  readonly net_premium: number;
}

export interface TidePoint {
  readonly t: string;
  readonly cum_net_premium: number;
  readonly cum_directional: number;
  readonly cum_call_net: number;
  readonly cum_put_net: number;
}

export interface TideResponse extends Computed, TideComponents {
  readonly scope: { readonly kind: 'market' | 'sector' | 'ticker'; readonly key: string };
  readonly net_premium: number;
  readonly directional_reading: number;
  readonly by_dte: readonly TideBucket[];
  readonly breakdown: readonly (TideBucket & {
    readonly moneyness: 'itm' | 'atm' | 'otm';
    readonly option_type: 'call' | 'put';
  })[];
  readonly curve: readonly TidePoint[];
  readonly orders_count: number;
  readonly basis: {
    readonly measure_type: 'accounting_net_premium';
    readonly calibration: 'none';
    readonly methodology_version: string;
  };
}

// ---- GEX ----

export type GammaBasis = 'parity_display_spot' | 'vendor_snapshot';
export type GammaFlipType = 'global_cumulative' | 'local_per_strike';

export interface KeyLevels {
  readonly spot: number | null;
  readonly gamma_flip: number | null;
  readonly gamma_flip_type: GammaFlipType | null;
  readonly global_gamma_flip: number | null;
  readonly local_gamma_transition: number | null;
  readonly gamma_regime: 'long' | 'short' | null;
  readonly call_wall: number | null;
  readonly put_wall: number | null;
  readonly max_pain: number | null;
  readonly max_pain_expiry: string | null;
  readonly wall_basis: string;
  readonly max_pain_basis: string;
  readonly net_call_wall: number | null;
  readonly net_put_wall: number | null;
  readonly max_pain_blended: number | null;
}

export interface GexSummary {
  readonly gamma_basis: GammaBasis;
  readonly dte_filter: string;
  readonly structural_gex: number;
  readonly flow_gex: number;
  readonly net_gex: number;
  readonly flow_included: boolean;
  readonly key_levels: KeyLevels;
  readonly key_levels_structural?: KeyLevels;
  readonly flow_source?: 'computed_from_streaming' | 'computed_from_archive' | 'historical_no_flow';
  readonly flow_orders_count?: number;
  readonly basis?: Readonly<Record<string, string>>;
  readonly snapshot_slot?: 'AM' | 'PM';
}

export interface GexStrikeRow {
  readonly strike: number;
  readonly call_gex: number;
  readonly put_gex: number;
  readonly net_gex: number;
  readonly flow_gex?: number;
  readonly call_oi: number;
  readonly put_oi: number;
  readonly cumulative_net_gex?: number;
}

export interface GreekExposureRow {
  readonly call_gex: number;
  readonly put_gex: number;
  readonly net_gex: number;
  readonly call_charm: number;
  readonly put_charm: number;
  readonly net_charm: number;
  readonly call_vanna: number;
  readonly put_vanna: number;
  readonly net_vanna: number;
  readonly call_oi: number;
  readonly put_oi: number;
}

export interface GreekExposure extends Computed {
  readonly ticker: string;
  readonly spot: number | null;
  readonly gamma_basis: GammaBasis;
  readonly by_strike: readonly (GreekExposureRow & { readonly strike: number })[];
  readonly by_expiry: readonly (GreekExposureRow & { readonly expiry: string; readonly dte: number })[];
  readonly strike_expiry?: readonly (GreekExposureRow & { readonly strike: number; readonly expiry: string })[];
}

export interface IntradayExposurePoint {
  readonly t: string;
  readonly spot: number | null;
  readonly net_gex: number;
  readonly net_charm: number;
  readonly net_vanna: number;
  readonly call_gex: number;
  readonly put_gex: number;
}

export interface GexTimeseriesPoint {
  readonly session: string;
  readonly gamma_basis: GammaBasis;
  readonly spot: number | null;
  readonly gamma_flip: number | null;
  readonly max_pain: number | null;
  readonly net_gex: number;
  readonly call_wall: number | null;
  readonly put_wall: number | null;
}

export interface GexTimeseries {
  readonly ticker: string;
  readonly gamma_basis: GammaBasis | null;
  readonly basis_mixed: boolean;
  readonly gamma_bases: readonly GammaBasis[];
  readonly points: readonly GexTimeseriesPoint[];
}

// ---- flow tape ----

export type Direction = 'buy' | 'sell' | 'neutral';

export type { FlowOrder, FlowOrderBody } from './stream';

/** A REST tape row: the reference names direction, direction_confidence, implied_volatility, delta, enrich_status, event_id; the rest is our normalised decision. */
export interface TapeRow {
  readonly event_id: string;
  readonly ticker: string;
  readonly session: string;
  readonly executed_at: string;
  readonly ts_ms: number;
  readonly option_symbol: string;
  readonly option_type: 'call' | 'put';
  readonly strike: number;
  readonly expiration: string;
  readonly dte: number;
  readonly contracts: number;
  readonly premium: number;
  readonly price: number | null;
  readonly bid: number | null;
  readonly ask: number | null;
  readonly spot: number | null;
  readonly direction: Direction;
  readonly direction_confidence: number;
  readonly implied_volatility: number | null;
  readonly delta: number | null;
  readonly order_type: string;
  readonly enrich_status: string;
}

export interface AbnormalTrade {
  readonly event_id: string;
  readonly ticker: string;
  readonly side: Direction;
  readonly premium: number;
  readonly timestamp: string;
  readonly option_symbol: string;
  readonly option_type: 'call' | 'put';
  readonly strike: number;
  readonly expiration: string;
  readonly contracts: number;
  readonly p99_threshold: number;
  readonly spot: number | null;
  readonly implied_volatility: number | null;
}

// ---- watchlist ----

export interface WatchlistResponse {
  readonly symbols: readonly string[];
  readonly max_active: number;
  readonly max_daily_additions: number;
}

// ---- health ----

export interface ServiceHealth {
  readonly status: string;
  readonly service: string;
  readonly version: string;
  readonly ws_connections: number;
}
