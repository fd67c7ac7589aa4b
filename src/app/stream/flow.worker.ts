/**
 * The stream worker. As a SharedWorker (name `oa-flow`) it holds one socket per stream endpoint for
 * every tab of the origin; where SharedWorker does not exist the page starts it as a dedicated Worker
 * and it serves that one page. All logic lives in worker-core.ts.
 */
// First: schemas built by the imports below must see it (zod-jitless.ts).
import '../zod-jitless';
import { ALERT_FIRE_EVENT, type AlertFire } from '../../dashboard-api/trader-alerts';
import type { PageToWorker, StreamEndpoint } from './protocol';
import { StreamWorkerCore, type PortLike, type SocketLike } from './worker-core';

interface MessagePortLike extends PortLike {
  onmessage: ((ev: MessageEvent<PageToWorker>) => void) | null;
  start?: () => void;
}

/** The parts of the worker global scope we use (the project compiles against the DOM lib). */
interface WorkerScope {
  readonly location: { readonly href: string };
  onconnect?: ((ev: MessageEvent) => void) | null;
  onmessage: ((ev: MessageEvent<PageToWorker>) => void) | null;
  postMessage(msg: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;
const PATHS: Record<StreamEndpoint, string> = { flow: '/api/ws/flow', abnormal: '/api/ws/abnormal-trades' };

function wsUrl(endpoint: StreamEndpoint): string {
  const u = new URL(PATHS[endpoint], scope.location.href);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  return u.toString();
}

const core = new StreamWorkerCore({
  url: wsUrl,
  createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
});

let nextPort = 0;

/**
 * The traders' alerts come as server-sent events (`/api/alerts/events`): one connection for every tab,
 * as with the sockets (a connection per tab would take the browser's few HTTP/1.1 connections per
 * origin). The EventSource reconnects by itself and asks for what it missed with `Last-Event-ID`.
 */
const alertPorts = new Set<PortLike>();
let alertSource: EventSource | null = null;

function relayAlerts(port: PortLike): void {
  alertPorts.add(port);
  if (alertSource || typeof EventSource === 'undefined') return;
  alertSource = new EventSource(new URL('/api/alerts/events', scope.location.href).toString());
  alertSource.addEventListener(ALERT_FIRE_EVENT, (ev) => {
    let fire: AlertFire;
    try {
      fire = JSON.parse((ev as MessageEvent<string>).data) as AlertFire;
    } catch {
      return;
    }
    for (const p of alertPorts) p.postMessage({ kind: 'alert-fire', fire });
  });
}

function attach(port: MessagePortLike): void {
  const id = `p${++nextPort}`;
  core.connectPort(id, port);
  relayAlerts(port);
  port.onmessage = (ev) => {
    if (ev.data.kind === 'bye') {
      alertPorts.delete(port);
      core.handle(id, ev.data);
      return;
    }
    if (!core.hasPort(id)) {
      // Dropped as silent (a throttled background tab): take it back and ask for its subscriptions.
      core.connectPort(id, port);
      port.postMessage({ kind: 'resync' });
    }
    core.handle(id, ev.data);
  };
  port.start?.();
}

if ('onconnect' in scope) {
  scope.onconnect = (ev: MessageEvent) => {
    const port = ev.ports[0];
    if (port) attach(port as unknown as MessagePortLike);
  };
} else {
  // Dedicated Worker fallback: the worker scope is the one port.
  attach({
    postMessage: (msg) => scope.postMessage(msg),
    set onmessage(fn: ((ev: MessageEvent<PageToWorker>) => void) | null) {
      scope.onmessage = fn;
    },
    get onmessage() {
      return scope.onmessage;
    },
  });
}
