/**
 * The upstream key the BFF uses now, and the keys it may switch between: the built-in one (the
 * embedded sandbox's key in sandbox mode, OA_API_KEY in upstream mode) and the key registered from the
 * account page (kept in registered-key-file.ts). Everything that talks upstream reads the key here, so a
 * switch takes effect without a restart; listeners (the stream hubs) hear of it. The key itself stays
 * in the BFF: what leaves is `maskKey`'s form only.
 */
import type { Tier } from '../config';
import type { KeySource, RegisteredKey, RegisteredKeyFile } from './registered-key-file';

export type { KeySource, RegisteredKey } from './registered-key-file';

export interface BuiltInKey {
  readonly source: Exclude<KeySource, 'registered'>;
  readonly key: string;
  readonly tier: Tier;
}

export interface KeyInUse {
  readonly source: KeySource;
  readonly key: string;
  /** What is known before the upstream is asked (the governor learns the rest from answers). */
  readonly tier: Tier;
  readonly status: 'provisional' | 'confirmed' | 'built-in';
  readonly expiresAt: string | null;
}

/** Enough of the key for a person to recognise it, never enough to use it. */
export function maskKey(key: string): string {
  return `••••${key.slice(-4)}`;
}

export class ActiveKey {
  readonly #builtIn: BuiltInKey;
  readonly #file: RegisteredKeyFile;
  #registered: RegisteredKey | undefined;
  #source: KeySource;
  readonly #listeners = new Set<(key: KeyInUse) => void>();

  constructor(builtIn: BuiltInKey, file: RegisteredKeyFile) {
    this.#builtIn = builtIn;
    this.#file = file;
    const record = file.read();
    this.#registered = record.registered;
    // The choice made before a restart holds, when that key is still there.
    this.#source = record.use && this.has(record.use) ? record.use : builtIn.source;
  }

  get current(): KeyInUse {
    const r = this.#registered;
    if (this.#source === 'registered' && r) {
      return { source: 'registered', key: r.api_key, tier: r.tier, status: r.status, expiresAt: r.expires_at };
    }
    const b = this.#builtIn;
    return { source: b.source, key: b.key, tier: b.tier, status: 'built-in', expiresAt: null };
  }

  get registered(): RegisteredKey | undefined {
    return this.#registered;
  }

  has(source: KeySource): boolean {
    return source === 'registered' ? this.#registered !== undefined : source === this.#builtIn.source;
  }

  /** Every key the BFF holds: the logger scrubs each of them from every line. */
  secrets(): string[] {
    return [this.#builtIn.key, ...(this.#registered ? [this.#registered.api_key] : [])];
  }

  /** Switch to `source`; false when there is no such key. Listeners run only when the key changes. */
  use(source: KeySource): boolean {
    if (!this.has(source)) return false;
    const before = this.current.key;
    this.#source = source;
    this.#save();
    if (this.current.key !== before) this.#notify();
    return true;
  }

  /** A key issued by registration replaces any earlier one (and is used at once if that one was in use). */
  keep(registered: RegisteredKey): void {
    const wasInUse = this.#source === 'registered';
    this.#registered = registered;
    this.#save();
    if (wasInUse) this.#notify();
  }

  /** The upstream accepted the confirmation code: the registered key is permanent. */
  confirmed(tier: Tier | undefined): void {
    const r = this.#registered;
    if (!r) return;
    this.#registered = { ...r, status: 'confirmed', expires_at: null, tier: tier ?? r.tier };
    this.#save();
  }

  onChange(listener: (key: KeyInUse) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #save(): void {
    this.#file.write({ ...(this.#registered ? { registered: this.#registered } : {}), use: this.#source });
  }

  #notify(): void {
    const now = this.current;
    for (const l of this.#listeners) l(now);
  }
}
