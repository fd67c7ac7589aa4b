/** Service-level endpoints: health, account, the two streams and the MCP server. */
import { ep } from './define';

export const healthEndpoints = [
  ep({
    id: 'health.service',
    family: 'health',
    path: '/health',
    cache: 'no-store',
    summary: 'service status, version, open stream sockets',
    access: 'none',
  }),
];

export const accountEndpoints = [
  ep({
    id: 'account.usage',
    family: 'account',
    path: '/v1/account/usage',
    cache: 'no-store',
    summary: 'usage stats of the calling key',
    access: 'any',
  }),
  ep({
    id: 'account.register',
    family: 'account',
    path: '/v1/account/register',
    cache: 'no-store',
    summary: 'issue a free provisional key',
    method: 'POST',
    access: 'none',
    body: [
      { name: 'email', kind: 'string', required: true },
      { name: 'agent_name', kind: 'string', required: false },
    ],
  }),
  ep({
    id: 'account.confirm',
    family: 'account',
    path: '/v1/account/confirm',
    cache: 'no-store',
    summary: 'confirm a provisional key',
    method: 'POST',
    access: 'none',
    body: [{ name: 'code', kind: 'string', required: true }],
  }),
];

export const streamEndpoints = [
  ep({
    id: 'ws.abnormalTrades',
    family: 'abnormal-trades',
    path: '/v1/ws/abnormal-trades',
    cache: 'no-store',
    summary: 'abnormal trades as detected',
    transport: 'ws',
  }),
  ep({
    id: 'ws.flow',
    family: 'options-flow',
    path: '/v1/ws/flow',
    cache: 'no-store',
    summary: 'push counterpart of the flow tape',
    transport: 'ws',
    flowRows: true,
  }),
];

// MCP server (JSON-RPC over Streamable HTTP): listed for completeness, not proxied to the browser.
export const mcpEndpoints = [
  ep({
    id: 'mcp.apiKey',
    family: 'mcp',
    path: '/mcp',
    cache: 'no-store',
    summary: 'MCP server, API-key profile',
    method: 'POST',
    transport: 'mcp',
    access: 'none',
  }),
  ep({
    id: 'mcp.connect',
    family: 'mcp',
    path: '/mcp/connect',
    cache: 'no-store',
    summary: 'MCP server, OAuth sign-in profile',
    method: 'POST',
    transport: 'mcp',
    access: 'none',
  }),
  ep({
    id: 'mcp.assistantApps',
    family: 'mcp',
    path: '/mcp/assistant-apps',
    cache: 'no-store',
    summary: 'MCP server, assistant-apps profile',
    method: 'POST',
    transport: 'mcp',
    access: 'none',
  }),
];
