/**
 * Alerts a trader sets: the BFF's own extension, not the upstream's (the reference's `/v1/darkpool/alerts`
 * is a list of large blocks, a different thing). One schema serves the BFF (what it accepts, stores and
 * evaluates) and the app (what it sends and reads).
 * - `price_cross`: the ticker's price crosses a level (a gamma level, a dark-pool level, or a price the
 *   trader types), read from the flow stream's `spot_price`;
 * - `flow`: an order on the flow stream matches a condition (ticker, premium, side, type, lean, DTE);
 * - `iv_rank`: the ticker's IV rank (`/v1/volatility/{ticker}/iv-rank`) crosses a bound.
 */
import { z } from 'zod/mini';
import { ticker } from './ticker';

export const LEVEL_SOURCES = ['gamma_flip', 'call_wall', 'put_wall', 'max_pain', 'dp_level', 'price'] as const;
export type LevelSource = (typeof LEVEL_SOURCES)[number];
/** A level's source in words, as the list and a fire's message say it. */
export const LEVEL_SOURCE_NAMES: Readonly<Record<LevelSource, string>> = {
  gamma_flip: 'gamma flip',
  call_wall: 'call wall',
  put_wall: 'put wall',
  max_pain: 'max pain',
  dp_level: 'dark-pool level',
  price: 'price',
};

export const CROSS_DIRECTIONS = ['above', 'below', 'either'] as const;
export type CrossDirection = (typeof CROSS_DIRECTIONS)[number];

export const priceCrossRule = z.object({
  kind: z.literal('price_cross'),
  ticker,
  level: z.number().check(z.positive()),
  /** Where the level came from, shown with it ("call wall 150"); `price` is a price typed in. */
  source: z.enum(LEVEL_SOURCES),
  direction: z.enum(CROSS_DIRECTIONS),
});

const dte = z.nullable(z.int().check(z.minimum(0), z.maximum(3650)));

export const flowRule = z
  .object({
    kind: z.literal('flow'),
    /** Null: any ticker the stream carries (the tickers other panels and alerts subscribe to). */
    ticker: z.nullable(ticker),
    min_premium: z.nullable(z.number().check(z.nonnegative())),
    side: z.nullable(z.enum(['buy', 'sell'])),
    option_type: z.nullable(z.enum(['call', 'put'])),
    lean: z.nullable(z.enum(['bullish', 'bearish'])),
    min_dte: dte,
    max_dte: dte,
  })
  .check(
    z.refine((r) => r.min_dte === null || r.max_dte === null || r.min_dte <= r.max_dte, {
      message: 'min_dte is at most max_dte',
      path: ['max_dte'],
    }),
  );

export const ivRankRule = z.object({
  kind: z.literal('iv_rank'),
  ticker,
  /** On the service's 0–1 rank scale. */
  bound: z.number().check(z.minimum(0), z.maximum(1)),
  direction: z.enum(['above', 'below']),
});

export const alertRuleSchema = z.discriminatedUnion('kind', [priceCrossRule, flowRule, ivRankRule]);
export type AlertRule = z.output<typeof alertRuleSchema>;
export type PriceCrossRule = z.output<typeof priceCrossRule>;
export type FlowRule = z.output<typeof flowRule>;
export type IvRankRule = z.output<typeof ivRankRule>;

/** What `POST /api/alerts` takes: a rule and an optional note. */
export const newAlertSchema = z.object({
  rule: alertRuleSchema,
  note: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
});

export interface TraderAlert {
  readonly id: string;
  readonly rule: AlertRule;
  readonly note: string;
  readonly created_at: string;
  /**
   * What the alert can see: `watching` once its ticker is on the stream (or its IV rank is read),
   * `not_streamed` when the service refused the ticker (outside the real-time watchlist), `waiting` before
   * the first reading, `fired` for a one-shot alert that fired and waits to be re-armed.
   */
  readonly status: 'watching' | 'not_streamed' | 'waiting' | 'fired';
  /** When a one-shot alert (price crossing, IV rank) fired; it watches again once re-armed. */
  readonly fired_at: string | null;
  /** The last value read for it (price or IV rank), null before any. */
  readonly last_value: number | null;
}

export interface AlertFire {
  /** Rising: a client that reconnects asks for fires after the last id it saw. */
  readonly id: number;
  readonly alert_id: string;
  readonly fired_at: string;
  /** One line a toast shows ("NVDA crossed above call wall 150.00 at 150.12"). */
  readonly message: string;
  readonly value: number | null;
  /** The flow order that fired it, for a flow alert. */
  readonly event_id: string | null;
}

export interface AlertsAnswer {
  readonly alerts: readonly TraderAlert[];
  /** Newest first. */
  readonly fired: readonly AlertFire[];
}

/** Server-sent event name of a fire on `GET /api/alerts/events`. */
export const ALERT_FIRE_EVENT = 'fired';
