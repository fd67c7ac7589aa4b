// The upstream client against a tiny service that compresses its answers whether asked or not: every
// Content-Encoding is undone before anyone reads the body, and the forwarded headers never describe the
// compressed bytes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamClient } from './upstream-client';

const ANSWER = { ticker: 'SPY', rows: [{ strike: 500, net_gex: 1.5e9 }], note: 'é ✓' };
const json = Buffer.from(JSON.stringify(ANSWER));

/** Path → the encoding header and the bytes the service sends. */
const ENCODED: Record<string, { encoding?: string; body: Buffer }> = {
  '/gzip': { encoding: 'gzip', body: zlib.gzipSync(json) },
  '/x-gzip': { encoding: 'x-gzip', body: zlib.gzipSync(json) },
  '/br': { encoding: 'br', body: zlib.brotliCompressSync(json) },
  '/deflate': { encoding: 'deflate', body: zlib.deflateSync(json) },
  '/deflate-raw': { encoding: 'deflate', body: zlib.deflateRawSync(json) },
  '/gzip-then-br': { encoding: 'gzip, br', body: zlib.brotliCompressSync(zlib.gzipSync(json)) },
  '/upper-case': { encoding: 'GZIP', body: zlib.gzipSync(json) },
  '/identity': { encoding: 'identity', body: json },
  '/plain': { body: json },
  '/corrupt': { encoding: 'gzip', body: Buffer.concat([zlib.gzipSync(json).subarray(0, 12), Buffer.from('garbage')]) },
  '/unknown': { encoding: 'zstd', body: Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 1, 2, 3]) },
};

let server: http.Server;
let client: UpstreamClient;
const acceptEncodings: (string | undefined)[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    acceptEncodings.push(req.headers['accept-encoding']);
    const e = ENCODED[req.url ?? ''];
    if (!e) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(e.body.length),
      'x-ratelimit-remaining': '59',
      ...(e.encoding ? { 'content-encoding': e.encoding } : {}),
    });
    res.end(e.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = new UpstreamClient({ baseUrl: base, wsBaseUrl: base.replace('http', 'ws'), apiKey: 'k' });
});

afterAll(async () => {
  await client.close();
  await new Promise((r) => server.close(r));
});

describe('UpstreamClient with a compressing service', () => {
  it('asks for gzip and br', async () => {
    await client.send('GET', '/plain');
    expect(acceptEncodings.at(-1)).toBe('gzip, br');
  });

  it.each([
    '/gzip',
    '/x-gzip',
    '/br',
    '/deflate',
    '/deflate-raw',
    '/gzip-then-br',
    '/upper-case',
    '/identity',
    '/plain',
  ])('decodes %s and passes on no header describing the compressed bytes', async (path) => {
    const res = await client.send('GET', path);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(ANSWER);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['x-ratelimit-remaining']).toBe('59');
  });

  it.each(['/corrupt', '/unknown'])(
    'keeps a body it cannot decode (%s) as received, never as an empty answer',
    async (path) => {
      const res = await client.send('GET', path);
      expect(res.status).toBe(200);
      expect(res.body.equals(ENCODED[path]!.body)).toBe(true);
      expect(() => JSON.parse(res.body.toString('utf8')) as unknown).toThrow();
    },
  );
});
