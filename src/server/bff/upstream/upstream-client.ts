/**
 * The one place where the upstream key is attached: `X-API-Key` on REST, `api_key` on the stream
 * URL (a WebSocket handshake cannot carry headers). Everything else in the BFF talks through this.
 */
import { Agent, errors, request } from 'undici';
import { ACCEPT_ENCODING, decodeBody } from './content-decoding';

/**
 * Response headers passed back to the browser (an allowlist, so hop-by-hop headers never leak through).
 * Never content-encoding or content-length: the body is decoded here, so neither would describe it.
 */
const PASS_HEADERS =
  /^(content-type|retry-after|x-ratelimit-(limit|remaining|reset)|x-flowrows-(limit|remaining|reset))$/i;

export interface UpstreamResponse {
  readonly status: number;
  /** Only the allowlisted headers, lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** Decoded from whatever `Content-Encoding` said; as received when it could not be. */
  readonly body: Buffer;
}

export type UpstreamFailure = 'unavailable' | 'timeout';

export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    readonly kind: UpstreamFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface UpstreamClientOptions {
  readonly baseUrl: string;
  readonly wsBaseUrl: string;
  /** Undefined for the requests the reference serves without a key (account register and confirm). */
  readonly apiKey: string | undefined;
  /** Whole-request deadline (headers and body). */
  readonly timeoutMs?: number;
  readonly connections?: number;
}

export class UpstreamClient {
  readonly #agent: Agent;
  readonly #base: string;
  readonly #wsBase: string;
  readonly #key: string | undefined;
  readonly #timeoutMs: number;

  constructor(opts: UpstreamClientOptions) {
    this.#base = opts.baseUrl.replace(/\/$/, '');
    this.#wsBase = opts.wsBaseUrl.replace(/\/$/, '');
    this.#key = opts.apiKey;
    this.#timeoutMs = opts.timeoutMs ?? 30_000;
    this.#agent = new Agent({
      connections: opts.connections ?? 16,
      headersTimeout: this.#timeoutMs,
      bodyTimeout: this.#timeoutMs,
      keepAliveTimeout: 10_000,
    });
  }

  /** The upstream origin, for logs and health (carries no key). */
  get baseUrl(): string {
    return this.#base;
  }

  /** Send one request; `pathAndQuery` is already normalised (only known, validated parameters). */
  async send(method: 'GET' | 'PUT' | 'POST', pathAndQuery: string, jsonBody?: unknown): Promise<UpstreamResponse> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING };
    if (this.#key !== undefined) headers['x-api-key'] = this.#key;
    let body: string | undefined;
    if (jsonBody !== undefined) {
      body = JSON.stringify(jsonBody);
      headers['content-type'] = 'application/json';
    }
    const signal = AbortSignal.timeout(this.#timeoutMs);
    try {
      const res = await request(`${this.#base}${pathAndQuery}`, {
        method,
        headers,
        body,
        dispatcher: this.#agent,
        signal,
      });
      const decoded = await decodeBody(Buffer.from(await res.body.arrayBuffer()), res.headers['content-encoding']);
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined || !PASS_HEADERS.test(name)) continue;
        out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
      }
      return { status: res.statusCode, headers: out, body: decoded.body };
    } catch (err) {
      throw toUpstreamError(err, signal);
    }
  }

  /** The upstream stream URL with the key; hand it to a `ws` client and nothing else (never log it). */
  streamUrl(endpointPath: string): string {
    const key = this.#key === undefined ? '' : `?api_key=${encodeURIComponent(this.#key)}`;
    return `${this.#wsBase}${endpointPath}${key}`;
  }

  async close(): Promise<void> {
    await this.#agent.close();
  }
}

function toUpstreamError(err: unknown, signal: AbortSignal): UpstreamError {
  if (
    signal.aborted ||
    err instanceof errors.HeadersTimeoutError ||
    err instanceof errors.BodyTimeoutError ||
    err instanceof errors.ConnectTimeoutError
  ) {
    return new UpstreamError('timeout', 'upstream did not answer in time');
  }
  // The message names the failure kind only: undici errors may quote the request.
  const code =
    typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : 'error';
  return new UpstreamError('unavailable', `upstream unreachable (${code})`);
}
