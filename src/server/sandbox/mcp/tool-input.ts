/**
 * The input schema each sandbox tool publishes in `tools/list`: a data tool takes the registry
 * parameters of the endpoint it serves (required ones required, path parameters among them, `session`
 * excepted: a tool answers the current session without one), typed and bounded as the registry says; an account tool takes its
 * few named fields. No other argument is accepted (`additionalProperties: false`), so a client that
 * guesses names fails here first.
 */
import { z } from 'zod';
import type { ParamSpec } from '../../../api/endpoint';
import { endpoint } from '../../../api/registry';
import type { ToolSpec } from './tool-table';

type Shape = Record<string, z.ZodType>;

function paramSchema(p: ParamSpec): z.ZodType {
  switch (p.kind) {
    case 'integer':
    case 'number': {
      let n = p.kind === 'integer' ? z.number().int() : z.number();
      if (p.min !== undefined) n = n.min(p.min);
      // A clamped parameter takes any larger value (the service cuts it to the maximum).
      if (p.max !== undefined && !p.clampMax) n = n.max(p.max);
      return n;
    }
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum(p.values as [string, ...string[]]);
    default:
      // Dates, symbols, lists (comma-separated) and filters are strings; the endpoint validates them.
      return z.string();
  }
}

const ACCOUNT_SHAPES: Readonly<Record<string, Shape>> = {
  register_free_key: { email: z.string(), agent_name: z.string().optional() },
  confirm_registration: { code: z.string() },
  use_api_key: { api_key: z.string() },
};

// A server is built per POST: each tool's shape and schema are made once.
const shapes = new Map<string, Shape>();
const schemas = new Map<string, z.ZodObject<Shape, z.core.$loose>>();

/** The named arguments of one tool, each with its schema. */
export function toolShape(name: string, tool: ToolSpec): Shape {
  let shape = shapes.get(name);
  if (!shape) shapes.set(name, (shape = shapeOf(name, tool)));
  return shape;
}

function shapeOf(name: string, tool: ToolSpec): Shape {
  if (tool.kind === 'account') return ACCOUNT_SHAPES[name] ?? {};
  const shape: Shape = {};
  for (const p of endpoint(tool.endpoint).params) {
    const required = p.required === true && p.name !== 'session';
    const s = paramSchema(p).describe(`${p.name}: ${p.kind}${p.default !== undefined ? `, default ${p.default}` : ''}`);
    shape[p.name] = required ? s : s.optional();
  }
  return shape;
}

/**
 * The schema registered with the SDK: it validates the named arguments' types and publishes
 * `additionalProperties: false`; other arguments reach the handler, which refuses them by name
 * (`unknownArguments`) with the service's own error body.
 */
export function toolInputSchema(name: string, tool: ToolSpec) {
  let schema = schemas.get(name);
  if (!schema) schemas.set(name, (schema = z.looseObject(toolShape(name, tool)).meta({ additionalProperties: false })));
  return schema;
}

/** Arguments the tool does not take. */
export function unknownArguments(shape: Shape, args: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(args).filter((k) => !Object.hasOwn(shape, k));
}
