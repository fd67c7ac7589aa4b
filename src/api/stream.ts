/**
 * Stream messages of /v1/ws/flow and /v1/ws/abnormal-trades (Document B, Events) as schemas, so a
 * receiver parses and validates each frame instead of casting it, and the close codes.
 */
import { z } from 'zod';

export const CLOSE_CODES = {
  invalidKey: 4001,
  tierBelowPro: 4003,
  connectionLimit: 4008,
  flowBudgetExhausted: 4029,
} as const;

export const CLOSE_REASONS: Readonly<Record<number, string>> = {
  4001: 'missing or invalid API key',
  4003: 'key tier below Pro',
  4008: 'connection limit reached for this key (2 per endpoint)',
  4029: 'daily flow-row budget exhausted; resets 00:00 UTC',
};

/** Sockets per stream endpoint per key. */
export const MAX_SOCKETS_PER_ENDPOINT = 2;
export const HEARTBEAT_INTERVAL_MS = 30_000;

const nullableNumber = z.number().nullable();

export const flowOrderBodySchema = z.object({
  timestamp: z.string(),
  option_ticker: z.string(),
  option_type: z.enum(['call', 'put']),
  strike: z.number(),
  expiration: z.string(),
  total_contracts: z.number().int(),
  premium: z.number(),
  total_notional: z.number(),
  avg_price: nullableNumber,
  avg_bid: nullableNumber,
  avg_ask: nullableNumber,
  direction: z.enum(['buy', 'sell', 'neutral']),
  direction_confidence: z.number().min(0).max(1),
  order_type: z.string(),
  spot_price: nullableNumber,
  implied_volatility: nullableNumber,
  delta: nullableNumber,
  trade_count: z.number().int(),
  exchange_count: z.number().int(),
  time_span_ms: z.number().int(),
  enrich_status: z.string(),
});

export const flowOrderSchema = z.object({
  ticker: z.string(),
  event_id: z.string(),
  session_date: z.string(),
  ts_ms: z.number().int(),
  order: flowOrderBodySchema,
});

export const abnormalTradeSchema = z
  .object({
    event_id: z.string(),
    ticker: z.string(),
    side: z.enum(['buy', 'sell', 'neutral']),
    premium: z.number(),
  })
  .loose();

export const subscribeMessageSchema = z.object({
  type: z.literal('subscribe'),
  tickers: z.array(z.string()),
});

/** Server → client messages on either stream. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('flow_order'), data: flowOrderSchema }),
  z.object({ type: z.literal('abnormal_trade'), data: abnormalTradeSchema }),
  z.object({ type: z.literal('heartbeat'), ts: z.string() }),
  z.object({ type: z.literal('subscribed'), tickers: z.array(z.string()), rejected: z.array(z.string()).optional() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);

export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type SubscribeMessage = z.infer<typeof subscribeMessageSchema>;
export type FlowOrderMessage = Extract<ServerMessage, { type: 'flow_order' }>;

/** Parse one text frame; returns null (never throws) for anything that is not a valid message. */
export function parseServerMessage(text: string): ServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const r = serverMessageSchema.safeParse(json);
  return r.success ? r.data : null;
}
