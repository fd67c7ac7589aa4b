/**
 * Heavy computations of different types memoised per key in one small LRU, so repeated answers are
 * cheap: the typed face of `Lru<string, unknown>` for callers that keep several kinds of value.
 */
import { Lru } from '../../lru';

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
    return this.lru.getOrCreate(key, compute) as T;
  }
}
