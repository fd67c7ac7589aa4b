/**
 * Which published door each endpoint goes through: its REST route when the reference
 * publishes one, else the MCP tool on `/mcp` that serves the family, else none. Kept apart from
 * registry.ts (keyed by endpoint id) so paths and bounds stay in one place and doors in another.
 */
import type { EndpointSpec } from './endpoint';
import type { EndpointId } from './registry';

export type Door =
  | { readonly kind: 'rest' }
  | {
      readonly kind: 'mcp';
      readonly tool: string;
      /**
       * Registry parameter → tool argument name, where they differ; other parameters go under the schema
       * property of their own name. Each target is checked against the tool's `tools/list` schema.
       */
      readonly rename?: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'none'; readonly reason: string };

/** A door through an MCP tool; its arguments are built from the tool's published schema (tool-arguments.ts). */
export type ToolDoor = Extract<Door, { kind: 'mcp' }>;

/**
 * Error codes the BFF answers for a tool door that no retry can fix: the tool's published schema asks
 * what the registry cannot give (or the tool is not listed), or the server broke the protocol.
 */
export const DOOR_FAILURES = { unmatched: 'door_unmatched', protocol: 'mcp_protocol_error' } as const;

const mcp = (tool: string, rename?: Record<string, string>): Door =>
  rename ? { kind: 'mcp', tool, rename } : { kind: 'mcp', tool };
const none = (reason: string): Door => ({ kind: 'none', reason });

/** Every `assumed` endpoint, by id: the tool the reference lists for it, or why it has no door. */
export const ASSUMED_DOORS: Readonly<Partial<Record<EndpointId, Door>>> = {
  'quotes.quote': mcp('stock_quote'),
  'quotes.candles': mcp('stock_candles'),
  'contracts.chain': mcp('contract_chain'),
  'contracts.atm': mcp('contract_atm'),
  'contracts.historic': mcp('contract_historic'),
  'seasonality.ticker': mcp('seasonality'),
  'fundamentals.financials': mcp('financials'),
  'fundamentals.dividends': mcp('dividends'),
  'fundamentals.splits': mcp('stock_splits'),
  'insider.ticker': mcp('insider_trades'),
  'technicals.indicator': mcp('technical_indicator'),
  'news.ticker': mcp('stock_news'),
  'shortInterest.ticker': mcp('short_interest'),
  'shortVolume.ticker': mcp('short_volume'),
  'tide.sector': mcp('sector_tide'),
  'earnings.calendar': mcp('earnings_calendar'),
  'quotes.batch': none('no batch quote is published: /v1/quotes/watchlist or the stock_quote tool per symbol'),
  'tide.ticker': none('per-ticker tide is named but has neither a path nor a tool'),
  'contracts.profile': none('no lookup by OCC symbol is published; contract_historic gives its history'),
  'institutional.ticker': none('institutional holdings are named as a family without a path or tool'),
  'congress.trades': none('congressional trades are named without a path or tool'),
  'catalysts.calendar': none('the catalyst calendar is named without a path or tool'),
};

const REST: Door = { kind: 'rest' };
const doorById: ReadonlyMap<string, Door> = new Map(Object.entries(ASSUMED_DOORS));

/**
 * The door of an endpoint: those the reference paths (some with assumed parameters only) are REST;
 * unpublished paths per ASSUMED_DOORS (doors.test.ts keeps that table complete).
 */
export function doorOf(spec: EndpointSpec | { readonly id: EndpointId }): Door {
  return doorById.get(spec.id) ?? REST;
}

export type ToolPayload =
  | { readonly ok: true; readonly payload: unknown }
  /** The result is not what the mapping expects: forward `payload` as is and record `path`. */
  | { readonly ok: false; readonly payload: unknown; readonly path: string; readonly problem: string };

/**
 * A tool's result onto the family's payload, read leniently: an object carrying the family's list is
 * the payload; a bare list becomes `{ [rowsKey]: list }`; anything else is forwarded with a drift path.
 */
export function toPayload(
  spec: Pick<EndpointSpec, 'rowsKey'>,
  result: unknown,
  asked: Readonly<Record<string, unknown>> = {},
): ToolPayload {
  const mapped = mapResult(spec.rowsKey, result);
  if (!mapped.ok || typeof result !== 'object' || result === null) return mapped;
  // A tool that ignored an argument answers another day or symbol: forwarded, but flagged.
  for (const name of ['session', 'ticker'] as const) {
    const got = (result as Record<string, unknown>)[name];
    const want = asked[name];
    if (typeof got === 'string' && typeof want === 'string' && got.toUpperCase() !== want.toUpperCase()) {
      return { ok: false, payload: mapped.payload, path: name, problem: `asked ${want}, the tool answered ${got}` };
    }
  }
  return mapped;
}

function mapResult(key: string | undefined, result: unknown): ToolPayload {
  if (Array.isArray(result)) {
    return key
      ? { ok: true, payload: { [key]: result } }
      : { ok: false, payload: result, path: '$', problem: 'a list where an object was expected' };
  }
  if (typeof result !== 'object' || result === null) {
    return { ok: false, payload: result, path: '$', problem: 'not a JSON object' };
  }
  if (!key) return { ok: true, payload: result };
  const rec = result as Record<string, unknown>;
  if (Array.isArray(rec[key])) return { ok: true, payload: result };
  // A tool may name its list differently (`rows`, `data`, `results`): take the one list it carries.
  const lists = Object.entries(rec).filter(([, v]) => Array.isArray(v));
  if (lists.length === 1) return { ok: true, payload: { ...rec, [key]: lists[0]![1] } };
  return { ok: false, payload: result, path: key, problem: `no \`${key}\` list in the tool result` };
}
