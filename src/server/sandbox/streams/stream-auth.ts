/**
 * Admission of a stream socket (Document B, Events and close codes): key in `?api_key=`, 4001 for a
 * missing or unknown key, 4003 below Pro, 4008 for a third socket of one key on one endpoint, 4029
 * when the flow-row budget is spent (flow only). Streams do not draw on the request counters.
 */
import type { WebSocket } from 'ws';
import { CLOSE_CODES, CLOSE_REASONS, MAX_SOCKETS_PER_ENDPOINT } from '../../../api/stream';
import type { StreamName } from '../counters';
import type { SandboxState } from '../state';
import type { StreamConn } from './connections';

export function closeWith(socket: WebSocket, code: number): void {
  socket.close(code, CLOSE_REASONS[code] ?? '');
}

/** Admit the socket and register it, or close it with the code that says why; null when refused. */
export function admitStream(
  state: SandboxState,
  stream: StreamName,
  socket: WebSocket,
  query: Readonly<Record<string, unknown>>,
): StreamConn | null {
  const raw = query.api_key;
  const key = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : undefined;
  const tier = state.keys.tierOf(key);
  let refuse: number | null = null;
  if (!key || !tier) refuse = CLOSE_CODES.invalidKey;
  else if (tier !== 'pro') refuse = CLOSE_CODES.tierBelowPro;
  else if (state.connections.countFor(stream, key) >= MAX_SOCKETS_PER_ENDPOINT) refuse = CLOSE_CODES.connectionLimit;
  else if (stream === 'flow' && state.budget.remaining() === 0) refuse = CLOSE_CODES.flowBudgetExhausted;
  if (refuse !== null || !key) {
    closeWith(socket, refuse ?? CLOSE_CODES.invalidKey);
    return null;
  }
  const conn: StreamConn = { stream, key, socket };
  state.connections.add(conn);
  state.counters.socketAccepted(stream);
  return conn;
}

/** Send a JSON message when the socket is open; returns whether it was sent. */
export function sendJson(socket: WebSocket, message: unknown): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}

export type ClientMessage =
  { readonly ok: true; readonly tickers: readonly string[] } | { readonly ok: false; readonly message: string };

/** Parse a client frame: only `{type: 'subscribe', tickers: string[]}` is understood. */
export function parseClientMessage(data: unknown): ClientMessage {
  let json: unknown;
  try {
    json = JSON.parse(String(data));
  } catch {
    return { ok: false, message: 'invalid JSON message' };
  }
  if (typeof json !== 'object' || json === null) return { ok: false, message: 'a message must be a JSON object' };
  const m = json as Record<string, unknown>;
  if (m.type !== 'subscribe') return { ok: false, message: `unknown message type: ${JSON.stringify(m.type ?? null)}` };
  if (!Array.isArray(m.tickers) || m.tickers.some((t) => typeof t !== 'string')) {
    return { ok: false, message: 'subscribe needs tickers: an array of symbols' };
  }
  return {
    ok: true,
    tickers: [...new Set((m.tickers as string[]).map((t) => t.trim().toUpperCase()).filter(Boolean))],
  };
}
