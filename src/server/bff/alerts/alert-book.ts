/**
 * Where alerts and their fires are kept (SQLite in DATA_DIR, beside the BFF's store): they survive a
 * reload of the page and a restart of the BFF. Fires are numbered in order, so a client that lost its
 * connection asks for those after the last number it saw; the newest FIRES_KEPT are kept.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { AlertFire, AlertRule } from '../../../dashboard-api/trader-alerts';

export const FIRES_KEPT = 500;

export interface StoredAlert {
  readonly id: string;
  readonly rule: AlertRule;
  readonly note: string;
  readonly createdAt: number;
  /** When a one-shot alert (a price crossing, an IV-rank bound) fired; it watches again once re-armed. */
  readonly firedAt: number | null;
}

interface FireRow {
  id: number;
  alert_id: string;
  fired_at: number;
  message: string;
  value: number | null;
  event_id: string | null;
}

function fireOf(r: FireRow): AlertFire {
  return {
    id: r.id,
    alert_id: r.alert_id,
    fired_at: new Date(r.fired_at).toISOString(),
    message: r.message,
    value: r.value,
    event_id: r.event_id,
  };
}

export class AlertBook {
  readonly #db: Database.Database;
  #closed = false;

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.#db = new Database(path.join(dataDir, 'alerts.sqlite'));
    this.#db.pragma('journal_mode = WAL');
    this.#db.exec(`
      CREATE TABLE IF NOT EXISTS alerts (id TEXT PRIMARY KEY, rule TEXT NOT NULL, note TEXT NOT NULL,
        created_at INTEGER NOT NULL, fired_at INTEGER);
      CREATE TABLE IF NOT EXISTS alert_fires (id INTEGER PRIMARY KEY AUTOINCREMENT, alert_id TEXT NOT NULL,
        fired_at INTEGER NOT NULL, message TEXT NOT NULL, value REAL, event_id TEXT);
    `);
  }

  alerts(): StoredAlert[] {
    return this.#db
      .prepare<[], { id: string; rule: string; note: string; created_at: number; fired_at: number | null }>(
        'SELECT id, rule, note, created_at, fired_at FROM alerts ORDER BY created_at, id',
      )
      .all()
      .map((r) => ({
        id: r.id,
        rule: JSON.parse(r.rule) as AlertRule,
        note: r.note,
        createdAt: r.created_at,
        firedAt: r.fired_at,
      }));
  }

  add(rule: AlertRule, note: string, now: number): StoredAlert {
    const a = { id: randomUUID(), rule, note, createdAt: now, firedAt: null };
    this.#db
      .prepare('INSERT INTO alerts (id, rule, note, created_at) VALUES (?, ?, ?, ?)')
      .run(a.id, JSON.stringify(rule), note, now);
    return a;
  }

  /** False when there was no such alert. Its fires stay in the history. */
  remove(id: string): boolean {
    return this.#db.prepare('DELETE FROM alerts WHERE id = ?').run(id).changes > 0;
  }

  /** A one-shot alert fired (`at`), or is armed again (null). False when there is no such alert. */
  setFiredAt(id: string, at: number | null): boolean {
    return this.#db.prepare('UPDATE alerts SET fired_at = ? WHERE id = ?').run(at, id).changes > 0;
  }

  /** `id`: several instances number fires by time (alert-sync.ts); one numbers them 1, 2, 3… */
  fire(f: Omit<AlertFire, 'id' | 'fired_at'>, now: number, id?: number): AlertFire {
    const r = this.#db
      .prepare(
        'INSERT OR IGNORE INTO alert_fires (id, alert_id, fired_at, message, value, event_id) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(id ?? null, f.alert_id, now, f.message, f.value, f.event_id);
    id ??= Number(r.lastInsertRowid);
    this.#db
      .prepare('DELETE FROM alert_fires WHERE id NOT IN (SELECT id FROM alert_fires ORDER BY id DESC LIMIT ?)')
      .run(FIRES_KEPT);
    return { ...f, id, fired_at: new Date(now).toISOString() };
  }

  /** Newest first. */
  fires(limit = 100): AlertFire[] {
    return this.#db
      .prepare<[number], FireRow>('SELECT * FROM alert_fires ORDER BY id DESC LIMIT ?')
      .all(limit)
      .map(fireOf);
  }

  /** Oldest first: what a client that saw fire `afterId` has missed. */
  firesAfter(afterId: number): AlertFire[] {
    return this.#db
      .prepare<[number], FireRow>('SELECT * FROM alert_fires WHERE id > ? ORDER BY id')
      .all(afterId)
      .map(fireOf);
  }

  /** The newest fire's number (0 before any). */
  lastFireId(): number {
    return this.#db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM alert_fires').get()?.id ?? 0;
  }

  /** An alert as another instance set it (added, re-armed or fired). */
  put(a: StoredAlert): void {
    this.#db
      .prepare('INSERT OR REPLACE INTO alerts (id, rule, note, created_at, fired_at) VALUES (?, ?, ?, ?, ?)')
      .run(a.id, JSON.stringify(a.rule), a.note, a.createdAt, a.firedAt);
  }

  /** The shared set in place of this copy (an instance that starts). */
  replaceAll(alerts: readonly StoredAlert[], fires: readonly AlertFire[]): void {
    this.#db.transaction(() => {
      this.#db.prepare('DELETE FROM alerts').run();
      for (const a of alerts) this.put(a);
      for (const f of fires) this.fire(f, Date.parse(f.fired_at), f.id);
    })();
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#db.close();
  }
}
