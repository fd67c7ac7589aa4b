/**
 * What a session replay reads, kept where every instance sees it (REDIS_URL): the flow rows streamed
 * in the current session and the key levels as they were read through the day. Each instance still
 * keeps its own copy (store.ts): the relay hands every row to every instance; Redis adds the rows an
 * instance missed before it started (it seeds its store from here) and the readings another instance
 * made (the shared cache lets only one of them read each).
 */
import type { JournalEntry, StoredRow } from '../cache/store';
import type { RedisLink } from './redis-link';

/** Rows and readings stay as long as a replay may ask for them (the store keeps ten sessions). */
const KEEP_MS = 15 * 86_400_000;

export class SharedRecords {
  readonly #link: RedisLink;
  readonly #k: string;

  constructor(link: RedisLink, scope: string) {
    this.#link = link;
    this.#k = `oa:{${scope}}`;
  }

  #rowsKey(session: string): string {
    return `${this.#k}:rows-of:${session}`;
  }
  #journalKey(j: Pick<JournalEntry, 'endpoint' | 'session' | 'ticker' | 'dte'>): string {
    return `${this.#k}:journal:${j.endpoint}:${j.session}:${j.ticker}:${j.dte}`;
  }

  addRow(row: StoredRow): void {
    const k = this.#rowsKey(row.session);
    const v = JSON.stringify({ ticker: row.ticker, tsMs: row.tsMs, frame: row.frame });
    void this.#link.run((c) =>
      c.multi().hsetnx(k, row.eventId, v).pexpire(k, KEEP_MS).set(`${this.#k}:rows-latest`, row.session).exec(),
    );
  }

  /** The rows of the newest session streamed, for an instance that starts (or restarts) mid-session. */
  async latestSessionRows(): Promise<StoredRow[]> {
    const session = await this.#link.run((c) => c.get(`${this.#k}:rows-latest`));
    return session ? this.sessionRows(session) : [];
  }

  /** Every row of `session` any instance streamed, in print order; [] when Redis cannot answer. */
  async sessionRows(session: string): Promise<StoredRow[]> {
    const all = (await this.#link.run((c) => c.hgetall(this.#rowsKey(session)))) ?? {};
    const rows: StoredRow[] = [];
    for (const [eventId, v] of Object.entries(all)) {
      try {
        const r = JSON.parse(v) as { ticker: string; tsMs: number; frame: string };
        rows.push({ eventId, session, ticker: r.ticker, tsMs: r.tsMs, frame: r.frame });
      } catch {
        // Another version's entry: skipped.
      }
    }
    return rows.sort((a, b) => a.tsMs - b.tsMs);
  }

  journalAnswer(j: JournalEntry): void {
    const k = this.#journalKey(j);
    // The moment leads the member, so two identical answers read at different moments are both kept.
    const member = Buffer.concat([Buffer.from(`${j.atMs}\n`), j.body]);
    void this.#link.run((c) => c.multi().zadd(k, j.atMs, member).pexpire(k, KEEP_MS).exec());
  }

  /** Readings of every instance, oldest first; undefined when Redis cannot answer. */
  async journal(
    endpoint: string,
    session: string,
    ticker: string,
    dte: string,
  ): Promise<{ atMs: number; body: Buffer }[] | undefined> {
    const members = await this.#link.run((c) =>
      c.zrangeBuffer(this.#journalKey({ endpoint, session, ticker, dte }), 0, -1),
    );
    if (!members) return undefined;
    return members.map((m) => {
      const nl = m.indexOf(10);
      return { atMs: Number(m.subarray(0, nl).toString()), body: m.subarray(nl + 1) };
    });
  }
}
