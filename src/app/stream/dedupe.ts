/**
 * A bounded set of recently seen ids with least-recently-seen eviction, for de-duplicating stream
 * events by `event_id` (a resume replays a margin of rows that were already delivered).
 */
export class DedupeSet {
  // A Map keeps insertion order: re-inserting moves a key to the end, so the first key is the oldest.
  private readonly seen = new Map<string, true>();

  constructor(private readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('DedupeSet capacity must be a positive integer');
  }

  /** Record `id`; true when it is new, false when it was already seen (and is refreshed). */
  add(id: string): boolean {
    if (this.seen.has(id)) {
      this.seen.delete(id);
      this.seen.set(id, true);
      return false;
    }
    this.seen.set(id, true);
    if (this.seen.size > this.capacity) {
      const oldest = this.seen.keys().next();
      if (!oldest.done) this.seen.delete(oldest.value);
    }
    return true;
  }

  has(id: string): boolean {
    return this.seen.has(id);
  }

  get size(): number {
    return this.seen.size;
  }

  clear(): void {
    this.seen.clear();
  }
}
