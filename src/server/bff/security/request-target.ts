/**
 * The request target as the router will read it must be the one every access decision reads. Fastify's
 * router decodes `%61` and strips an absolute-form `http://host` prefix, so a raw-URL check could be
 * walked around (`/%61pi/health`). Non-canonical targets are refused before anything else looks at
 * them; what remains is decided on the route the router matched (security-plugin.ts) or, with no route, on
 * the canonical path.
 */
import type { FastifyRequest } from 'fastify';

export interface TargetRefusal {
  readonly status: 400 | 404;
  readonly error: 'bad_request_target' | 'not_found';
  readonly message: string;
}

/** Percent-encoded characters that never need encoding in a path: letters, digits, `-._~`, and `/` `\`. */
const ENCODED_PLAIN = /%(3[0-9]|4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|2[def]|5[cf]|7e)/i;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

function refuse(message: string): TargetRefusal {
  return { status: 400, error: 'bad_request_target', message };
}

/** Why the raw request target is not canonical, or undefined when it is. */
export function targetRefusal(rawUrl: string): TargetRefusal | undefined {
  if (!rawUrl.startsWith('/')) return refuse('request target must be a path (origin form)');
  const q = rawUrl.indexOf('?');
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  if (path.includes('\\')) return refuse('backslash in path');
  if (path.includes('//')) return refuse('empty path segment');
  // Every request passes here: the regular expressions run only on paths with a dot or a percent sign.
  if (path.includes('.') && DOT_SEGMENT.test(path)) return refuse('dot segment in path');
  if (path.includes('%')) {
    if (ENCODED_PLAIN.test(path)) return refuse('needlessly percent-encoded character in path');
    if (/%(?![0-9a-f]{2})/i.test(path)) return refuse('malformed percent-encoding in path');
    if (/%([01][0-9a-f]|7f)/i.test(path)) return refuse('encoded control character in path');
  }
  const lower = path.toLowerCase();
  // `/API/health` would otherwise land on the SPA's deep-link fallback: the API is lower case only.
  if ((lower === '/api' || lower.startsWith('/api/')) && !path.startsWith('/api')) {
    return { status: 404, error: 'not_found', message: 'no such route' };
  }
  return undefined;
}

/** The path of the raw target (already canonical when this is asked). */
export function targetPath(req: FastifyRequest): string {
  const q = req.url.indexOf('?');
  return q === -1 ? req.url : req.url.slice(0, q);
}

/** `/api` or below it (the API is lower case only: other spellings were refused as non-canonical). */
export function underApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
