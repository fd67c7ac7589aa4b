/**
 * The BFF as an MCP client of the upstream `/mcp` (official SDK Client + Streamable HTTP): the door
 * of the families the reference serves only as tools. The reference shows no tool schemas, so on
 * every (re)connect the door asks the server what each tool takes (`tools/list`) and builds each
 * call's arguments from that schema (tool-arguments.ts). Answers come back shaped like a REST answer
 * (status, headers, JSON body) so the proxy's governor, cache and drift paths treat both alike.
 * The key is attached here, once, as `X-API-Key`, and never logged.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { DOOR_FAILURES, type ToolDoor } from '../../../api/doors';
import { buildToolArguments, type ToolInputSchema } from '../../../api/tool-arguments';
import type { Permit, Refusal } from '../budget/budget-types';
import { toolDoorReport, type ToolDoorReport } from './tool-door-report';
import { resultJson, rpcErrorAnswer, toolErrorAnswer } from './tool-result';
import { UpstreamError, type UpstreamResponse } from '../upstream/upstream-client';

export interface McpDoorOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly timeoutMs?: number;
  /** Told of every outcome, as the REST client's are (UpstreamHealth: key validity, upstream down). */
  readonly health?: {
    answered(pathAndQuery: string, status: number): void;
    failed(err: unknown): void;
    /** How the doors meet the tools listed, after every listing (listed in /api/health). */
    toolDoors?(report: ToolDoorReport): void;
  };
  readonly now?: () => number;
}

/** Takes one slot of the request budget for the door's own requests (`initialize`, `tools/list`). */
export type SlotTaker = () => Promise<Permit | Refusal>;

/** The budget had no slot for connecting or listing: the caller answers the refusal (429). */
export class BudgetRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(`no budget slot to connect to /mcp: ${refusal.reason}`);
  }
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** JSON-RPC codes the SDK raises for a broken connection rather than for an answer of the server. */
const TRANSPORT_CODES: ReadonlySet<number> = new Set([ErrorCode.ConnectionClosed, ErrorCode.RequestTimeout]);

function answer(status: number, body: unknown): UpstreamResponse {
  return { status, headers: { ...JSON_TYPE }, body: Buffer.from(JSON.stringify(body)) };
}

async function withSlot<T>(slot: SlotTaker | undefined, work: () => Promise<T>): Promise<T> {
  const permit = slot ? await slot() : undefined;
  if (permit && !permit.ok) throw new BudgetRefused(permit);
  try {
    return await work();
  } finally {
    permit?.done();
  }
}

export class McpDoor {
  readonly #url: URL;
  readonly #key: string;
  readonly #timeoutMs: number;
  readonly #health: McpDoorOptions['health'];
  readonly #now: () => number;
  #client: Promise<Client> | undefined;
  /** The current client's tools by name, with their input schemas. */
  #tools: Promise<ReadonlyMap<string, ToolInputSchema>> | undefined;

  constructor(opts: McpDoorOptions) {
    this.#url = new URL(`${opts.baseUrl.replace(/\/$/, '')}/mcp`);
    this.#key = opts.apiKey;
    this.#timeoutMs = opts.timeoutMs ?? 15_000;
    this.#health = opts.health;
    this.#now = opts.now ?? Date.now;
  }

  /** One connected client, made on first use and remade after a transport failure. */
  #connect(slot: SlotTaker | undefined): Promise<Client> {
    if (!this.#client) {
      const transport = new StreamableHTTPClientTransport(this.#url, {
        requestInit: { headers: { 'x-api-key': this.#key } },
      });
      const client = new Client({ name: 'options-dashboard-bff', version: '1.0.0' });
      const connecting = withSlot(slot, () => client.connect(transport, { timeout: this.#timeoutMs })).then(
        () => client,
      );
      this.#client = connecting;
      this.#tools = undefined;
      connecting.catch(() => {
        if (this.#client === connecting) this.#client = undefined;
      });
    }
    return this.#client;
  }

  /** The tools of the connected client, listed once per connection (a failed listing is asked again). */
  #listed(client: Client, slot: SlotTaker | undefined): Promise<ReadonlyMap<string, ToolInputSchema>> {
    if (!this.#tools) {
      const listing = withSlot(slot, () => this.#list(client));
      this.#tools = listing;
      listing.catch(() => {
        if (this.#tools === listing) this.#tools = undefined;
      });
    }
    return this.#tools;
  }

  async #list(client: Client): Promise<ReadonlyMap<string, ToolInputSchema>> {
    const tools = new Map<string, ToolInputSchema>();
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: this.#timeoutMs });
      for (const t of page.tools) tools.set(t.name, t.inputSchema as ToolInputSchema);
      cursor = page.nextCursor;
    } while (cursor);
    this.#health?.toolDoors?.(toolDoorReport(tools, this.#now()));
    return tools;
  }

  /**
   * Connect and list the tools now if due, each paid by `slot`: the caller does this before taking the
   * call's own slot, so a burst of first calls waits on one connection rather than queueing ahead of
   * it. Throws BudgetRefused, or UpstreamError when the upstream cannot be reached; any other failure
   * is left for `call`, which answers it.
   */
  async prepare(slot: SlotTaker): Promise<void> {
    try {
      await this.#listed(await this.#connect(slot), slot);
    } catch (err) {
      if (err instanceof BudgetRefused) throw err;
      const failure = this.#transportFailure(err);
      if (failure) {
        this.#health?.failed(failure);
        throw failure;
      }
    }
  }

  /**
   * Call the door's tool with the request's validated registry values. `slot` pays for connecting and
   * listing when they are due. A tool error becomes the 4xx its code names, a JSON-RPC error 422 or
   * 502 `mcp_protocol_error` (the client is kept for the next call), a transport failure an
   * UpstreamError (as the REST client throws), so the proxy answers 502/504 the same way.
   */
  async call(
    door: ToolDoor,
    values: Readonly<Record<string, unknown>>,
    opts: { readonly slot?: SlotTaker } = {},
  ): Promise<UpstreamResponse> {
    try {
      const res = await this.#call(door, values, opts.slot);
      this.#health?.answered(`/mcp#${door.tool}`, res.status);
      return res;
    } catch (err) {
      if (!(err instanceof BudgetRefused)) this.#health?.failed(err);
      throw err;
    }
  }

  async #call(
    door: ToolDoor,
    values: Readonly<Record<string, unknown>>,
    slot: SlotTaker | undefined,
  ): Promise<UpstreamResponse> {
    const { tool } = door;
    try {
      const client = await this.#connect(slot);
      const schema = (await this.#listed(client, slot)).get(tool);
      if (!schema) {
        return answer(502, {
          error: DOOR_FAILURES.unmatched,
          message: `the upstream lists no tool ${tool}`,
          tool,
          missing: [],
        });
      }
      const built = buildToolArguments(door, schema, values);
      if (!built.ok) {
        const names = built.missing.join(', ');
        return answer(502, {
          error: DOOR_FAILURES.unmatched,
          message: `the upstream's tool ${tool} requires ${names}, which this request cannot fill`,
          tool,
          missing: built.missing,
        });
      }
      const result = await client.callTool({ name: tool, arguments: built.args }, undefined, {
        timeout: this.#timeoutMs,
      });
      const read = resultJson(result);
      if (result.isError) {
        const refusal = toolErrorAnswer(tool, read);
        return answer(refusal.status, refusal.body);
      }
      // No JSON anywhere: the text is forwarded as it is, and the proxy marks it as drift.
      return answer(200, read.kind === 'json' ? read.value : read.text);
    } catch (err) {
      if (err instanceof BudgetRefused) throw err;
      if (err instanceof McpError && !TRANSPORT_CODES.has(err.code)) {
        const refusal = rpcErrorAnswer(tool, err);
        return answer(refusal.status, refusal.body);
      }
      if (err instanceof StreamableHTTPError && err.code !== undefined && err.code >= 400 && err.code < 500) {
        void this.close();
        return answer(err.code, { error: 'mcp_refused', message: `the MCP endpoint answered ${err.code}` });
      }
      throw this.#transportFailure(err) ?? err;
    }
  }

  /**
   * The UpstreamError of a failure of the connection (closing the client, so the next use starts
   * afresh), or undefined when the server answered: a JSON-RPC error, or an HTTP refusal.
   */
  #transportFailure(err: unknown): UpstreamError | undefined {
    if (err instanceof McpError && !TRANSPORT_CODES.has(err.code)) return undefined;
    if (err instanceof StreamableHTTPError && err.code !== undefined && err.code >= 400 && err.code < 500) {
      return undefined;
    }
    // An open client keeps a connection to the upstream: close it.
    void this.close();
    if (err instanceof McpError && err.code === (ErrorCode.RequestTimeout as number)) {
      return new UpstreamError('timeout', 'the MCP endpoint timed out');
    }
    return new UpstreamError('unavailable', 'the MCP endpoint failed');
  }

  async close(): Promise<void> {
    const c = this.#client;
    this.#client = undefined;
    this.#tools = undefined;
    await c?.then((client) => client.close()).catch(() => undefined);
  }
}
