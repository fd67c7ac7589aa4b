/**
 * A tool's arguments built from the input schema the server publishes in `tools/list` (the reference
 * shows none): each registry parameter goes under the schema property of its own name, or under the
 * rename its door declares (doors.ts), typed as the property asks. A required property no parameter
 * fills makes the door unmatched; a parameter the schema has no place for is left out.
 */
import type { ToolDoor } from './doors';

/** The part of a JSON Schema property the mapping reads. */
export interface ToolProperty {
  readonly type?: string | readonly string[];
}

/** A tool's `inputSchema` as `tools/list` gives it (an object schema). */
export interface ToolInputSchema {
  readonly properties?: Readonly<Record<string, ToolProperty>>;
  readonly required?: readonly string[];
}

/** How a door's parameters meet a tool's schema, before any value is known. */
export interface DoorMatch {
  readonly tool: string;
  /** Required schema properties no registry parameter (by name or declared rename) can fill. */
  readonly missing: readonly string[];
  /** Declared renames whose target the schema lacks: errors of the mapping in doors.ts. */
  readonly badRenames: readonly { readonly param: string; readonly target: string }[];
  /** Registry parameters the schema has no property for: left out of every call. */
  readonly dropped: readonly string[];
  /** The server lists no tool of this name. */
  readonly absent: boolean;
}

export type BuiltArguments =
  | { readonly ok: true; readonly args: Record<string, unknown>; readonly dropped: readonly string[] }
  | { readonly ok: false; readonly missing: readonly string[] };

/** The property a parameter goes under, or undefined when the schema has none for it. */
function targetOf(door: ToolDoor, schema: ToolInputSchema, param: string): string | undefined {
  const props = schema.properties ?? {};
  const renamed = door.rename?.[param];
  if (renamed !== undefined && Object.hasOwn(props, renamed)) return renamed;
  return Object.hasOwn(props, param) ? param : undefined;
}

/** What the door's parameters can fill in the schema (undefined schema: the tool is not listed). */
export function matchDoor(door: ToolDoor, params: readonly string[], schema: ToolInputSchema | undefined): DoorMatch {
  if (!schema) return { tool: door.tool, missing: [], badRenames: [], dropped: [], absent: true };
  const props = schema.properties ?? {};
  const badRenames = Object.entries(door.rename ?? {})
    .filter(([, target]) => !Object.hasOwn(props, target))
    .map(([param, target]) => ({ param, target }));
  const filled = new Set(params.map((p) => targetOf(door, schema, p)).filter((t) => t !== undefined));
  return {
    tool: door.tool,
    missing: (schema.required ?? []).filter((r) => !filled.has(r)),
    badRenames,
    dropped: params.filter((p) => targetOf(door, schema, p) === undefined),
    absent: false,
  };
}

/** True when the door can be called: the tool is listed and every required property has a parameter. */
export function isMatched(m: DoorMatch): boolean {
  return !m.absent && m.missing.length === 0;
}

function typesOf(prop: ToolProperty): readonly string[] {
  if (prop.type === undefined) return [];
  return (typeof prop.type === 'string' ? [prop.type] : prop.type).filter((t) => t !== 'null');
}

/** One validated value in the JSON type the property asks for; unknown types keep it (lists joined). */
export function typedValue(prop: ToolProperty, value: unknown): unknown {
  const types = typesOf(prop);
  const list = Array.isArray(value) ? (value as unknown[]) : undefined;
  const wants = (t: string): boolean => types.includes(t);
  if (wants('array')) return list ?? (typeof value === 'string' ? value.split(',') : [value]);
  if (list !== undefined) return list.map(String).join(',');
  if ((wants('number') || wants('integer')) && typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    if (Number.isFinite(n) && !wants('string')) return n;
  }
  if (wants('boolean') && !wants('string') && (value === 'true' || value === 'false')) return value === 'true';
  if (wants('string') && !wants('number') && !wants('integer') && typeof value !== 'string') {
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  }
  return value;
}

/**
 * The arguments of one call: every given value under its property, typed; a required property left
 * without a value (no parameter for it, or none given in this request) refuses the call.
 */
export function buildToolArguments(
  door: ToolDoor,
  schema: ToolInputSchema,
  values: Readonly<Record<string, unknown>>,
): BuiltArguments {
  const props = schema.properties ?? {};
  const args: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const target = targetOf(door, schema, name);
    if (target === undefined) dropped.push(name);
    else args[target] = typedValue(props[target]!, value);
  }
  const missing = (schema.required ?? []).filter((r) => args[r] === undefined);
  return missing.length > 0 ? { ok: false, missing } : { ok: true, args, dropped };
}
