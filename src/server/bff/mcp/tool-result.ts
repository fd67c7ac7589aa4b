/**
 * Reading an MCP tool result (the reference shows no output schema): the JSON it carries, wherever it
 * carries it, and a refused call as the REST status its error names: a 4xx, which nobody retries,
 * unless its code names one of the service's own failures (upstream unavailable, still building).
 */
import { ErrorCode, type McpError } from '@modelcontextprotocol/sdk/types.js';
import { DOOR_FAILURES } from '../../../api/doors';

export type ToolResultJson =
  | { readonly kind: 'json'; readonly value: unknown }
  /** No block parsed as JSON: the text, for a drift mark. */
  | { readonly kind: 'text'; readonly text: string };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parsedObjectOrList(text: string): unknown {
  const t = text.trim();
  if (!t.startsWith('{') && !t.startsWith('[')) return undefined;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A result's JSON: `structuredContent` when given, else the first text block that parses as a JSON
 * object or list (a server may put a summary line first), else its text.
 */
export function resultJson(raw: unknown): ToolResultJson {
  const result = isRecord(raw) ? raw : {};
  if (result.structuredContent !== undefined && result.structuredContent !== null) {
    return { kind: 'json', value: result.structuredContent };
  }
  const texts: string[] = [];
  for (const c of Array.isArray(result.content) ? (result.content as unknown[]) : []) {
    if (!isRecord(c) || c.type !== 'text' || typeof c.text !== 'string') continue;
    const value = parsedObjectOrList(c.text);
    if (value !== undefined) return { kind: 'json', value };
    texts.push(c.text);
  }
  return { kind: 'text', text: texts.join('\n') };
}

/** Tool error codes the reference shares with REST → the REST status the app already understands. */
const ERROR_STATUS: Readonly<Record<string, number>> = {
  invalid_api_key: 401,
  missing_api_key: 401,
  unauthorized: 401,
  tier_required: 403,
  forbidden: 403,
  not_found: 404,
  ticker_not_found: 404,
  unknown_tool: 404,
  // Not served: the panel says so; a retry would not serve it either.
  not_implemented: 404,
  invalid_parameter: 422,
  invalid_params: 422,
  validation_error: 422,
  rate_limited: 429,
  rate_limit_exceeded: 429,
  // The service's own failures (Document B, Errors: 502, 503), which REST answers with the same
  // codes: a retry or a stale copy can help, as with REST. Input refusals are never among them.
  upstream_unavailable: 502,
  internal_error: 502,
  service_unavailable: 503,
  upstream_timeout: 504,
};

/** A code wherever a service may put one: `error`, `code`, `error.code`, `detail.code`. */
function codeOf(body: Record<string, unknown>): string | undefined {
  const { error, code, detail } = body;
  if (typeof error === 'string' && error !== '') return error;
  if (typeof code === 'string' && code !== '') return code;
  for (const nested of [error, detail]) if (isRecord(nested) && typeof nested.code === 'string') return nested.code;
  return undefined;
}

/** A message wherever a service may put one: `message`, `detail` (text), `error.message`, `detail.message`. */
function messageOf(body: Record<string, unknown>): string | undefined {
  const { message, error, detail } = body;
  if (typeof message === 'string' && message !== '') return message;
  if (typeof detail === 'string' && detail !== '') return detail;
  for (const nested of [error, detail]) {
    if (isRecord(nested) && typeof nested.message === 'string') return nested.message;
  }
  return undefined;
}

export interface ToolRefusal {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** A validation error in text, as an SDK server words a -32602 it turned into a tool error. */
const INVALID_INPUT_TEXT = /-32602|input validation error|invalid arguments|unrecognized key/i;

/** An `isError` result as the status its code names; an unknown code is 422 (the input was refused). */
export function toolErrorAnswer(tool: string, read: ToolResultJson): ToolRefusal {
  if (read.kind === 'text') {
    const message = read.text.slice(0, 500) || `the tool ${tool} refused the call`;
    return {
      status: 422,
      body: { error: INVALID_INPUT_TEXT.test(message) ? 'invalid_parameter' : 'tool_error', message },
    };
  }
  const body = isRecord(read.value) ? read.value : { result: read.value };
  // The contract's validation error (HTTPValidationError: a `detail` list) is REST's 422.
  if (Array.isArray(body.detail)) return { status: 422, body };
  const code = codeOf(body) ?? 'tool_error';
  const message = messageOf(body) ?? `the tool ${tool} refused the call (${code})`;
  return { status: ERROR_STATUS[code] ?? 422, body: { ...body, error: code, message } };
}

/** A JSON-RPC error of a call: invalid params is the input refused (422); any other, a protocol fault. */
export function rpcErrorAnswer(tool: string, err: McpError): ToolRefusal {
  if (err.code === (ErrorCode.InvalidParams as number)) {
    return { status: 422, body: { error: 'invalid_params', message: `${tool}: ${err.message}` } };
  }
  return {
    status: 502,
    body: { error: DOOR_FAILURES.protocol, message: `${tool}: JSON-RPC error ${err.code}: ${err.message}` },
  };
}
