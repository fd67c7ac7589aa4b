/**
 * Where the traders' desks are kept: SQLite in DATA_DIR beside the alerts, so a desk survives a reload
 * and a restart of the BFF. Every desk belongs to a scope (one per dashboard session when
 * DASHBOARD_TOKEN is set, one shared scope otherwise), and a scope sees only its own desks.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Desk, DeskSummary } from '../../../dashboard-api/desk';

/** Desks one scope may keep: enough for any trader, and a bound on what a session can make us store. */
export const MAX_DESKS_PER_SCOPE = 100;

interface DeskRow {
  name: string;
  body: string;
  panels: number;
  updated_at: number;
}

export class DeskBook {
  readonly #db: Database.Database;
  #closed = false;

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.#db = new Database(path.join(dataDir, 'desks.sqlite'));
    this.#db.pragma('journal_mode = WAL');
    // A save is durable across a crash of the process without an fsync per save (WAL's usual setting).
    this.#db.pragma('synchronous = NORMAL');
    // `seq` orders desks saved within the same millisecond: the later save is the newer desk.
    this.#db.exec(`
      CREATE TABLE IF NOT EXISTS desks (scope TEXT NOT NULL, name TEXT NOT NULL, body TEXT NOT NULL,
        panels INTEGER NOT NULL, updated_at INTEGER NOT NULL, seq INTEGER NOT NULL,
        PRIMARY KEY (scope, name));
    `);
  }

  /** Newest first. */
  list(scope: string): DeskSummary[] {
    return this.#db
      .prepare<[string], DeskRow>(
        'SELECT name, panels, updated_at FROM desks WHERE scope = ? ORDER BY updated_at DESC, seq DESC',
      )
      .all(scope)
      .map((r) => ({ name: r.name, panels: r.panels, updated_at: new Date(r.updated_at).toISOString() }));
  }

  get(scope: string, name: string): Desk | undefined {
    const row = this.#db
      .prepare<[string, string], Pick<DeskRow, 'body'>>('SELECT body FROM desks WHERE scope = ? AND name = ?')
      .get(scope, name);
    return row ? (JSON.parse(row.body) as Desk) : undefined;
  }

  /** Saves or overwrites; false when the desk is new and the scope already keeps MAX_DESKS_PER_SCOPE. */
  put(scope: string, d: Desk, now: number): boolean {
    return this.#db.transaction(() => {
      const exists = this.#db.prepare('SELECT 1 FROM desks WHERE scope = ? AND name = ?').get(scope, d.name);
      if (!exists) {
        const kept = this.#db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM desks WHERE scope = ?');
        if ((kept.get(scope)?.n ?? 0) >= MAX_DESKS_PER_SCOPE) return false;
      }
      this.#db
        .prepare(
          `INSERT OR REPLACE INTO desks (scope, name, body, panels, updated_at, seq)
           VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM desks))`,
        )
        .run(scope, d.name, JSON.stringify(d), d.panels.length, now);
      return true;
    })();
  }

  /** False when there was no such desk. */
  remove(scope: string, name: string): boolean {
    return this.#db.prepare('DELETE FROM desks WHERE scope = ? AND name = ?').run(scope, name).changes > 0;
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#db.close();
  }
}
