/**
 * Test support: one HTTP/1.1 request over a raw socket, so that the request target and the headers reach
 * the server exactly as written (`fetch` and `ws` normalise both). Nothing in the app imports it.
 */
import net from 'node:net';

export interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export function rawRequest(
  port: number,
  target: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; websocket?: boolean } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { host: `127.0.0.1:${port}`, ...opts.headers };
  if (opts.websocket) {
    Object.assign(headers, {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
    });
  } else headers.connection = 'close';
  if (opts.body !== undefined) headers['content-length'] = String(Buffer.byteLength(opts.body));
  const head = [`${opts.method ?? 'GET'} ${target} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      const text = received.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const lines = (end === -1 ? text : text.slice(0, end)).split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
      const parsed: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const i = line.indexOf(':');
        if (i > 0) parsed[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status, headers: parsed, body: end === -1 ? '' : text.slice(end + 4) });
    };
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${target}`)));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      // A 101 or a kept-alive answer leaves the socket open: stop once the whole answer is in.
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = received.subarray(0, end).toString('latin1');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
      const complete =
        head.startsWith('HTTP/1.1 101') || (length !== undefined && received.length - end - 4 >= Number(length));
      if (complete) socket.destroy();
    });
    socket.on('close', finish);
    socket.on('error', (err) => (received.length > 0 ? finish() : reject(err)));
    socket.write(`${head.join('\r\n')}\r\n\r\n${opts.body ?? ''}`);
  });
}
