// Integration: the BFF in front of a service that compresses every answer unasked (gzip or brotli, a
// stand-in proxy over a standalone sandbox): panels get the decoded JSON, checked and cached as such, with no
// content-encoding; a body that cannot be decoded is drift ('(body)'), never an empty answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIFT_HEADER } from '../../../api/drift';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { withoutComputedAt } from '../../sandbox/testing/test-harness';
import { call, startTestBff, type TestBff } from '../testing/test-kit';

const KEY = 'sandbox-pro-key';

describe('compressed upstream answers', () => {
  let sandbox: RunningSandbox;
  let compressing: http.Server;
  let bff: TestBff;
  let answered = 0;
  const encodingsSent: string[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, warm: false });
    compressing = http.createServer((req, res) => {
      void (async () => {
        const upstream = await fetch(`${sandbox.url}${req.url}`, {
          method: req.method ?? 'GET',
          headers: { 'x-api-key': String(req.headers['x-api-key'] ?? ''), accept: 'application/json' },
        });
        const plain = Buffer.from(await upstream.arrayBuffer());
        // The tape of one ticker comes back as a broken gzip stream; the others alternate the two encodings
        // (counted apart from the broken one, so the alternation holds whichever test runs first).
        const broken = req.url?.includes('symbols=IWM') === true;
        const encoding = broken || answered++ % 2 === 0 ? 'gzip' : 'br';
        const body = broken
          ? Buffer.concat([zlib.gzipSync(plain).subarray(0, 20), Buffer.from('x')])
          : encoding === 'gzip'
            ? zlib.gzipSync(plain)
            : zlib.brotliCompressSync(plain);
        encodingsSent.push(encoding);
        const headers: Record<string, string> = {};
        upstream.headers.forEach((v, k) => {
          if (k !== 'content-length' && k !== 'content-encoding' && k !== 'transfer-encoding' && k !== 'connection')
            headers[k] = v;
        });
        res.writeHead(upstream.status, {
          ...headers,
          'content-encoding': encodingsSent.at(-1)!,
          'content-length': String(body.length),
        });
        res.end(body);
      })();
    });
    await new Promise<void>((r) => compressing.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(compressing.address() as AddressInfo).port}`;
    bff = await startTestBff({ env: { OA_API_KEY: KEY, OA_BASE_URL: base } });
  });

  afterAll(async () => {
    await bff?.dispose();
    compressing?.closeAllConnections();
    await new Promise((r) => compressing?.close(r));
    await sandbox?.close();
  });

  it('answers the decoded JSON, checked against its schema and cached, without content-encoding', async () => {
    const path = '/v1/volatility/atm?symbols=SPY';
    const direct = (await (await fetch(`${sandbox.url}${path}`, { headers: { 'x-api-key': KEY } })).json()) as unknown;
    const first = await call(bff.url, `/api${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBeNull();
    expect(first.headers.get(DRIFT_HEADER)).toBeNull();
    expect(withoutComputedAt(first.json())).toEqual(withoutComputedAt(direct));
    const again = await call(bff.url, `/api${path}`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.text).toBe(first.text);
    // Both encodings were used by then: the tier probe's answer and this one.
    expect(new Set(encodingsSent)).toEqual(new Set(['gzip', 'br']));
  });

  it('marks a body that does not decode as drift of the whole body, not an empty answer', async () => {
    const res = await call(bff.url, '/api/v1/volatility/atm?symbols=IWM');
    expect(res.headers.get(DRIFT_HEADER)).toBe('(body)');
    expect(res.text.length).toBeGreaterThan(0);
    expect(() => res.json()).toThrow();
  });
});
