/** Find the registry entry for a method and path, the way a router would, with literal segments first. */
import type { EndpointSpec, HttpMethod } from './endpoint';
import { ENDPOINTS } from './registry';

export type RouteMatch =
  | { readonly kind: 'found'; readonly spec: EndpointSpec; readonly pathParams: Record<string, string> }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'method_not_allowed'; readonly allow: readonly HttpMethod[] };

interface CompiledRoute {
  readonly spec: EndpointSpec;
  /** A literal segment, or `{name}` turned into the parameter name with `param` set. */
  readonly segments: readonly { readonly text: string; readonly param: boolean }[];
}

function compile(spec: EndpointSpec): CompiledRoute {
  const segments = spec.path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith('{') ? { text: s.slice(1, -1), param: true } : { text: s, param: false }));
  return { spec, segments };
}

/** Literal beats parameter at the first position where two routes differ. */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const n = Math.min(a.segments.length, b.segments.length);
  for (let i = 0; i < n; i++) {
    const pa = a.segments[i]!.param;
    const pb = b.segments[i]!.param;
    if (pa !== pb) return pa ? 1 : -1;
  }
  return 0;
}

const ROUTES: readonly CompiledRoute[] = ENDPOINTS.map(compile).sort(bySpecificity);

function matchSegments(route: CompiledRoute, parts: readonly string[]): Record<string, string> | null {
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const seg = route.segments[i]!;
    const part = parts[i]!;
    if (seg.param) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(part);
      } catch {
        return null;
      }
      params[seg.text] = decoded;
    } else if (seg.text !== part) return null;
  }
  return params;
}

/** Match a pathname (no query string) of the given transport against the registry. */
export function matchRoute(
  method: string,
  pathname: string,
  transport: EndpointSpec['transport'] = 'rest',
): RouteMatch {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.some((p) => p === '..' || p === '.')) return { kind: 'not_found' };
  const allow = new Set<HttpMethod>();
  for (const route of ROUTES) {
    if (route.spec.transport !== transport) continue;
    const pathParams = matchSegments(route, parts);
    if (!pathParams) continue;
    if (route.spec.method === method.toUpperCase()) return { kind: 'found', spec: route.spec, pathParams };
    allow.add(route.spec.method);
  }
  if (allow.size > 0) return { kind: 'method_not_allowed', allow: [...allow] };
  return { kind: 'not_found' };
}

/** Fill a path template with values (encoded). */
export function buildPath(spec: EndpointSpec, pathParams: Readonly<Record<string, string>>): string {
  return spec.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = pathParams[name];
    if (v === undefined) throw new Error(`missing path parameter ${name} for ${spec.id}`);
    return encodeURIComponent(v);
  });
}
