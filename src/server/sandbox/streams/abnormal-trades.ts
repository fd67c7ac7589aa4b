/**
 * /v1/ws/abnormal-trades (Document B, Events): `abnormal_trade` as the market prints them (all tickers,
 * or those of an optional subscribe filter), `heartbeat` every heartbeatMs (heartbeat.ts), `subscribed` after a
 * subscribe, `error` on a message the server does not understand.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxState } from '../state';
import type { StreamConn } from './connections';
import type { StreamOptions } from './flow';
import { startHeartbeat } from './heartbeat';
import { sendFrame } from './send-frame';
import { admitStream, parseClientMessage } from './stream-auth';
import { nextFilter } from './subscribe-filter';

export const ABNORMAL_TICK_MS = 250;

interface Watcher {
  readonly conn: StreamConn;
  filter: ReadonlySet<string> | undefined;
  session: string;
  cursorMs: number;
}

function pump(state: SandboxState, w: Watcher, now: number, session: string): void {
  if (session !== w.session || now < w.cursorMs) {
    w.session = session;
    w.cursorMs = now;
    return;
  }
  if (now === w.cursorMs) return;
  const trades = state.market.abnormalTradesBetween(session, w.cursorMs, now, w.filter);
  w.cursorMs = now;
  for (const t of trades) {
    const frame = state.faults.applyRename('/v1/ws/abnormal-trades', { type: 'abnormal_trade', data: t });
    sendFrame(state, 'abnormal-trades', w.conn.socket, frame);
  }
}

export async function abnormalTradesStream(app: FastifyInstance, opts: StreamOptions): Promise<void> {
  const { state } = opts;
  const watchers = new Set<Watcher>();

  const timer = setInterval(() => {
    if (watchers.size === 0) return;
    const now = state.clock.now();
    const session = state.clock.currentSession();
    for (const w of watchers) pump(state, w, now, session);
  }, ABNORMAL_TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get('/v1/ws/abnormal-trades', { websocket: true }, (socket, req) => {
    const conn = admitStream(state, 'abnormal-trades', socket, req.query as Record<string, unknown>);
    if (!conn) return;
    const w: Watcher = { conn, filter: undefined, session: state.clock.currentSession(), cursorMs: state.clock.now() };
    watchers.add(w);
    const stopHeartbeat = startHeartbeat(state, socket);
    socket.on('close', () => {
      stopHeartbeat();
      watchers.delete(w);
    });
    socket.on('message', (data) => {
      const m = parseClientMessage(data);
      if (!m.ok) {
        sendFrame(state, 'abnormal-trades', socket, { type: 'error', message: m.message });
        return;
      }
      // An empty list lifts the filter; a list replaces it (or adds to it: subscribed_adds).
      w.filter =
        m.tickers.length > 0 ? nextFilter(w.filter, m.tickers, state.variants.has('subscribed_adds')) : undefined;
      sendFrame(state, 'abnormal-trades', socket, { type: 'subscribed', tickers: w.filter ? [...w.filter] : [] });
    });
  });
}
