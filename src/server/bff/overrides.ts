/**
 * What tests and benches may change of a BFF beside its configuration: clocks, limits, timings and where
 * the log goes. `startBff` (app.ts) takes them; production passes none.
 */
import type { GovernorOptions } from './budget/governor';
import type { StreamClusterOptions } from './shared/stream-cluster';
import type { StreamHubOptions } from './stream/stream-hub';

export interface BffOverrides {
  readonly governor?: Partial<Pick<GovernorOptions, 'minuteLimit' | 'dayLimit' | 'maxInteractiveWaitMs' | 'reserve'>>;
  /**
   * The wall clock of the request budgets (the minute window, the UTC day, the row budget), here and in
   * the embedded sandbox; tests set it to the middle of the day so that no test straddles the day's turn.
   */
  readonly budgetNow?: () => number;
  /** Clock of the answer cache (tests move it to make answers stale). */
  readonly cacheNow?: () => number;
  readonly upstreamTimeoutMs?: number;
  /** How often the alert engine reads the IV rank (default: the endpoint's refresh interval). */
  readonly alertIvEveryMs?: number;
  readonly clientRateLimit?: number;
  /** Sign-in throttle timing (tests shorten the first wait). */
  readonly signInThrottle?: { readonly freeFailures?: number; readonly baseDelayMs?: number };
  /** Sandbox mode: extra keys for the embedded sandbox; the first is the one the BFF uses. */
  readonly sandboxKeys?: Record<string, 'pro' | 'free'>;
  readonly sandboxHeartbeatMs?: number;
  readonly hub?: Partial<
    Pick<
      StreamHubOptions,
      | 'pingMs'
      | 'highWaterBytes'
      | 'idleCloseMs'
      | 'backoffBaseMs'
      | 'backoffCapMs'
      | 'authCooldownMs'
      | 'connectionLimitPauseMs'
      | 'gapPassMarginMs'
      | 'gapPassMaxWaitMs'
    >
  >;
  /** Lease timing of the shared streams (REDIS_URL; tests shorten it). */
  readonly cluster?: StreamClusterOptions;
  /** Where log lines go (tests capture them to prove the key is never written). */
  readonly logDestination?: { write(line: string): unknown };
}
