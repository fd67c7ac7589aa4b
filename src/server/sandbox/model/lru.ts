/** A small least-recently-used map: the model memoizes chains and minute paths without growing forever. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  /** The most recently used key: hot loops ask for it again and again, and skip the re-insert. */
  private newest: K | undefined;

  constructor(private readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError('LRU capacity must be at least 1');
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v === undefined || key === this.newest) return v;
    // Re-insert so that iteration order is least-recent first.
    this.map.delete(key);
    this.map.set(key, v);
    this.newest = key;
    return v;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    this.newest = key;
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
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
