/**
 * The endpoint builder of the registry: fills the defaults every family shares and keeps each
 * endpoint's id and parameter names as literal types (EndpointId and ParamName derive from them).
 */
import type { Access, CacheClass, EndpointSpec, Family, ParamSpec, PreviewRule } from '../endpoint';

export interface Def<P extends readonly ParamSpec[]> {
  method?: 'GET' | 'PUT' | 'POST';
  params?: P;
  access?: Access;
  preview?: PreviewRule;
  flowRows?: boolean;
  current?: boolean;
  rowsKey?: string;
  assumed?: string;
  transport?: 'rest' | 'ws' | 'mcp';
  body?: EndpointSpec['body'];
  cache?: CacheClass;
}

/** An endpoint whose id and parameters (names, kinds, enum values) are known to the type system. */
export interface TypedEndpoint<I extends string, P extends readonly ParamSpec[]> extends EndpointSpec {
  readonly id: I;
  readonly params: P;
}

export function ep<const I extends string, const P extends readonly ParamSpec[] = readonly []>(
  id: I,
  family: Family,
  p: string,
  cache: CacheClass,
  summary: string,
  d: Def<P> = {},
): TypedEndpoint<I, P> {
  // Without `params` P is its default, the empty list, which TypeScript cannot match to `[]` itself.
  const params = (d.params ?? []) as P;
  return {
    id,
    method: d.method ?? 'GET',
    path: p,
    transport: d.transport ?? 'rest',
    params,
    ...(d.body ? { body: d.body } : {}),
    access: d.access ?? 'pro',
    ...(d.preview ? { preview: d.preview } : {}),
    family,
    flowRows: d.flowRows ?? false,
    current: d.current ?? false,
    cache: d.cache ?? cache,
    ...(d.rowsKey ? { rowsKey: d.rowsKey } : {}),
    ...(d.assumed ? { assumed: d.assumed } : {}),
    summary,
  };
}
