/**
 * A least-recently-used map bounded by total weight, for the server tiers: the sandbox's model keeps
 * chains, paths and orders by count (each entry weighs 1), the BFF keeps planned URLs by bytes (the
 * caller weighs each entry), since rejected URLs are chosen by clients.
 */
export class Lru<K, V> {
  readonly #map = new Map<K, { readonly value: V; readonly weight: number }>();
  readonly #maxWeight: number;
  #weight = 0;
  /** The most recently used key: hot loops ask for it again and again, and skip the re-insert. */
  #newest: K | undefined;

  constructor(maxWeight: number) {
    if (!(maxWeight >= 1)) throw new RangeError('LRU capacity must be at least 1');
    this.#maxWeight = maxWeight;
  }

  get size(): number {
    return this.#map.size;
  }

  /** The total weight held (the entry count when every entry weighs 1). */
  get weight(): number {
    return this.#weight;
  }

  get(key: K): V | undefined {
    const e = this.#map.get(key);
    if (e === undefined) return undefined;
    if (key !== this.#newest) {
      // Map keeps insertion order: re-inserting makes this the most recently used.
      this.#map.delete(key);
      this.#map.set(key, e);
      this.#newest = key;
    }
    return e.value;
  }

  /** Store `value`; an entry heavier than the whole bound is not kept. */
  set(key: K, value: V, weight = 1): void {
    const old = this.#map.get(key);
    if (old) {
      this.#weight -= old.weight;
      this.#map.delete(key);
    }
    if (weight > this.#maxWeight) return;
    this.#map.set(key, { value, weight });
    this.#weight += weight;
    this.#newest = key;
    for (const [k, e] of this.#map) {
      if (this.#weight <= this.#maxWeight) break;
      this.#map.delete(k);
      this.#weight -= e.weight;
    }
  }

  /** The cached value, or compute, store and return it. */
  getOrCreate(key: K, create: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const v = create();
    this.set(key, v);
    return v;
  }
}
