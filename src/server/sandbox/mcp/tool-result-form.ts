/**
 * The form of a tool result: the JSON as a text block, with `structuredContent` beside it by default;
 * under the `mcp_text_only` variant, a summary line first, then the JSON, and no structured content.
 * MCP allows both, and the reference shows neither, so the BFF must read both.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { endpoint } from '../../../api/registry';
import type { SandboxState } from '../state';
import type { ToolAnswer } from './tool-runner';
import { TOOLS } from './tool-table';

/** What a tool answer reads as in one line: "12 rows for AAPL", or the error's code. */
function summaryOf(name: string, a: ToolAnswer, args: Readonly<Record<string, unknown>>, rowsKey?: string): string {
  const body = (typeof a.body === 'object' && a.body !== null ? a.body : {}) as Record<string, unknown>;
  if (a.isError) return `${name} refused the call: ${String(body.error ?? 'error')}`;
  const rows = rowsKey && Array.isArray(body[rowsKey]) ? body[rowsKey] : Object.values(body).find(Array.isArray);
  const subject = typeof args.ticker === 'string' ? ` for ${args.ticker.toUpperCase()}` : '';
  return rows ? `${rows.length} rows${subject}` : `${name}${subject}`;
}

/** One tool answer in the form the sandbox's variants ask for. */
export function asResult(
  state: SandboxState,
  name: string,
  a: ToolAnswer,
  args: Readonly<Record<string, unknown>>,
): CallToolResult {
  const json = { type: 'text' as const, text: JSON.stringify(a.body) };
  if (state.variants.has('mcp_text_only')) {
    const tool = TOOLS[name];
    const rowsKey = tool?.kind === 'data' ? endpoint(tool.endpoint).rowsKey : undefined;
    return { isError: a.isError, content: [{ type: 'text', text: summaryOf(name, a, args, rowsKey) }, json] };
  }
  const structured = !a.isError && typeof a.body === 'object' && a.body !== null && !Array.isArray(a.body);
  return {
    isError: a.isError,
    content: [json],
    ...(structured ? { structuredContent: a.body as Record<string, unknown> } : {}),
  };
}
