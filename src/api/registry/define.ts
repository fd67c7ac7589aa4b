/**
 * The endpoint builder of the registry: fills the defaults every family shares and keeps each
 * endpoint's id and parameter names as literal types (EndpointId and ParamName derive from them).
 */
import type { Access, CacheClass, EndpointSpec, Family, HttpMethod, ParamSpec, PreviewRule } from '../endpoint';

/** One endpoint as its family file declares it, by name; what is left out takes the shared default. */
export interface EndpointOptions<I extends string, P extends readonly ParamSpec[]> {
  readonly id: I;
  readonly family: Family;
  /** The path template, exactly as the reference writes it. */
  readonly path: string;
  /** The endpoint's cache class, set here and nowhere else (cache-policy.ts reads it). */
  readonly cache: CacheClass;
  readonly summary: string;
  /** Default GET. */
  readonly method?: HttpMethod;
  /** Default: none. */
  readonly params?: P;
  readonly body?: EndpointSpec['body'];
  /** Default pro. */
  readonly access?: Access;
  readonly preview?: PreviewRule;
  /** Default false. */
  readonly flowRows?: boolean;
  /** Default false. */
  readonly current?: boolean;
  readonly rowsKey?: string;
  readonly assumed?: string;
  /** Default rest. */
  readonly transport?: EndpointSpec['transport'];
}

/** An endpoint whose id and parameters (names, kinds, enum values) are known to the type system. */
export interface TypedEndpoint<I extends string, P extends readonly ParamSpec[]> extends EndpointSpec {
  readonly id: I;
  readonly params: P;
}

export function ep<const I extends string, const P extends readonly ParamSpec[] = readonly []>(
  o: EndpointOptions<I, P>,
): TypedEndpoint<I, P> {
  // Without `params` P is its default, the empty list, which TypeScript cannot match to `[]` itself.
  const params = (o.params ?? []) as P;
  return {
    id: o.id,
    method: o.method ?? 'GET',
    path: o.path,
    transport: o.transport ?? 'rest',
    params,
    ...(o.body ? { body: o.body } : {}),
    access: o.access ?? 'pro',
    ...(o.preview ? { preview: o.preview } : {}),
    family: o.family,
    flowRows: o.flowRows ?? false,
    current: o.current ?? false,
    cache: o.cache,
    ...(o.rowsKey ? { rowsKey: o.rowsKey } : {}),
    ...(o.assumed ? { assumed: o.assumed } : {}),
    summary: o.summary,
  };
}
