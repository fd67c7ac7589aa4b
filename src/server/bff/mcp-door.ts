/**
 * The BFF as an MCP client of the upstream `/mcp` (official SDK Client + Streamable HTTP): the door
 * of the families the reference serves only as tools. Answers come back shaped like a REST answer
 * (status, headers, JSON body) so the proxy's governor, cache and drift paths treat both alike.
 * The key is attached here, once, as `X-API-Key`, and never logged.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { UpstreamError, type UpstreamResponse } from './upstream-client';

export interface McpDoorOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly timeoutMs?: number;
  /** Told of every outcome, as the REST client's are (UpstreamHealth: key validity, upstream down). */
  readonly health?: {
    answered(pathAndQuery: string, status: number): void;
    failed(err: unknown): void;
  };
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** Tool error codes the reference shares with REST → the REST status the app already understands. */
const ERROR_STATUS: Readonly<Record<string, number>> = {
  invalid_api_key: 401,
  missing_api_key: 401,
  tier_required: 403,
  forbidden: 403,
  not_found: 404,
  invalid_parameter: 422,
  validation_error: 422,
  rate_limited: 429,
  rate_limit_exceeded: 429,
  not_implemented: 501,
};

function answer(status: number, body: unknown): UpstreamResponse {
  return { status, headers: { ...JSON_TYPE }, body: Buffer.from(JSON.stringify(body)) };
}

/** A tool result's JSON: `structuredContent` when given, else the first text content that parses. */
export function resultJson(raw: unknown): unknown {
  const result = (typeof raw === 'object' && raw !== null ? raw : {}) as {
    structuredContent?: unknown;
    content?: unknown;
  };
  if (result.structuredContent !== undefined && result.structuredContent !== null) return result.structuredContent;
  const content = Array.isArray(result.content) ? (result.content as unknown[]) : [];
  for (const c of content) {
    if (typeof c !== 'object' || c === null) continue;
    const { type, text } = c as { type?: unknown; text?: unknown };
    if (type !== 'text' || typeof text !== 'string') continue;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return { message: text };
    }
  }
  return null;
}

export class McpDoor {
  readonly #url: URL;
  readonly #key: string;
  readonly #timeoutMs: number;
  readonly #health: McpDoorOptions['health'];
  #client: Promise<Client> | undefined;

  constructor(opts: McpDoorOptions) {
    this.#url = new URL(`${opts.baseUrl.replace(/\/$/, '')}/mcp`);
    this.#key = opts.apiKey;
    this.#timeoutMs = opts.timeoutMs ?? 15_000;
    this.#health = opts.health;
  }

  /** One connected client, made on first use and remade after a failure. */
  #connect(): Promise<Client> {
    if (!this.#client) {
      const transport = new StreamableHTTPClientTransport(this.#url, {
        requestInit: { headers: { 'x-api-key': this.#key } },
      });
      const client = new Client({ name: 'options-dashboard-bff', version: '1.0.0' });
      this.#client = client.connect(transport, { timeout: this.#timeoutMs }).then(() => client);
      this.#client.catch(() => (this.#client = undefined));
    }
    return this.#client;
  }

  /**
   * Call one tool; a tool error becomes the REST-like status of its code, a transport failure an
   * UpstreamError (as the REST client throws), so the proxy answers 502/504 the same way.
   */
  async call(tool: string, args: Record<string, unknown>): Promise<UpstreamResponse> {
    try {
      const res = await this.#call(tool, args);
      this.#health?.answered(`/mcp#${tool}`, res.status);
      return res;
    } catch (err) {
      this.#health?.failed(err);
      throw err;
    }
  }

  async #call(tool: string, args: Record<string, unknown>): Promise<UpstreamResponse> {
    try {
      const client = await this.#connect();
      const result = await client.callTool({ name: tool, arguments: args }, undefined, { timeout: this.#timeoutMs });
      const body = resultJson(result);
      if (!result.isError) return answer(200, body);
      const refusal = (typeof body === 'object' && body !== null ? body : {}) as { error?: unknown; detail?: unknown };
      // The contract's validation error (HTTPValidationError: `detail`, no `error` code) is the upstream
      // refusing the input, as REST would with 422; not a failure of the upstream.
      if (Array.isArray(refusal.detail)) return answer(422, body);
      const code = refusal.error;
      return answer((typeof code === 'string' && ERROR_STATUS[code]) || 502, body);
    } catch (err) {
      // Start afresh next time, and close this one: an open client keeps a connection to the upstream.
      void this.close();
      if (err instanceof StreamableHTTPError && err.code !== undefined && err.code >= 400 && err.code < 500) {
        return answer(err.code, { error: 'mcp_refused', message: `the MCP endpoint answered ${err.code}` });
      }
      if (err instanceof McpError && /timed out/i.test(err.message)) {
        throw new UpstreamError('timeout', `MCP tool ${tool} timed out`);
      }
      throw new UpstreamError('unavailable', `MCP tool ${tool} failed`);
    }
  }

  async close(): Promise<void> {
    const c = this.#client;
    this.#client = undefined;
    await c?.then((client) => client.close()).catch(() => undefined);
  }
}
