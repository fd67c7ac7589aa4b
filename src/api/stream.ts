/**
 * Stream messages of /v1/ws/flow and /v1/ws/abnormal-trades (Document B, Events) as schemas, so a
 * receiver reads each frame instead of casting it, and the close codes.
 *
 * Two readings of every frame. The lenient schemas are what the BFF and the app go by: a frame is read
 * exactly as REST answers are (src/api/check-answer.ts): decimal strings as numbers, enums in any case,
 * `C`/`P` as call/put, a value that cannot be read, or is missing, as null ("—"); extra fields are kept.
 * The written schemas are the reference's own shape, what the sandbox sends, and what drift is named
 * against. A frame is unreadable only when it is not a JSON object, names no `type`, or a row frame
 * (`flow_order`, `abnormal_trade`) carries no `data` object; any other difference is drift, and the row
 * is delivered with it.
 */
import { z } from 'zod/mini';
import { abnormalTrade } from './schemas/intent-flow';
import type { DriftIssue } from './drift';
import { coercions, IssueSet, isRecord, problemOf } from './read-coercions';
import { count, num, optionType, text, tradeDirection } from './schemas/common';

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
/** The reference's heartbeat interval; a service may send on another (see `heartbeatLateAfterMs`). */
export const HEARTBEAT_INTERVAL_MS = 30_000;

/**
 * How long a stream may stay silent before it is called late: three times the longest heartbeat interval
 * seen, never under 90 s, so a service on 10 s, 30 s or 60 s heartbeats is not flagged between two beats.
 */
export function heartbeatLateAfterMs(longestIntervalSeenMs: number | null | undefined): number {
  return 3 * Math.max(HEARTBEAT_INTERVAL_MS, longestIntervalSeenMs ?? 0);
}

/**
 * A word from an open set the reference names by example (`order_type` "sweep", `enrich_status`): read
 * in lower case, so `SWEEP` and `sweep` are one order type; the drift walk names the case.
 */
export const openWord = z.catch(
  z.nullable(
    z.pipe(
      z.string(),
      z.transform((s) => s.trim().toLowerCase() || null),
    ),
  ),
  null,
);

/** The order of a `flow_order` as read. */
const ORDER_FIELDS = {
  timestamp: text,
  option_ticker: text,
  option_type: optionType,
  strike: num,
  expiration: text,
  total_contracts: count,
  premium: num,
  total_notional: num,
  avg_price: num,
  avg_bid: num,
  avg_ask: num,
  direction: tradeDirection,
  direction_confidence: num,
  order_type: openWord,
  spot_price: num,
  implied_volatility: num,
  delta: num,
  trade_count: count,
  exchange_count: count,
  time_span_ms: count,
  enrich_status: openWord,
};

export const flowOrderBodySchema = z.looseObject(ORDER_FIELDS);

/** A `flow_order`'s data, read leniently; an `order` that is not an object reads with every field null. */
export const flowOrderSchema = z.looseObject({
  ticker: text,
  event_id: text,
  session_date: text,
  ts_ms: num,
  order: z.pipe(
    z.transform((v) => (isRecord(v) ? v : {})),
    flowOrderBodySchema,
  ),
});

/** An abnormal trade, read leniently; the reference names `ticker`, `side` and `premium` (no event_id). */
/** The `data` of an `abnormal_trade` frame: the same record as the REST answers' (schemas/intent-flow.ts). */
export const abnormalTradeSchema = abnormalTrade;

/** The data of a `flow_order` frame as read: every field the reference writes, null when not read. */
export type FlowOrderData = z.output<typeof flowOrderSchema>;
export type AbnormalTradeData = z.output<typeof abnormalTradeSchema>;

/**
 * The `flow_order` frame as the reference writes it (Document B, Events table): what the sandbox sends,
 * and what drift is named against. Prices are nullable, as the common conventions ask of every price,
 * Greek and IV field.
 */
export const writtenFlowOrderBodySchema = z.object({
  timestamp: z.string(),
  option_ticker: z.string(),
  option_type: z.enum(['call', 'put']),
  strike: z.number(),
  expiration: z.string(),
  total_contracts: z.int(),
  premium: z.number(),
  total_notional: z.number(),
  avg_price: z.nullable(z.number()),
  avg_bid: z.nullable(z.number()),
  avg_ask: z.nullable(z.number()),
  direction: z.enum(['buy', 'sell', 'neutral']),
  direction_confidence: z.number().check(z.minimum(0)).check(z.maximum(1)),
  order_type: z.string(),
  spot_price: z.nullable(z.number()),
  implied_volatility: z.nullable(z.number()),
  delta: z.nullable(z.number()),
  trade_count: z.int(),
  exchange_count: z.int(),
  time_span_ms: z.int(),
  enrich_status: z.string(),
});
export const writtenFlowOrderSchema = z.object({
  ticker: z.string(),
  event_id: z.string(),
  session_date: z.string(),
  ts_ms: z.int(),
  order: writtenFlowOrderBodySchema,
});
/** The order body of a `flow_order` message, as the reference writes it. */
export type FlowOrderBody = z.infer<typeof writtenFlowOrderBodySchema>;
/** The `data` of a `flow_order` message, as the reference writes it. */
export type FlowOrder = z.infer<typeof writtenFlowOrderSchema>;
/** An abnormal trade as the reference writes it (extra fields allowed, no event_id required). */
export const writtenAbnormalTradeSchema = z.object({
  ticker: z.string(),
  side: z.enum(['buy', 'sell', 'neutral']),
  premium: z.number(),
});

export const subscribeMessageSchema = z.object({
  type: z.literal('subscribe'),
  tickers: z.array(z.string()),
});

/**
 * The reference writes the error frame as "error: error message" and leaves the field open: the text is
 * read from `message`, else `error`, else `detail` (a string, or an object carrying `message`).
 */
const errorText = z.catch(
  z.optional(
    z.union([
      z.string(),
      z.pipe(
        z.looseObject({ message: z.string() }),
        z.transform((o) => o.message),
      ),
    ]),
  ),
  undefined,
);
const errorFrameSchema = z.pipe(
  z.looseObject({ type: z.literal('error'), message: errorText, error: errorText, detail: errorText }),
  z.transform(({ message, error, detail, ...rest }) => ({
    ...rest,
    type: rest.type,
    message: message ?? error ?? detail ?? null,
  })),
);

const tickerList = z.catch(z.nullable(z.array(z.string())), null);

/** Server → client messages on either stream, read leniently, by `type`. */
const FRAME_SCHEMAS = {
  flow_order: z.looseObject({ type: z.literal('flow_order'), data: flowOrderSchema }),
  abnormal_trade: z.looseObject({ type: z.literal('abnormal_trade'), data: abnormalTradeSchema }),
  heartbeat: z.looseObject({
    type: z.literal('heartbeat'),
    ts: z.catch(z.nullable(z.union([z.string(), z.number()])), null),
  }),
  /** `tickers` null: the answer named no list the hub can read (taken as the union asked for). */
  subscribed: z.looseObject({ type: z.literal('subscribed'), tickers: tickerList, rejected: z.optional(tickerList) }),
  error: errorFrameSchema,
};
type FrameType = keyof typeof FRAME_SCHEMAS;

/** The same messages as the reference writes them. */
const WRITTEN_FRAMES: Record<FrameType, z.ZodMiniType> = {
  flow_order: z.object({ type: z.literal('flow_order'), data: writtenFlowOrderSchema }),
  abnormal_trade: z.object({ type: z.literal('abnormal_trade'), data: writtenAbnormalTradeSchema }),
  heartbeat: z.object({ type: z.literal('heartbeat'), ts: z.union([z.string(), z.number()]) }),
  subscribed: z.object({
    type: z.literal('subscribed'),
    tickers: z.array(z.string()),
    rejected: z.optional(z.array(z.string())),
  }),
  error: z.object({ type: z.literal('error'), message: z.string() }),
};

export type ServerMessage = { [K in FrameType]: z.output<(typeof FRAME_SCHEMAS)[K]> }[FrameType];
export type SubscribeMessage = z.infer<typeof subscribeMessageSchema>;
export type FlowOrderMessage = Extract<ServerMessage, { type: 'flow_order' }>;

export interface ReadFrame {
  /** The `type` the frame names; '' when it names none. */
  readonly type: string;
  /** The frame read leniently, or null when it is unreadable (forward it raw anyway). */
  readonly message: ServerMessage | null;
  /** The parsed JSON as received, extra fields included. */
  readonly raw: Record<string, unknown>;
  /** Fields (e.g. `data.order.premium`) where the frame departs from what the reference writes. */
  readonly drift: readonly DriftIssue[];
}

function isFrameType(t: string): t is FrameType {
  return Object.hasOwn(FRAME_SCHEMAS, t);
}

/** Read one parsed frame; see the module comment for what is unreadable. Never throws. */
export function readFrame(raw: Record<string, unknown>): ReadFrame {
  const type = typeof raw.type === 'string' ? raw.type : '';
  if (!isFrameType(type)) {
    const problem = type === '' ? 'missing' : `unknown frame type "${type.slice(0, 40)}"`;
    return { type, message: null, raw, drift: [{ path: 'type', problem }] };
  }
  const issues = new IssueSet();
  const r = FRAME_SCHEMAS[type].safeParse(raw);
  if (r.success) coercions(raw, r.data, [], issues);
  // What the walk did not name (a structure, a bound, a required field the lenient reading does not need).
  const written = WRITTEN_FRAMES[type].safeParse(raw);
  if (!written.success) for (const i of written.error.issues) issues.add(i.path, problemOf(i));
  return { type, message: r.success ? (r.data as ServerMessage) : null, raw, drift: issues.list() };
}

/** Read one text frame; null only for text that is not a JSON object. Never throws. */
export function readServerMessage(text: string): ReadFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  return isRecord(json) ? readFrame(json) : null;
}

/** Parse one text frame leniently; null (never throws) when it is unreadable. */
export function parseServerMessage(text: string): ServerMessage | null {
  return readServerMessage(text)?.message ?? null;
}
