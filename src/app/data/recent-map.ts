/**
 * A map that keeps only its most recently used entries, for the tab's module-level caches and
 * bookkeeping (event ids already seen, computed DTEs, readings per scope): a tab left open for days
 * must not grow without end. The server has its own weighted LRU (src/server/lru.ts), which the SPA may
 * not import; a library such as lru-cache would add more to the home bundle than these few lines.
 */
export class RecentMap<K, V> {
  readonly #map = new Map<K, V>();
  readonly #max: number;

  constructor(max: number) {
    if (!(max >= 1)) throw new RangeError('RecentMap must keep at least one entry');
    this.#max = max;
  }

  get size(): number {
    return this.#map.size;
  }

  has(key: K): boolean {
    return this.#map.has(key);
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    if (!this.#map.has(key)) return undefined;
    const v = this.#map.get(key) as V;
    // A Map keeps insertion order: re-inserting makes this the newest.
    this.#map.delete(key);
    this.#map.set(key, v);
    return v;
  }

  /** Store `value` as the newest entry, dropping the least recently used beyond the bound. */
  set(key: K, value: V): this {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.#max) this.#map.delete(this.#map.keys().next().value as K);
    return this;
  }

  clear(): void {
    this.#map.clear();
  }
}
