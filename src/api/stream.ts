/**
 * Stream messages of /v1/ws/flow and /v1/ws/abnormal-trades (Document B, Events) as schemas, so a
 * receiver parses and validates each frame instead of casting it, and the close codes.
 */
import { z } from 'zod';
import type { DriftIssue } from './drift';
import { optionType, tradeDirection } from './schemas/common';

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

/*
 * Read leniently what the reference leaves open: enum case is normalised, extra fields are kept, numbers
 * may be null or missing (null = not observed), abnormal trades need no event_id, heartbeat ts may be a
 * number. `readServerMessage` still reports every departure from the reference's written shape as drift.
 */
const nullableNumber = z.number().nullable().default(null);

export const flowOrderBodySchema = z
  .object({
    timestamp: z.string(),
    option_ticker: z.string(),
    option_type: optionType,
    strike: z.number(),
    expiration: z.string(),
    total_contracts: z.number().int(),
    premium: z.number(),
    total_notional: z.number(),
    avg_price: nullableNumber,
    avg_bid: nullableNumber,
    avg_ask: nullableNumber,
    direction: tradeDirection,
    direction_confidence: z.number(),
    order_type: z.string(),
    spot_price: nullableNumber,
    implied_volatility: nullableNumber,
    delta: nullableNumber,
    trade_count: z.number().int(),
    exchange_count: z.number().int(),
    time_span_ms: z.number().int(),
    enrich_status: z.string(),
  })
  .loose();

export const flowOrderSchema = z
  .object({
    ticker: z.string(),
    event_id: z.string(),
    session_date: z.string(),
    ts_ms: z.number().int(),
    order: flowOrderBodySchema,
  })
  .loose();

export const abnormalTradeSchema = z
  .object({
    event_id: z.string().optional(),
    ticker: z.string(),
    side: tradeDirection,
    premium: z.number(),
  })
  .loose();

/**
 * The `flow_order` frame as the reference writes it (Document B, Events table): what the sandbox sends,
 * and what drift is named against. Prices are nullable, as the common conventions ask of every price,
 * Greek and IV field. The app reads through the lenient schemas above.
 */
export const writtenFlowOrderBodySchema = z.object({
  timestamp: z.string(),
  option_ticker: z.string(),
  option_type: z.enum(['call', 'put']),
  strike: z.number(),
  expiration: z.string(),
  total_contracts: z.number().int(),
  premium: z.number(),
  total_notional: z.number(),
  avg_price: z.number().nullable(),
  avg_bid: z.number().nullable(),
  avg_ask: z.number().nullable(),
  direction: z.enum(['buy', 'sell', 'neutral']),
  direction_confidence: z.number().min(0).max(1),
  order_type: z.string(),
  spot_price: z.number().nullable(),
  implied_volatility: z.number().nullable(),
  delta: z.number().nullable(),
  trade_count: z.number().int(),
  exchange_count: z.number().int(),
  time_span_ms: z.number().int(),
  enrich_status: z.string(),
});
export const writtenFlowOrderSchema = z.object({
  ticker: z.string(),
  event_id: z.string(),
  session_date: z.string(),
  ts_ms: z.number().int(),
  order: writtenFlowOrderBodySchema,
});
/** The order body of a `flow_order` message, as the reference writes it. */
export type FlowOrderBody = z.infer<typeof writtenFlowOrderBodySchema>;
/** The `data` of a `flow_order` message, as the reference writes it. */
export type FlowOrder = z.infer<typeof writtenFlowOrderSchema>;
const writtenAbnormalSchema = z.object({
  ticker: z.string(),
  side: z.enum(['buy', 'sell', 'neutral']),
  premium: z.number(),
});

export const subscribeMessageSchema = z.object({
  type: z.literal('subscribe'),
  tickers: z.array(z.string()),
});

/** Server → client messages on either stream. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('flow_order'), data: flowOrderSchema }),
  z.object({ type: z.literal('abnormal_trade'), data: abnormalTradeSchema }),
  z.object({ type: z.literal('heartbeat'), ts: z.union([z.string(), z.number()]) }),
  z.object({ type: z.literal('subscribed'), tickers: z.array(z.string()), rejected: z.array(z.string()).optional() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);

export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type SubscribeMessage = z.infer<typeof subscribeMessageSchema>;
export type FlowOrderMessage = Extract<ServerMessage, { type: 'flow_order' }>;

export interface ReadFrame {
  /** The `type` the frame names; '' when it names none. */
  readonly type: string;
  /** The frame read leniently, or null when even the lenient reading fails (forward it raw anyway). */
  readonly message: ServerMessage | null;
  /** The parsed JSON as received, extra fields included. */
  readonly raw: Record<string, unknown>;
  /** Fields (e.g. `data.order.premium`) where the frame departs from what the reference writes. */
  readonly drift: readonly DriftIssue[];
}

function driftIssues(prefix: string, schema: z.ZodType, value: unknown): DriftIssue[] {
  const r = schema.safeParse(value);
  if (r.success) return [];
  const seen = new Map<string, DriftIssue>();
  for (const i of r.error.issues) {
    const path = [prefix, ...i.path.map(String)].join('.');
    if (!seen.has(path)) seen.set(path, { path, problem: i.message });
  }
  return [...seen.values()];
}

/** Read one text frame; null only for text that is not a JSON object. Never throws. */
export function readServerMessage(text: string): ReadFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const raw = json as Record<string, unknown>;
  const type = typeof raw.type === 'string' ? raw.type : '';
  const r = serverMessageSchema.safeParse(raw);
  const message = r.success ? r.data : null;
  const drift =
    type === 'flow_order'
      ? driftIssues('data', writtenFlowOrderSchema, raw.data)
      : type === 'abnormal_trade'
        ? driftIssues('data', writtenAbnormalSchema, raw.data)
        : r.success
          ? []
          : driftIssues('', serverMessageSchema, raw).map((i) => ({ ...i, path: i.path.replace(/^\./, '') }));
  return { type, message, raw, drift };
}

/** Parse one text frame leniently; null (never throws) only when even the lenient reading fails. */
export function parseServerMessage(text: string): ServerMessage | null {
  return readServerMessage(text)?.message ?? null;
}
