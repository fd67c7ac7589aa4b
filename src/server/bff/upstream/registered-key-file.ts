/**
 * The BFF's own record of the key it registered upstream, and which key the trader chose to use: one
 * JSON file under DATA_DIR, readable by the BFF's user only (0600), so the key survives a restart
 * without ever reaching the browser or a log line. Written whole to a temporary file and renamed, so a
 * crash mid-write leaves the old record, never half of one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const KEY_SOURCES = ['sandbox', 'configured', 'registered'] as const;
export type KeySource = (typeof KEY_SOURCES)[number];

const registeredSchema = z.object({
  api_key: z.string().min(1),
  status: z.enum(['provisional', 'confirmed']),
  /** Provisional keys lapse 24 h after registration unless confirmed; null once confirmed. */
  expires_at: z.string().nullable(),
  tier: z.enum(['free', 'pro']),
});

const recordSchema = z.object({
  registered: registeredSchema.optional(),
  use: z.enum(KEY_SOURCES).optional(),
});

export type RegisteredKey = z.infer<typeof registeredSchema>;
export type KeyRecord = z.infer<typeof recordSchema>;

export const KEY_FILE_NAME = 'account-key.json';
const OWNER_ONLY = 0o600;

export class RegisteredKeyFile {
  readonly #file: string;

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.#file = path.join(dataDir, KEY_FILE_NAME);
  }

  get path(): string {
    return this.#file;
  }

  /** The record, or an empty one when there is none or it cannot be read as one (never a crash at start). */
  read(): KeyRecord {
    let text: string;
    try {
      text = fs.readFileSync(this.#file, 'utf8');
    } catch {
      return {};
    }
    try {
      const parsed = recordSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }

  write(record: KeyRecord): void {
    const tmp = `${this.#file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(record), { mode: OWNER_ONLY });
    // The mode given at creation is narrowed by the umask only, never widened; set it anyway.
    fs.chmodSync(tmp, OWNER_ONLY);
    fs.renameSync(tmp, this.#file);
  }
}
