/**
 * Runs one MCP tool call: data tools go through the sandbox's own REST pipeline (app.inject on the
 * registry path), so tiers, rate limits, budgets, previews and 501s are exactly the REST ones.
 */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../../api/registry';
import { SANDBOX_PRO_KEY } from '../key-store';
import type { SandboxState } from '../state';
import { INTERNAL_HEADER, INTERNAL_TOKEN } from '../strict-mode';
import { accessOf, PREVIEW_GEX_TICKERS, PREVIEW_VOL_TICKERS, TOOLS, type DataTool } from './tool-table';

export interface ToolAnswer {
  readonly isError: boolean;
  readonly body: unknown;
}

export type ToolArgs = Readonly<Record<string, unknown>>;

function buildUrl(tool: DataTool, args: ToolArgs, session: string): string {
  const spec = endpoint(tool.endpoint);
  const used = new Set<string>();
  const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    used.add(name);
    const v = args[name] ?? (name === 'session' ? session : undefined);
    return encodeURIComponent(String(v ?? ''));
  });
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(args)) if (!used.has(k) && v !== undefined) query.set(k, String(v));
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}

function cutRows(body: unknown, rowsKey: string | undefined, n: number): unknown {
  if (!rowsKey || typeof body !== 'object' || body === null) return body;
  const rows = (body as Record<string, unknown>)[rowsKey];
  if (!Array.isArray(rows)) return body;
  return { ...body, [rowsKey]: rows.slice(0, n), preview: true };
}

export async function runDataTool(
  app: FastifyInstance,
  state: SandboxState,
  name: string,
  args: ToolArgs,
  callerKey: string | undefined,
): Promise<ToolAnswer> {
  const tool = TOOLS[name];
  if (!tool || tool.kind !== 'data') return { isError: true, body: { error: 'unknown_tool', message: name } };
  const callerTier = state.keys.tierOf(callerKey) ?? 'none';
  if (callerKey && callerTier === 'none') {
    return { isError: true, body: { error: 'invalid_api_key', message: 'The API key is not valid.' } };
  }
  const access = accessOf(tool, callerTier);
  if (access === 'refused') {
    const need = tool.tier === 'pro' ? 'a Pro key' : 'a free or Pro key';
    return { isError: true, body: { error: 'tier_required', message: `${name} needs ${need}.` } };
  }
  const spec = endpoint(tool.endpoint);
  const allowed =
    name === 'gex_levels' ? PREVIEW_GEX_TICKERS : name === 'volatility_term_structure' ? PREVIEW_VOL_TICKERS : null;
  if (access === 'preview' && allowed && !allowed.has(String(args.ticker ?? '').toUpperCase())) {
    const list = [...allowed].join(', ');
    return {
      isError: true,
      body: { error: 'tier_required', message: `${name} previews ${list} only; a Pro key has all tickers.` },
    };
  }
  // A free caller on a free-preview route is charged as on REST; other previews read the full answer and cut it.
  const ownRoute = access === 'full' || (callerTier === 'free' && spec.access === 'free-preview');
  const key = ownRoute ? callerKey! : SANDBOX_PRO_KEY;
  // Without an account the calendar preview is the next high-impact events only.
  const asked = callerTier === 'none' && name === 'economic_calendar' ? { ...args, impact: 'high' } : args;
  const res = await app.inject({
    method: 'GET',
    url: buildUrl(tool, asked, state.clock.currentSession()),
    headers: { 'x-api-key': key, [INTERNAL_HEADER]: INTERNAL_TOKEN },
  });
  const body: unknown = res.body ? JSON.parse(res.body) : null;
  if (res.statusCode === 501) {
    return { isError: true, body: { error: 'not_implemented', message: `${name} is not served by this sandbox yet.` } };
  }
  if (res.statusCode !== 200) return { isError: true, body };
  if (access !== 'preview' || ownRoute) return { isError: false, body };
  const keep = callerTier === 'none' ? tool.noAccountRows : name === 'economic_calendar' ? undefined : 3;
  return { isError: false, body: keep === undefined ? body : cutRows(body, spec.rowsKey ?? 'rows', keep) };
}
