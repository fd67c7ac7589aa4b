/**
 * One McpServer (official SDK) per POST: every request is served statelessly, which covers both the
 * legacy `initialize` era and 2026-07-28 requests carrying per-request `_meta` without a session.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, IsomorphicHeaders } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxState } from '../state';
import { EXPIRED_KEY_MESSAGE } from '../key-store';
import { MCP_PROTOCOL_VERSION, MCP_SUPPORTED_VERSIONS } from './descriptor';
import { toolInputSchema, toolShape, unknownArguments } from './tool-input';
import { asResult } from './tool-result-form';
import { runDataTool, type ToolAnswer } from './tool-runner';
import { TOOLS } from './tool-table';

const SERVER_NAME = 'options-analytics-sandbox';
const SERVER_VERSION = '1.0.0';
const discoverRequest = z.object({ method: z.literal('server/discover'), params: z.optional(z.looseObject({})) });

/** An argument the tool does not take: refused by name, as the service refuses a bad parameter. */
function refuseUnknown(name: string, unknown: readonly string[], shape: Readonly<Record<string, unknown>>): ToolAnswer {
  const takes = Object.keys(shape);
  return {
    isError: true,
    body: {
      error: 'invalid_parameter',
      message: `${name} takes no argument ${unknown.map((u) => `'${u}'`).join(', ')}; it takes ${takes.length ? takes.join(', ') : 'none'}.`,
      arguments: unknown,
    },
  };
}

/** A legacy session's key bound by register_free_key / use_api_key (stateless calls have none). */
export interface McpSession {
  boundKey?: string;
}

/** X-API-Key, else Authorization: Bearer, else the session's bound key. */
function callerKeyOf(headers: IsomorphicHeaders | undefined, session: McpSession): string | undefined {
  const h = headers?.['x-api-key'];
  const key = Array.isArray(h) ? h[0] : h;
  if (key) return key;
  const auth = headers?.authorization;
  const bearer = Array.isArray(auth) ? auth[0] : auth;
  return bearer?.startsWith('Bearer ') ? bearer.slice(7) : session.boundKey;
}

function accountTool(
  state: SandboxState,
  name: string,
  args: Record<string, unknown>,
  session: McpSession,
): ToolAnswer {
  if (name === 'register_free_key') {
    if (typeof args.email !== 'string' || !args.email.includes('@')) {
      return { isError: true, body: { error: 'invalid_parameter', message: 'email is required.' } };
    }
    const agent = typeof args.agent_name === 'string' ? args.agent_name : null;
    const registration = state.keys.register(args.email, agent);
    session.boundKey = registration.api_key;
    return { isError: false, body: registration };
  }
  if (name === 'confirm_registration') {
    const confirmation = typeof args.code === 'string' ? state.keys.confirm(args.code) : undefined;
    if (confirmation?.ok) return { isError: false, body: { api_key: confirmation.key, status: 'confirmed' } };
    return confirmation?.reason === 'expired'
      ? { isError: true, body: { error: 'registration_expired', message: EXPIRED_KEY_MESSAGE } }
      : { isError: true, body: { error: 'invalid_code', message: 'Unknown confirmation code.' } };
  }
  const key = typeof args.api_key === 'string' ? args.api_key : undefined;
  const tier = state.keys.tierOf(key);
  if (!tier) {
    const message = state.keys.isExpired(key) ? EXPIRED_KEY_MESSAGE : 'The API key is not valid.';
    return { isError: true, body: { error: 'invalid_api_key', message } };
  }
  session.boundKey = key;
  return { isError: false, body: { tier, bound_to_session: true } };
}

export function buildMcpServer(app: FastifyInstance, state: SandboxState, session: McpSession): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION });
  for (const [name, spec] of Object.entries(TOOLS)) {
    const shape = toolShape(name, spec);
    server.registerTool(
      name,
      { description: `${name} (${spec.tier})`, inputSchema: toolInputSchema(name, spec) },
      async (args: Record<string, unknown>, extra): Promise<CallToolResult> => {
        const unknown = unknownArguments(shape, args);
        const answer =
          unknown.length > 0
            ? refuseUnknown(name, unknown, shape)
            : spec.kind === 'account'
              ? accountTool(state, name, args, session)
              : await runDataTool(app, state, name, args, callerKeyOf(extra.requestInfo?.headers, session));
        return asResult(state, name, answer, args);
      },
    );
  }
  // server/discover (2026-07-28 era): what initialize tells, without a session.
  server.server.setRequestHandler(discoverRequest, () => ({
    protocolVersion: MCP_PROTOCOL_VERSION,
    supportedVersions: MCP_SUPPORTED_VERSIONS,
    serverInfo: { name: SERVER_NAME, version: SERVER_VERSION },
    capabilities: { tools: {} },
  }));
  return server;
}
