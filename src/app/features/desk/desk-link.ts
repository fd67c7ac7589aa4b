/**
 * A desk carried in its link: the desk as JSON in base64url, in one query parameter, so a link opens the
 * same desk in another browser. What comes back from a link is read through the desk's schema.
 */
import { desk as deskSchema, type Desk } from '../../../dashboard-api/desk';

export const DESK_LINK_PARAM = 'layout';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(code: string): string {
  const b64 = code.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

export function encodeDesk(d: Desk): string {
  return toBase64Url(JSON.stringify(d));
}

export type DecodedDesk = { readonly ok: true; readonly desk: Desk } | { readonly ok: false; readonly error: string };

/** A link's desk, or why it cannot be read (in words a trader can act on). */
export function decodeDesk(code: string): DecodedDesk {
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(code));
  } catch {
    return { ok: false, error: 'the link’s desk is not readable (it may have been cut short when it was copied)' };
  }
  const parsed = deskSchema.safeParse(json);
  if (parsed.success) return { ok: true, desk: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, error: `the link’s desk is not valid (${where}${issue?.message ?? 'unknown'})` };
}
