/**
 * How every tool door of doors.ts meets the schemas the server listed (`tools/list`), for /api/health:
 * the doors that cannot be called (tool not listed, or a required property no parameter fills), the
 * declared renames whose target the schema lacks, and the parameters left out of every call.
 */
import { ASSUMED_DOORS, type Door } from '../../../api/doors';
import { endpoint, type EndpointId } from '../../../api/registry';
import { isMatched, matchDoor, type ToolInputSchema } from '../../../api/tool-arguments';

export interface ToolDoorReport {
  /** When the server's tools were last listed (ISO). */
  readonly listed_at: string;
  readonly tools_listed: number;
  /** Calls refused with 502 `door_unmatched`, no tool called. */
  readonly unmatched: readonly {
    readonly endpoint: string;
    readonly tool: string;
    readonly listed: boolean;
    readonly missing: readonly string[];
  }[];
  readonly mapping_errors: readonly {
    readonly endpoint: string;
    readonly tool: string;
    readonly param: string;
    readonly rename: string;
  }[];
  /** Parameters the tool's schema has no property for: the call is made without them. */
  readonly left_out: readonly {
    readonly endpoint: string;
    readonly tool: string;
    readonly params: readonly string[];
  }[];
}

export function toolDoorReport(listed: ReadonlyMap<string, ToolInputSchema>, at: number): ToolDoorReport {
  const unmatched: ToolDoorReport['unmatched'][number][] = [];
  const mappingErrors: ToolDoorReport['mapping_errors'][number][] = [];
  const leftOut: ToolDoorReport['left_out'][number][] = [];
  for (const [id, door] of Object.entries(ASSUMED_DOORS) as [EndpointId, Door][]) {
    if (door.kind !== 'mcp') continue;
    const params = endpoint(id).params.map((p) => p.name);
    const m = matchDoor(door, params, listed.get(door.tool));
    if (!isMatched(m)) unmatched.push({ endpoint: id, tool: m.tool, listed: !m.absent, missing: m.missing });
    for (const r of m.badRenames) mappingErrors.push({ endpoint: id, tool: m.tool, param: r.param, rename: r.target });
    if (m.dropped.length > 0) leftOut.push({ endpoint: id, tool: m.tool, params: m.dropped });
  }
  return {
    listed_at: new Date(at).toISOString(),
    tools_listed: listed.size,
    unmatched,
    mapping_errors: mappingErrors,
    left_out: leftOut,
  };
}
