/**
 * The BFF's embedded store (SQLite in DATA_DIR): immutable answers (past sessions, `finality: final`),
 * the daily request count (the upstream reports it nowhere, so a restart must not forget it) and the
 * streamed flow rows of the current session (for resume without spending the row budget again); and,
 * for session replay, the rows and the key levels as the session published them, for its last sessions.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface StoredAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  readonly storedAt: number;
}

export interface StoredRow {
  readonly eventId: string;
  readonly session: string;
  readonly ticker: string;
  readonly tsMs: number;
  /** The frame exactly as sent to clients (serialised once). */
  readonly frame: string;
}

export interface JournalEntry {
  readonly endpoint: string;
  readonly session: string;
  readonly ticker: string;
  readonly dte: string;
  readonly atMs: number;
  readonly body: Buffer;
}

export class Store {
  readonly #db: Database.Database;
  readonly #getAnswer: Database.Statement<
    [string],
    { status: number; headers: string; body: Buffer; stored_at: number }
  >;
  readonly #putAnswer: Database.Statement<[string, number, string, Buffer, number]>;
  readonly #getDay: Database.Statement<[string, string], { used: number }>;
  readonly #putDay: Database.Statement<[string, string, number]>;
  readonly #putRow: Database.Statement<[string, string, string, number, string, number]>;
  #closed = false;

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.#db = new Database(path.join(dataDir, 'bff.sqlite'));
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('synchronous = NORMAL');
    this.#db.exec(`
      CREATE TABLE IF NOT EXISTS answers (key TEXT PRIMARY KEY, status INTEGER NOT NULL, headers TEXT NOT NULL,
        body BLOB NOT NULL, stored_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS day_counter (scope TEXT NOT NULL, day TEXT NOT NULL, used INTEGER NOT NULL,
        PRIMARY KEY (scope, day));
      CREATE TABLE IF NOT EXISTS minute_window (scope TEXT PRIMARY KEY, minute INTEGER NOT NULL, used INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS flow_rows (event_id TEXT PRIMARY KEY, session TEXT NOT NULL, ticker TEXT NOT NULL,
        ts_ms INTEGER NOT NULL, frame TEXT NOT NULL, stored_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS flow_rows_session ON flow_rows (session, ts_ms);
      CREATE TABLE IF NOT EXISTS answer_journal (endpoint TEXT NOT NULL, session TEXT NOT NULL, ticker TEXT NOT NULL,
        dte TEXT NOT NULL, at_ms INTEGER NOT NULL, body BLOB NOT NULL);
      CREATE INDEX IF NOT EXISTS answer_journal_at ON answer_journal (endpoint, session, ticker, dte, at_ms);
      CREATE TABLE IF NOT EXISTS revoked_sessions (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
    `);
    this.#getAnswer = this.#db.prepare('SELECT status, headers, body, stored_at FROM answers WHERE key = ?');
    this.#putAnswer = this.#db.prepare(
      'INSERT OR REPLACE INTO answers (key, status, headers, body, stored_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.#getDay = this.#db.prepare('SELECT used FROM day_counter WHERE scope = ? AND day = ?');
    this.#putDay = this.#db.prepare('INSERT OR REPLACE INTO day_counter (scope, day, used) VALUES (?, ?, ?)');
    this.#putRow = this.#db.prepare(
      'INSERT OR IGNORE INTO flow_rows (event_id, session, ticker, ts_ms, frame, stored_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
  }

  getAnswer(key: string): StoredAnswer | undefined {
    const r = this.#getAnswer.get(key);
    if (!r) return undefined;
    return {
      status: r.status,
      headers: JSON.parse(r.headers) as Record<string, string>,
      body: r.body,
      storedAt: r.stored_at,
    };
  }

  putAnswer(key: string, a: StoredAnswer): void {
    this.#putAnswer.run(key, a.status, JSON.stringify(a.headers), a.body, a.storedAt);
  }

  dayUsed(scope: string, day: string): number {
    return this.#getDay.get(scope, day)?.used ?? 0;
  }

  setDayUsed(scope: string, day: string, used: number): void {
    this.#putDay.run(scope, day, used);
  }

  /** Requests admitted in the minute window starting at `minute` (ms), so a restart (kill -9) keeps it. */
  minuteUsed(scope: string, minute: number): number {
    return (
      this.#db
        .prepare<[string, number], { used: number }>('SELECT used FROM minute_window WHERE scope = ? AND minute = ?')
        .get(scope, minute)?.used ?? 0
    );
  }

  setMinuteUsed(scope: string, minute: number, used: number): void {
    this.#db
      .prepare('INSERT OR REPLACE INTO minute_window (scope, minute, used) VALUES (?, ?, ?)')
      .run(scope, minute, used);
  }

  /**
   * A row is written before the hub fans it out, so a BFF killed right after has every row it delivered.
   * In WAL mode with synchronous=NORMAL a commit is a write to the log, not an fsync: cheap per row.
   */
  addRow(row: StoredRow): void {
    if (this.#closed) return;
    this.#putRow.run(row.eventId, row.session, row.ticker, row.tsMs, row.frame, Date.now());
  }

  /** Rows of the newest stored session, if it was written in the last day (older ones cannot be "current"). */
  latestSessionRows(now: number): StoredRow[] {
    const latest = this.#db
      .prepare<[number], { session: string }>(
        'SELECT session FROM flow_rows WHERE stored_at > ? ORDER BY session DESC LIMIT 1',
      )
      .get(now - 86_400_000);
    if (!latest) return [];
    return this.#db
      .prepare<[string], { event_id: string; session: string; ticker: string; ts_ms: number; frame: string }>(
        'SELECT event_id, session, ticker, ts_ms, frame FROM flow_rows WHERE session = ? ORDER BY ts_ms',
      )
      .all(latest.session)
      .map((r) => ({ eventId: r.event_id, session: r.session, ticker: r.ticker, tsMs: r.ts_ms, frame: r.frame }));
  }

  /** The stored rows of one session and ticker, in print order: what a session replay plays back. */
  sessionRows(session: string, ticker: string): StoredRow[] {
    return this.#db
      .prepare<[string, string], { event_id: string; session: string; ticker: string; ts_ms: number; frame: string }>(
        'SELECT event_id, session, ticker, ts_ms, frame FROM flow_rows WHERE session = ? AND ticker = ? ORDER BY ts_ms',
      )
      .all(session, ticker)
      .map((r) => ({ eventId: r.event_id, session: r.session, ticker: r.ticker, tsMs: r.ts_ms, frame: r.frame }));
  }

  /**
   * Keep what was recorded of the newest `sessions` sessions (replays read it), drop older sessions':
   * their rows are on the REST tape if anyone needs them, at the price of the flow-row budget.
   */
  pruneRecordedKeeping(sessions: number): void {
    for (const table of ['flow_rows', 'answer_journal']) {
      this.#db
        .prepare(
          `DELETE FROM ${table} WHERE session < (SELECT MIN(session) FROM
             (SELECT DISTINCT session FROM ${table} ORDER BY session DESC LIMIT ?))`,
        )
        .run(sessions);
    }
  }

  /** An answer of the current session as it was read upstream at `atMs` (market time): the levels' day. */
  journalAnswer(j: JournalEntry): void {
    if (this.#closed) return;
    this.#db
      .prepare('INSERT INTO answer_journal (endpoint, session, ticker, dte, at_ms, body) VALUES (?, ?, ?, ?, ?, ?)')
      .run(j.endpoint, j.session, j.ticker, j.dte, j.atMs, j.body);
  }

  /** The journal of one endpoint, session, ticker and dte_filter, oldest first. */
  journal(endpoint: string, session: string, ticker: string, dte: string): { atMs: number; body: Buffer }[] {
    return this.#db
      .prepare<[string, string, string, string], { at_ms: number; body: Buffer }>(
        'SELECT at_ms, body FROM answer_journal WHERE endpoint = ? AND session = ? AND ticker = ? AND dte = ? ORDER BY at_ms',
      )
      .all(endpoint, session, ticker, dte)
      .map((r) => ({ atMs: r.at_ms, body: r.body }));
  }

  /** Signed-out dashboard sessions (by id), kept until the session would have expired anyway. */
  revokeSession(id: string, expiresAt: number): void {
    this.#db.prepare('INSERT OR REPLACE INTO revoked_sessions (id, expires_at) VALUES (?, ?)').run(id, expiresAt);
  }

  revokedSessions(now: number): string[] {
    this.#db.prepare('DELETE FROM revoked_sessions WHERE expires_at <= ?').run(now);
    return this.#db
      .prepare<[], { id: string }>('SELECT id FROM revoked_sessions')
      .all()
      .map((r) => r.id);
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#db.close();
  }
}
