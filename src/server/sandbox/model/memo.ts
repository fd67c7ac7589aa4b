/** Memoise heavy computations per key in a small LRU (the model's Lru), so repeated answers are cheap. */
import { Lru } from './lru';

export class Memo {
  private readonly lru: Lru<string, unknown>;
  constructor(capacity: number) {
    this.lru = new Lru(capacity);
  }
  /** The cached value, if any, without computing it. */
  peek<T>(key: string): T | undefined {
    return this.lru.get(key) as T | undefined;
  }
  get<T>(key: string, compute: () => T): T {
    const hit = this.lru.get(key);
    if (hit !== undefined) return hit as T;
    const value = compute();
    this.lru.set(key, value);
    return value;
  }
}
