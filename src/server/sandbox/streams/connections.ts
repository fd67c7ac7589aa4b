/**
 * The open stream sockets of the sandbox, per endpoint and key: the 2-per-endpoint limit, the
 * `ws_connections` count of /health, admin closes and the ping/pong keepalive all read it.
 */
import type { WebSocket } from 'ws';
import type { StreamName } from '../counters';

export interface StreamConn {
  readonly stream: StreamName;
  readonly key: string;
  readonly socket: WebSocket;
}

/** Close code 1006 cannot be sent: it means the TCP socket ended without a close frame. */
export const ABRUPT_CLOSE = 1006;

export class ConnectionRegistry {
  private readonly open: Record<StreamName, Set<StreamConn>> = { flow: new Set(), 'abnormal-trades': new Set() };
  private readonly alive = new WeakMap<WebSocket, boolean>();
  private pinger: NodeJS.Timeout | null = null;

  constructor(private readonly pingMs = 30_000) {}

  add(conn: StreamConn): void {
    this.open[conn.stream].add(conn);
    this.alive.set(conn.socket, true);
    conn.socket.on('pong', () => this.alive.set(conn.socket, true));
    conn.socket.once('close', () => this.open[conn.stream].delete(conn));
    this.ensurePinger();
  }

  countFor(stream: StreamName, key: string): number {
    let n = 0;
    for (const c of this.open[stream]) if (c.key === key) n += 1;
    return n;
  }

  count(stream: StreamName): number {
    return this.open[stream].size;
  }

  total(): number {
    return this.open.flow.size + this.open['abnormal-trades'].size;
  }

  list(stream: StreamName): readonly StreamConn[] {
    return [...this.open[stream]];
  }

  /** Close every socket of an endpoint with a code; 1006 terminates the TCP socket abruptly. */
  closeAll(stream: StreamName, code: number, reason = ''): number {
    const conns = this.list(stream);
    for (const c of conns) {
      if (code === ABRUPT_CLOSE) c.socket.terminate();
      else c.socket.close(code, reason);
    }
    return conns.length;
  }

  /** Ping every socket; one that did not answer the previous ping is terminated. */
  private ensurePinger(): void {
    if (this.pinger) return;
    this.pinger = setInterval(() => {
      for (const stream of ['flow', 'abnormal-trades'] as const) {
        for (const c of this.open[stream]) {
          if (this.alive.get(c.socket) === false) {
            c.socket.terminate();
            continue;
          }
          this.alive.set(c.socket, false);
          c.socket.ping();
        }
      }
    }, this.pingMs);
    this.pinger.unref();
  }

  stop(): void {
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
  }
}
