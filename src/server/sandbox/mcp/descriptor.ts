/** GET /mcp: the server descriptor with every field Document A names (MCP server). */
import { TOOLS } from './tool-table';

export const MCP_PROTOCOL_VERSION = '2025-06-18';
export const MCP_SUPPORTED_VERSIONS = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

function toolsOf(tier: string): string[] {
  return Object.entries(TOOLS)
    .filter(([, t]) => t.tier === tier)
    .map(([n]) => n);
}

export function mcpDescriptor(baseUrl: string, nowMs: number): Record<string, unknown> {
  const noAccount = toolsOf('no_account');
  return {
    protocol: 'mcp',
    transport: 'streamable-http',
    endpoint: `${baseUrl}/mcp`,
    method: 'POST',
    protocolVersion: MCP_PROTOCOL_VERSION,
    supportedVersions: MCP_SUPPORTED_VERSIONS,
    tools: Object.keys(TOOLS),
    access: {
      no_account: noAccount,
      free: [...noAccount, ...toolsOf('free')],
      pro: toolsOf('pro'),
      no_key: toolsOf('no_key'),
    },
    no_account_preview:
      'GEX levels for SPY and QQQ; next 3 high-impact economic events; earnings calendar for one ticker or the next 3 reporters; top 3 flow tickers; latest 3 abnormal trades',
    free_tier:
      'top 3 rankings or movers, latest 5 unusual trades, full economic calendar, GEX levels for SPY and QQQ, volatility for SPY, QQQ and large caps',
    oauth: {
      protected_resource_metadata: `${baseUrl}/.well-known/oauth-protected-resource/mcp`,
      authorization_server: `${baseUrl}/oauth`,
    },
    docs: `${baseUrl}/docs`,
    served_at: Math.floor(nowMs / 1000),
    auth: 'X-API-Key header or Authorization: Bearer <key>',
    register: `${baseUrl}/v1/account/register`,
    pricing: `${baseUrl}/pricing`,
  };
}

/** RFC 9728 protected-resource metadata for one MCP profile. */
export function protectedResourceMetadata(baseUrl: string, path: string): Record<string, unknown> {
  return {
    resource: `${baseUrl}${path}`,
    authorization_servers: [`${baseUrl}/oauth`],
    bearer_methods_supported: ['header'],
    scopes_supported: ['mcp'],
  };
}
