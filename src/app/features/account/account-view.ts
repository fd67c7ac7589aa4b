/**
 * The BFF's account answer (`GET /api/account`, `PUT /api/account/key`), read leniently: which key is in
 * use (masked: the browser never holds a key), its tier and status, and the registered key if any.
 */
import { isObj, str, type Obj } from '../../data/readers';

export type KeySource = 'sandbox' | 'configured' | 'registered';

export interface RegisteredKeyView {
  readonly key: string | null;
  readonly tier: string | null;
  readonly status: string | null;
  readonly expiresAt: string | null;
}

export interface AccountView {
  readonly source: KeySource | null;
  readonly key: string | null;
  readonly tier: string | null;
  readonly status: string | null;
  readonly expiresAt: string | null;
  readonly registered: RegisteredKeyView | null;
  readonly available: readonly KeySource[];
}

const SOURCES: readonly KeySource[] = ['sandbox', 'configured', 'registered'];

function sourceOf(v: unknown): KeySource | null {
  return SOURCES.find((s) => s === v) ?? null;
}

function readRegistered(o: Obj): RegisteredKeyView {
  return { key: str(o.key), tier: str(o.tier), status: str(o.status), expiresAt: str(o.expires_at) };
}

export function readAccount(payload: unknown): AccountView {
  const o = isObj(payload) ? payload : {};
  const available = Array.isArray(o.available)
    ? o.available.map(sourceOf).filter((s): s is KeySource => s !== null)
    : [];
  return {
    source: sourceOf(o.source),
    key: str(o.key),
    tier: str(o.tier),
    status: str(o.status),
    expiresAt: str(o.expires_at),
    registered: isObj(o.registered) ? readRegistered(o.registered) : null,
    available,
  };
}

/** How each key is named on the page. */
export const SOURCE_LABEL: Readonly<Record<KeySource, string>> = {
  sandbox: 'Sandbox key',
  configured: 'Configured key (OA_API_KEY)',
  registered: 'Registered key',
};
