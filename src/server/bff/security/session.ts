/**
 * Dashboard sessions (DASHBOARD_TOKEN): the cookie value is `id.issuedAtSeconds.hmac` under the token,
 * so it survives a restart and dies with a new token or after SESSION_MAX_AGE_S. A sign-out revokes
 * the id in the store, so a replayed value stays dead across restarts too.
 */
import crypto from 'node:crypto';

export const SESSION_COOKIE = 'oa_session';
export const SESSION_MAX_AGE_S = 30 * 86_400;

export interface RevocationStore {
  revokeSession(id: string, expiresAt: number): void;
  revokedSessions(now: number): string[];
  /** Several instances: a sign-out made through another instance (shared/shared-revocations.ts). */
  onRevoked?(listener: (id: string) => void): void;
}

function sign(token: string, id: string, issuedAt: string): string {
  return crypto.createHmac('sha256', token).update(`oa-session:${id}:${issuedAt}`).digest('base64url');
}

export function newSessionValue(token: string, now: number = Date.now()): string {
  const id = crypto.randomBytes(18).toString('base64url');
  const issuedAt = String(Math.floor(now / 1000));
  return `${id}.${issuedAt}.${sign(token, id, issuedAt)}`;
}

interface ParsedSession {
  readonly id: string;
  readonly expiresAt: number;
}

/** The session's id and expiry when the value is genuine and unexpired, else undefined. */
export function parseSession(
  token: string,
  value: string | undefined,
  now: number = Date.now(),
): ParsedSession | undefined {
  if (!value) return undefined;
  const [id, issuedAt, mac, extra] = value.split('.');
  if (!id || !issuedAt || !mac || extra !== undefined || !/^\d{1,12}$/.test(issuedAt)) return undefined;
  const expected = Buffer.from(sign(token, id, issuedAt));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  const expiresAt = (Number(issuedAt) + SESSION_MAX_AGE_S) * 1000;
  return now < expiresAt ? { id, expiresAt } : undefined;
}

/** Verifies session values once (an HMAC per browser session, not per request) and honours sign-outs. */
export class SessionBook {
  readonly #verified = new Map<string, ParsedSession>();
  readonly #revoked: Set<string>;
  readonly #token: string;
  readonly #store: RevocationStore | undefined;
  readonly #now: () => number;

  constructor(token: string, store: RevocationStore | undefined, now: () => number = Date.now) {
    this.#token = token;
    this.#store = store;
    this.#now = now;
    this.#revoked = new Set(store?.revokedSessions(now()) ?? []);
    store?.onRevoked?.((id) => this.#revoked.add(id));
  }

  valid(value: string | undefined): boolean {
    if (value === undefined) return false;
    let s = this.#verified.get(value);
    if (!s) {
      s = parseSession(this.#token, value, this.#now());
      if (!s) return false;
      if (this.#verified.size >= 10_000) this.#verified.clear();
      this.#verified.set(value, s);
    }
    return !this.#revoked.has(s.id) && this.#now() < s.expiresAt;
  }

  /** Sign-out: the value stops working here and after a restart. */
  revoke(value: string | undefined): void {
    const s = value === undefined ? undefined : parseSession(this.#token, value, this.#now());
    if (!s) return;
    this.#revoked.add(s.id);
    this.#verified.delete(value!);
    this.#store?.revokeSession(s.id, s.expiresAt);
  }
}
