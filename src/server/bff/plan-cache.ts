/**
 * Memory held for URLs the proxy has already planned (validated, keyed). Rejected URLs are chosen by
 * clients, so the cache is bounded by bytes (least recently used first out), not by entries, and a
 * 422 never echoes a large input back (nor keeps it).
 */

export const PLAN_CACHE_MAX_BYTES = 4 * 1024 * 1024;
export const ECHOED_INPUT_MAX_CHARS = 100;

export class ByteBoundedLru<V> {
  readonly #map = new Map<string, { readonly value: V; readonly bytes: number }>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }
  get size(): number {
    return this.#map.size;
  }

  get(key: string): V | undefined {
    const e = this.#map.get(key);
    if (!e) return undefined;
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.#map.delete(key);
    this.#map.set(key, e);
    return e.value;
  }

  /** `bytes` is the caller's estimate of what the value holds (its key is counted here). */
  set(key: string, value: V, bytes: number): void {
    const old = this.#map.get(key);
    if (old) this.#bytes -= old.bytes;
    this.#map.delete(key);
    const size = key.length * 2 + bytes;
    if (size > this.#maxBytes) return;
    this.#map.set(key, { value, bytes: size });
    this.#bytes += size;
    for (const [k, e] of this.#map) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#map.delete(k);
      this.#bytes -= e.bytes;
    }
  }
}

function shorten(input: unknown): unknown {
  if (input === null || typeof input === 'number' || typeof input === 'boolean') return input;
  const text = typeof input === 'string' ? input : JSON.stringify(input);
  if (text === undefined || text.length <= ECHOED_INPUT_MAX_CHARS) return input;
  return `${text.slice(0, ECHOED_INPUT_MAX_CHARS)}…`;
}

/** A validation error whose echoed `input`s are cut to ECHOED_INPUT_MAX_CHARS characters. */
export function withShortInputs<T>(error: T): T {
  if (typeof error !== 'object' || error === null) return error;
  const detail = (error as { detail?: unknown }).detail;
  if (!Array.isArray(detail)) return error;
  const short = detail.map((issue: unknown) =>
    typeof issue === 'object' && issue !== null && 'input' in issue
      ? { ...issue, input: shorten((issue as { input: unknown }).input) }
      : issue,
  );
  return { ...error, detail: short };
}
