/**
 * The sandbox's keys: the two built-in keys, keys added by options, and provisional free keys issued
 * by POST /v1/account/register (valid 24 h until confirmed, then permanent). The 24 hours are
 * simulated hours: the store reads the sandbox's market clock, so a test moves the clock a day ahead
 * instead of waiting or faking the machine's time.
 */
import { randomBytes } from 'node:crypto';
import type { Tier } from './limits';

export const SANDBOX_PRO_KEY = 'sandbox-pro-key';
export const SANDBOX_FREE_KEY = 'sandbox-free-key';

const PROVISIONAL_MS = 24 * 3_600_000;

/** The 401's message for a provisional key past its 24 hours, on REST and on MCP alike. */
export const EXPIRED_KEY_MESSAGE =
  'This provisional key expired: confirm a registration within 24 hours, or register again.';

interface Provisional {
  readonly key: string;
  readonly email: string;
  readonly agentName: string | null;
  readonly code: string;
  readonly expiresAt: number;
  confirmed: boolean;
}

export interface Registration {
  readonly api_key: string;
  readonly tier: 'free';
  readonly status: 'provisional';
  readonly expires_at: string;
  /** The sandbox sends no e-mail, so the code comes back in the answer. */
  readonly confirmation_code: string;
}

export type Confirmation =
  { readonly ok: true; readonly key: string } | { readonly ok: false; readonly reason: 'unknown_code' | 'expired' };

/** What the real service would e-mail: the sandbox keeps it for GET /sandbox/accounts/outbox. */
export interface OutboxMessage {
  readonly to: string;
  readonly api_key: string;
  readonly confirmation_code: string;
  readonly sent_at: string;
}

export class KeyStore {
  private readonly fixed: Map<string, Tier>;
  private readonly sent: OutboxMessage[] = [];
  private readonly provisional = new Map<string, Provisional>();
  private readonly byCode = new Map<string, Provisional>();

  /** `now`: the sandbox clock (SANDBOX_CLOCK) in epoch ms. */
  constructor(
    extra: Readonly<Record<string, Tier>> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.fixed = new Map<string, Tier>([
      [SANDBOX_PRO_KEY, 'pro'],
      [SANDBOX_FREE_KEY, 'free'],
      ...Object.entries(extra),
    ]);
  }

  /** The tier of a valid key, undefined for an unknown or expired one. */
  tierOf(key: string | undefined): Tier | undefined {
    if (!key) return undefined;
    const t = this.fixed.get(key);
    if (t) return t;
    const p = this.provisional.get(key);
    if (!p) return undefined;
    return p.confirmed || this.now() < p.expiresAt ? 'free' : undefined;
  }

  /** A provisional key past its 24 h without confirmation (for a 401 that says so). */
  isExpired(key: string | undefined): boolean {
    const p = key ? this.provisional.get(key) : undefined;
    return p !== undefined && !p.confirmed && this.now() >= p.expiresAt;
  }

  /** Confirmation messages issued so far, oldest first. */
  outbox(): readonly OutboxMessage[] {
    return this.sent;
  }

  /** Keys configured at start (built-in and options), which get the default watchlist. */
  configuredKeys(): string[] {
    return [...this.fixed.keys()];
  }

  register(email: string, agentName: string | null): Registration {
    const key = `sbx-free-${randomBytes(12).toString('hex')}`;
    const code = randomBytes(4).toString('hex');
    const p: Provisional = { key, email, agentName, code, expiresAt: this.now() + PROVISIONAL_MS, confirmed: false };
    this.provisional.set(key, p);
    this.byCode.set(code, p);
    this.sent.push({ to: email, api_key: key, confirmation_code: code, sent_at: new Date(this.now()).toISOString() });
    return {
      api_key: key,
      tier: 'free',
      status: 'provisional',
      expires_at: new Date(p.expiresAt).toISOString(),
      confirmation_code: code,
    };
  }

  /**
   * Confirm a provisional key by its code. A key past its 24 hours stays lapsed (the reference leaves
   * this open; the 401 tells the person to register again, so a late code does not revive it).
   */
  confirm(code: string): Confirmation {
    const p = this.byCode.get(code);
    if (!p) return { ok: false, reason: 'unknown_code' };
    if (!p.confirmed && this.now() >= p.expiresAt) return { ok: false, reason: 'expired' };
    p.confirmed = true;
    return { ok: true, key: p.key };
  }
}
