/**
 * Test support: hostile requests for the BFF, generated from a seed (the same seed gives the same
 * requests), each judged by the contract alone: may it reach the upstream at all? Nothing in the app
 * imports it.
 */
import { doorOf } from '../../../api/doors';
import type { EndpointSpec, ParamKind } from '../../../api/endpoint';
import { matchRoute } from '../../../api/match';
import { ENDPOINTS } from '../../../api/registry';
import { validateBody, validateRequest } from '../../../api/validate';
import { ABSOLUTE, CRLF, MALFORMED_JSON, ODD, SYMBOL_LISTS, TRAVERSAL, UNICODE } from './hostile-input-values';

export interface HostileCase {
  readonly family: string;
  readonly method: string;
  /** The request target exactly as written on the wire. */
  readonly target: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

/** Deterministic 32-bit generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BODY_LIMIT_BYTES = 64 * 1024;
const BODY_DEPTH_LIMIT = 32;

/** A value each parameter kind accepts, so that one hostile value is the only fault of a request. */
const PLAIN_VALUE: Record<ParamKind, string> = {
  integer: '5',
  number: '1',
  boolean: 'true',
  string: 'x',
  enum: '',
  date: '2026-11-20',
  datetime: '2026-11-20T15:00:00',
  session: '2026-11-20',
  ticker: 'SPY',
  tickers: 'SPY,QQQ',
  occ: 'O:SPY261120C00600000',
  sector: 'technology',
  etf: 'SPY',
  dte_filter: 'all',
};

function oversized(rnd: () => number): string {
  const n = [64, 300, 2_000, 8_000, 20_000][Math.floor(rnd() * 5)]!;
  return (rnd() < 0.5 ? 'A' : '9').repeat(n);
}

const POOLS = { traversal: TRAVERSAL, absolute: ABSOLUTE, crlf: CRLF, unicode: UNICODE, odd: ODD } as const;

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}

/** The contract's REST routes under /v1 (the BFF's /api/v1 proxy): the routes a hostile client aims at. */
const ROUTES = ENDPOINTS.filter((e) => e.transport === 'rest' && e.path.startsWith('/v1/'));

function plainValue(spec: EndpointSpec, name: string): string {
  const p = spec.params.find((x) => x.name === name)!;
  return p.kind === 'enum' ? (p.values?.[0] ?? 'x') : PLAIN_VALUE[p.kind];
}

/** The route's path with each `{name}` given by `valueOf`, under the BFF's `/api` prefix. */
function fill(spec: EndpointSpec, valueOf: (name: string) => string): string {
  return `/api${spec.path.replace(/\{(\w+)\}/g, (_, name: string) => valueOf(name))}`;
}

function queryOf(pairs: readonly (readonly [string, string])[]): string {
  return pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
}

/** One request with one hostile value in a path parameter or a query parameter of a real route. */
function hostileParam(rnd: () => number, family: keyof typeof POOLS | 'oversized'): HostileCase {
  const spec = pick(rnd, ROUTES);
  const value = family === 'oversized' ? oversized(rnd) : pick(rnd, POOLS[family]);
  const pathNames = spec.params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = spec.params.filter((p) => p.in === 'query').map((p) => p.name);
  const inPath = pathNames.length > 0 && (queryNames.length === 0 || rnd() < 0.5);
  const victim = inPath ? pick(rnd, pathNames) : queryNames.length > 0 ? pick(rnd, queryNames) : 'api_key';
  const pathText = fill(spec, (n) => (inPath && n === victim ? value : plainValue(spec, n)));
  const query = inPath ? [] : [[victim, value] as const];
  return { family, method: spec.method, target: pathText + queryOf(query) };
}

/** Dot segments and encoded separators spliced into a route's path, aimed past the `/api/v1` prefix. */
function traversalPath(rnd: () => number): HostileCase {
  const spec = pick(rnd, ROUTES);
  const parts = fill(spec, (n) => plainValue(spec, n)).split('/');
  const at = 1 + Math.floor(rnd() * (parts.length - 1));
  const hops = Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => pick(rnd, TRAVERSAL));
  const tail = pick(rnd, ['', 'sandbox/counters', 'etc/passwd', 'v1/quotes/watchlist', 'health', '.data/bff.db']);
  parts.splice(at, rnd() < 0.5 ? 1 : 0, ...hops, ...(tail ? [tail] : []));
  return { family: 'traversal-path', method: spec.method, target: parts.join('/') };
}

/** Absolute-form and authority-like targets (the router strips an absolute prefix). */
function absoluteTarget(rnd: () => number, port: number): HostileCase {
  const spec = pick(rnd, ROUTES);
  const path = fill(spec, (n) => plainValue(spec, n));
  const host = pick(rnd, [`127.0.0.1:${port}`, 'evil.example', 'localhost', '169.254.169.254', `[::1]:${port}`]);
  const form = pick(rnd, [
    `http://${host}${path}`,
    `HTTP://${host}${path}`,
    `https://${host}${path}`,
    `//${host}${path}`,
    `http:${path}`,
    `${host}${path}`,
    `*`,
  ]);
  return { family: 'absolute-url', method: spec.method, target: form };
}

/** Parameters repeated, given as arrays or objects, unknown ones, or so many the head overflows. */
function repeatedParams(rnd: () => number): HostileCase {
  const spec = pick(rnd, ROUTES);
  const names = spec.params.filter((p) => p.in === 'query').map((p) => p.name);
  const name = names.length > 0 ? pick(rnd, names) : 'limit';
  const times = pick(rnd, [2, 3, 20, 200, 2_000]);
  const pairs: [string, string][] = [];
  for (let i = 0; i < times; i++) {
    const shape = pick(rnd, [name, `${name}[]`, `${name}[${i}]`, `${name}[a]`, 'api_key', '__proto__[x]', name]);
    const plain = names.includes(name) ? plainValue(spec, name) : '5';
    pairs.push([shape, rnd() < 0.5 ? plain : pick(rnd, ODD)]);
  }
  if (rnd() < 0.3) pairs.push(['', ''], ['=', '='], ['&', '']);
  return {
    family: 'repeated-params',
    method: spec.method,
    target: fill(spec, (n) => plainValue(spec, n)) + queryOf(pairs),
  };
}

/** Request methods a route does not declare. */
function otherMethod(rnd: () => number): HostileCase {
  const spec = pick(rnd, ROUTES);
  const method = pick(rnd, ['HEAD', 'OPTIONS', 'DELETE', 'PATCH', 'POST', 'PUT', 'TRACE', 'PROPFIND', 'get']);
  return { family: 'method', method, target: fill(spec, (n) => plainValue(spec, n)) };
}

function nested(depth: number, open: string, close: string, inner: string): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** Malformed, deeply nested, mistyped, oversized and oddly typed bodies to PUT /api/v1/quotes/watchlist. */
function watchlistBody(rnd: () => number): HostileCase {
  const kind = pick(rnd, ['malformed', 'deep', 'typed', 'proto', 'big', 'many']);
  let body: string;
  switch (kind) {
    case 'malformed':
      body = pick(rnd, MALFORMED_JSON);
      break;
    case 'deep': {
      const depth = pick(rnd, [31, 32, 33, 100, 1_000, 5_000, 20_000, 60_000]);
      body = pick(rnd, [
        nested(depth, '[', ']', ''),
        nested(depth, '{"a":', '}', '1'),
        `{"symbols":${nested(depth, '[', ']', '"SPY"')}}`,
        '['.repeat(depth),
        `{"symbols":["SPY"],"x":${nested(depth, '{"b":', '}', 'null')}}`,
      ]);
      break;
    }
    case 'typed':
      body = JSON.stringify({ symbols: pick(rnd, SYMBOL_LISTS) });
      break;
    case 'proto':
      body = pick(rnd, [
        '{"__proto__":{"symbols":["SPY"]}}',
        '{"constructor":{"prototype":{"symbols":["SPY"]}}}',
        '{"symbols":["SPY"],"__proto__":{"polluted":1}}',
        '{"symbols":["SPY"],"constructor":{"prototype":{"polluted":1}}}',
      ]);
      break;
    case 'big':
      body = JSON.stringify({ symbols: ['SPY'], pad: 'x'.repeat(pick(rnd, [60_000, 70_000, 200_000])) });
      break;
    default:
      body = JSON.stringify({ symbols: Array.from({ length: pick(rnd, [25, 26, 100, 5_000]) }, (_, i) => `T${i}`) });
  }
  const contentType = pick(rnd, [
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'APPLICATION/JSON',
    'application/vnd.api+json',
    undefined,
  ]);
  return {
    family: `body-${kind}`,
    method: 'PUT',
    target: '/api/v1/quotes/watchlist',
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    body,
  };
}

/** `count` hostile requests, the same for the same seed. */
export function hostileCases(seed: number, count: number, port: number): HostileCase[] {
  const rnd = seededRandom(seed);
  const makers: ((r: () => number) => HostileCase)[] = [
    (r) => hostileParam(r, 'traversal'),
    (r) => hostileParam(r, 'absolute'),
    (r) => hostileParam(r, 'crlf'),
    (r) => hostileParam(r, 'unicode'),
    (r) => hostileParam(r, 'odd'),
    (r) => hostileParam(r, 'oversized'),
    traversalPath,
    (r) => absoluteTarget(r, port),
    repeatedParams,
    otherMethod,
    watchlistBody,
    watchlistBody,
  ];
  return Array.from({ length: count }, (_, i) => makers[i % makers.length]!(rnd));
}

function jsonDepth(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((m, c) => Math.max(m, jsonDepth(c)), 0);
}

function parsedBody(c: HostileCase): { ok: true; value: unknown } | { ok: false } {
  const type = (c.headers?.['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' || c.body === undefined) return { ok: false };
  if (Buffer.byteLength(c.body) > BODY_LIMIT_BYTES) return { ok: false };
  try {
    const value: unknown = JSON.parse(c.body);
    return jsonDepth(value) > BODY_DEPTH_LIMIT ? { ok: false } : { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/**
 * Whether the contract lets the request reach the upstream at all: an origin-form target under
 * /api/v1 whose route is in the registry with a published door (or any door, when the BFF forwards
 * unpublished paths, as it does to its non-strict sandbox), whose parameters and body validate.
 * Anything else must be answered by the BFF itself.
 */
export function contractAllows(c: HostileCase, opts: { readonly unpublishedPaths: boolean }): boolean {
  if (!c.target.startsWith('/api/v1/')) return false;
  const q = c.target.indexOf('?');
  const pathname = (q < 0 ? c.target : c.target.slice(0, q)).slice('/api'.length);
  const m = matchRoute(c.method, pathname, 'rest');
  if (m.kind !== 'found' || (doorOf(m.spec).kind === 'none' && !opts.unpublishedPaths)) return false;
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(q < 0 ? '' : c.target.slice(q + 1))) {
    const prev = query[k];
    query[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  if (!validateRequest(m.spec, { pathParams: m.pathParams, query }).ok) return false;
  if (m.spec.method === 'GET') return true;
  const body = parsedBody(c);
  return body.ok && validateBody(m.spec, body.value).ok;
}
