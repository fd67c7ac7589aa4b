/** Service-level endpoints: health, account, the two streams and the MCP server. */
import { ep } from './define';

export const healthEndpoints = [
  ep('health.service', 'health', '/health', 'no-store', 'service status, version, open stream sockets', {
    access: 'none',
  }),
];

export const accountEndpoints = [
  ep('account.usage', 'account', '/v1/account/usage', 'no-store', 'usage stats of the calling key', { access: 'any' }),
  ep('account.register', 'account', '/v1/account/register', 'no-store', 'issue a free provisional key', {
    method: 'POST',
    access: 'none',
    body: [
      { name: 'email', kind: 'string', required: true },
      { name: 'agent_name', kind: 'string', required: false },
    ],
  }),
  ep('account.confirm', 'account', '/v1/account/confirm', 'no-store', 'confirm a provisional key', {
    method: 'POST',
    access: 'none',
    body: [{ name: 'code', kind: 'string', required: true }],
  }),
];

export const streamEndpoints = [
  ep('ws.abnormalTrades', 'abnormal-trades', '/v1/ws/abnormal-trades', 'no-store', 'abnormal trades as detected', {
    transport: 'ws',
  }),
  ep('ws.flow', 'options-flow', '/v1/ws/flow', 'no-store', 'push counterpart of the flow tape', {
    transport: 'ws',
    flowRows: true,
  }),
];

// MCP server (JSON-RPC over Streamable HTTP): listed for completeness, not proxied to the browser.
export const mcpEndpoints = [
  ep('mcp.apiKey', 'mcp', '/mcp', 'no-store', 'MCP server, API-key profile', {
    method: 'POST',
    transport: 'mcp',
    access: 'none',
  }),
  ep('mcp.connect', 'mcp', '/mcp/connect', 'no-store', 'MCP server, OAuth sign-in profile', {
    method: 'POST',
    transport: 'mcp',
    access: 'none',
  }),
  ep('mcp.assistantApps', 'mcp', '/mcp/assistant-apps', 'no-store', 'MCP server, assistant-apps profile', {
    method: 'POST',
    transport: 'mcp',
    access: 'none',
  }),
];
