// A small `ws` client for the stream tests: collects messages and waits for one of a type.
import WebSocket from 'ws';

export interface Client {
  ws: WebSocket;
  messages: Record<string, unknown>[];
  closed: Promise<number>;
  opened: Promise<void>;
  next(type: string, timeoutMs?: number): Promise<Record<string, unknown>>;
}

export function connect(wsUrl: string, path: string, key?: string): Client {
  const ws = new WebSocket(`${wsUrl}${path}${key ? `?api_key=${encodeURIComponent(key)}` : ''}`);
  const messages: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (d) => {
    messages.push(JSON.parse(String(d)) as Record<string, unknown>);
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  return {
    ws,
    messages,
    closed,
    opened,
    next: (type, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
        const check = (): void => {
          const i = messages.findIndex((m) => m.type === type);
          if (i >= 0) {
            clearTimeout(timer);
            resolve(messages.splice(i, 1)[0]!);
          } else waiters.push(check);
        };
        check();
      }),
  };
}
