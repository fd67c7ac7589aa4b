/**
 * Payload types, each inferred from its schema in `schemas/` so that a type never drifts from the
 * schema beside it. Where the reference leaves a shape open, the type is the "decided" shape (the
 * reference's named fields plus the project's decisions, ARCHITECTURE.md): what the sandbox answers.
 * A reader of an upstream answer uses `AnswerOf<endpoint>` (the lenient reading) instead. Every price,
 * greek and IV is nullable: `null` means not observed and is never 0.
 */
import type { z } from 'zod';
import type {
  dataDelay,
  decidedComputed,
  decidedErrorBody,
  delayReason,
  exact,
  decidedTapeMarkers,
} from './schemas/common';
import type {
  decidedDirectionalRow,
  decidedDirectionalSnapshot,
  decidedTide,
  decidedTideBucket,
  decidedTideComponents,
  decidedTidePoint,
} from './schemas/directional';
import type {
  decidedGammaBasis,
  decidedGexStrikeRow,
  decidedGexSummary,
  decidedGexTimeseries,
  decidedGexTimeseriesPoint,
  decidedGreekExposure,
  decidedGreekExposureRow,
  decidedIntradayExposurePoint,
  decidedKeyLevels,
  keyLevelFields,
} from './schemas/gex';
import type {
  decidedAbnormalTrade,
  decidedFlowRankingRow,
  decidedFlowRankings,
  decidedTapeRow,
} from './schemas/intent-flow';
import type { decidedServiceHealth } from './schemas/service';
import type { decidedWatchlist } from './schemas/watchlist';

export type Finality = z.output<typeof exact.finality>;
export type DelayReason = NonNullable<z.output<typeof delayReason>>;

/** The data-delay block (`data` on endpoints that carry a delay; `feed` on dark-pool answers). */
export type DataDelay = z.output<typeof dataDelay>;
/** Markers that may appear on any tape-family answer (empty or not). */
export type TapeMarkers = z.output<z.ZodObject<typeof decidedTapeMarkers>>;
/** Metadata shared by computing endpoints. */
export type Computed = z.output<typeof decidedComputed>;
export type ErrorBody = z.output<typeof decidedErrorBody>;

// ---- intent flow ----

export type FlowRankingRow = z.output<typeof decidedFlowRankingRow>;
export type FlowRankings = z.output<typeof decidedFlowRankings>;

// ---- directional and tide ----

export type DirectionalRow = z.output<typeof decidedDirectionalRow>;
export type DirectionalSnapshot = z.output<typeof decidedDirectionalSnapshot>;
export type TideComponents = z.output<typeof decidedTideComponents>;
export type TideBucket = z.output<typeof decidedTideBucket>;
export type TidePoint = z.output<typeof decidedTidePoint>;
export type TideResponse = z.output<typeof decidedTide>;

// ---- GEX ----

export type GammaBasis = z.output<typeof decidedGammaBasis>;
export type GammaFlipType = NonNullable<z.output<(typeof keyLevelFields)['gamma_flip_type']>>;
export type KeyLevels = z.output<typeof decidedKeyLevels>;
export type GexSummary = z.output<typeof decidedGexSummary>;
export type GexStrikeRow = z.output<typeof decidedGexStrikeRow>;
export type GreekExposureRow = z.output<typeof decidedGreekExposureRow>;
export type GreekExposure = z.output<typeof decidedGreekExposure>;
export type IntradayExposurePoint = z.output<typeof decidedIntradayExposurePoint>;
export type GexTimeseriesPoint = z.output<typeof decidedGexTimeseriesPoint>;
export type GexTimeseries = z.output<typeof decidedGexTimeseries>;

// ---- flow tape ----

export type Direction = z.output<typeof exact.direction>;
export type { FlowOrder, FlowOrderBody } from './stream';
export type TapeRow = z.output<typeof decidedTapeRow>;
export type AbnormalTrade = z.output<typeof decidedAbnormalTrade>;

// ---- watchlist and health ----

export type WatchlistResponse = z.output<typeof decidedWatchlist>;
export type ServiceHealth = z.output<typeof decidedServiceHealth>;
