/**
 * /v1/ws/flow (Document B, Events): nothing until the client subscribes; `subscribed` names the tickers
 * accepted and those rejected (outside the key's watchlist); then each order of a subscribed ticker
 * arrives as `flow_order`, 1-3 s behind its print (a lag fixed per event_id), in print order, once,
 * each row charged to the account's flow-row budget (close 4029 when it runs out).
 */
import type { FastifyInstance } from 'fastify';
import { CLOSE_CODES } from '../../../api/stream';
import type { FlowOrder } from '../../../api/types';
import type { SandboxState } from '../state';
import type { StreamConn } from './connections';
import { sendFrame } from './send-frame';
import { admitStream, closeWith, parseClientMessage } from './stream-auth';
import { nextFilter } from './subscribe-filter';

export const FLOW_TICK_MS = 200;
const MIN_LAG_MS = 1000;
const MAX_LAG_MS = 3000;

/** Deterministic delivery lag of an order, 1-3 s (FNV-1a of its event_id). */
export function flowLagMs(eventId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < eventId.length; i++) {
    h ^= eventId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return MIN_LAG_MS + ((h >>> 0) % (MAX_LAG_MS - MIN_LAG_MS + 1));
}

interface Subscriber {
  readonly conn: StreamConn;
  tickers: ReadonlySet<string> | null;
  session: string;
  /** Market time up to which orders have been fetched (exclusive). */
  cursorMs: number;
  /** Fetched, not yet delivered, in print order. */
  pending: FlowOrder[];
}

function due(o: FlowOrder): number {
  return o.ts_ms + flowLagMs(o.event_id);
}

/** Start a subscriber's window at market now: orders whose delivery time is still ahead are kept. */
function restart(state: SandboxState, sub: Subscriber, now: number, session: string): void {
  sub.session = session;
  sub.cursorMs = now;
  sub.pending = sub.tickers
    ? state.market.flowOrdersBetween(session, now - MAX_LAG_MS, now, sub.tickers).filter((o) => due(o) >= now)
    : [];
}

/** One tick of one subscriber; returns false when the socket was closed for the budget. */
function pump(state: SandboxState, sub: Subscriber, now: number, session: string): boolean {
  if (!sub.tickers || sub.tickers.size === 0) return true;
  // A new session, or the replay clock wrapping round: start again from now.
  if (session !== sub.session || now < sub.cursorMs) restart(state, sub, now, session);
  else if (now > sub.cursorMs) {
    sub.pending.push(...state.market.flowOrdersBetween(session, sub.cursorMs, now, sub.tickers));
    sub.cursorMs = now;
  }
  let sent = 0;
  while (sent < sub.pending.length && due(sub.pending[sent]!) <= now) {
    if (state.budget.charge(1) === 0) {
      sub.pending = sub.pending.slice(sent);
      closeWith(sub.conn.socket, CLOSE_CODES.flowBudgetExhausted);
      return false;
    }
    const frame = { type: 'flow_order', data: state.priceMoves.apply(sub.pending[sent]!) };
    sendFrame(state, 'flow', sub.conn.socket, state.faults.applyRename('/v1/ws/flow', frame));
    sent += 1;
  }
  if (sent > 0) sub.pending = sub.pending.slice(sent);
  return true;
}

export interface StreamOptions {
  readonly state: SandboxState;
}

export async function flowStream(app: FastifyInstance, opts: StreamOptions): Promise<void> {
  const { state } = opts;
  const subs = new Set<Subscriber>();

  const timer = setInterval(() => {
    if (subs.size === 0) return;
    if (state.budget.remaining() === 0) {
      for (const s of subs) closeWith(s.conn.socket, CLOSE_CODES.flowBudgetExhausted);
      return;
    }
    const now = state.clock.now();
    const session = state.clock.currentSession();
    for (const s of subs) pump(state, s, now, session);
  }, FLOW_TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get('/v1/ws/flow', { websocket: true }, (socket, req) => {
    const conn = admitStream(state, 'flow', socket, req.query as Record<string, unknown>);
    if (!conn) return;
    const sub: Subscriber = { conn, tickers: null, session: '', cursorMs: 0, pending: [] };
    subs.add(sub);
    socket.on('close', () => subs.delete(sub));
    socket.on('message', (data) => {
      const m = parseClientMessage(data);
      if (!m.ok) {
        sendFrame(state, 'flow', socket, { type: 'error', message: m.message });
        return;
      }
      const watchlist = state.watchlists.set(conn.key);
      const accepted = m.tickers.filter((t) => watchlist.has(t));
      const rejected = m.tickers.filter((t) => !watchlist.has(t));
      // A new subscribe replaces the set (or adds to it: subscribed_adds); pending orders of dropped
      // tickers are forgotten.
      sub.tickers = nextFilter(sub.tickers, accepted, state.variants.has('subscribed_adds'));
      const now = state.clock.now();
      if (sub.session === '') restart(state, sub, now, state.clock.currentSession());
      else sub.pending = sub.pending.filter((o) => sub.tickers!.has(o.ticker));
      sendFrame(state, 'flow', socket, { type: 'subscribed', tickers: [...sub.tickers], rejected });
    });
  });
}
