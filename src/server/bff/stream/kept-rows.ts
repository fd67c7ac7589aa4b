/**
 * The hub's dedupe and replay ring: streamed flow rows of the current session by event_id, in arrival
 * order. A row already kept is never forwarded again (overlap of two upstream sockets); a client that
 * resumes is replayed the kept rows it asks for.
 *
 * Each kept row gets an arrival sequence number (`seq`), told to clients as an extra top-level field
 * of the frame. A row printed early but delivered late (enrichment takes 1–3 s, sometimes more) has an
 * old `ts_ms` and a new `seq`, so resuming from the last seq seen replays it where `ts_ms` would not.
 * Sequences start from the hub's start time × 1000: they keep rising across BFF restarts, so a seq
 * remembered from an earlier run replays every kept row (the client dedupes by event_id).
 */
import type { StoredRow } from '../cache/store';

export interface KeptRow {
  readonly ticker: string;
  readonly tsMs: number;
  readonly seq: number;
  /** The upstream frame as received, with `"seq":n` appended: what clients are sent (serialised once). */
  readonly frame: string;
}

/** The upstream frame with the hub's `seq` added, without re-serialising the upstream's fields. */
export function frameWithSeq(frame: string, seq: number): string {
  const t = frame.trimEnd();
  // Appended last, so it wins over an upstream `seq` of the same name when the frame is parsed.
  if (t.endsWith('}') && !/^\{\s*\}$/.test(t)) return `${t.slice(0, -1)},"seq":${seq}}`;
  return JSON.stringify({ ...(JSON.parse(frame) as object), seq });
}

export class KeptRows {
  #rows = new Map<string, KeptRow>();
  #session = '';
  #lastSeq: number;

  constructor(startedAtMs: number = Date.now()) {
    this.#lastSeq = Math.floor(startedAtMs) * 1000;
  }

  /** The newest session seen; '' before any row. */
  get session(): string {
    return this.#session;
  }

  get size(): number {
    return this.#rows.size;
  }

  has(eventId: string): boolean {
    return this.#rows.has(eventId);
  }

  /** True when `session` is newer than the rows kept: the caller starts a new session first. */
  isNewSession(session: string): boolean {
    return this.#session !== '' && session > this.#session;
  }

  /** Drop the rows of older sessions (sequence numbers keep rising). */
  startSession(session: string): void {
    this.#rows = new Map();
    this.#session = session;
  }

  /** Keep a row; returns it with its seq, or null when it belongs to an older session. */
  keep(r: StoredRow): KeptRow | null {
    if (r.session > this.#session) this.#session = r.session;
    if (r.session < this.#session) return null;
    const seq = ++this.#lastSeq;
    const kept = { ticker: r.ticker, tsMs: r.tsMs, seq, frame: frameWithSeq(r.frame, seq) };
    this.#rows.set(r.eventId, kept);
    return kept;
  }

  entries(): IterableIterator<[string, KeptRow]> {
    return this.#rows.entries();
  }
}
