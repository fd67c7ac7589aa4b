/**
 * For unit tests of what keeps its state in the SQLite store (governor, answer cache): a fresh store in
 * its own temporary folder for every test, closed and removed after it, so no test reads another's
 * budget or answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { Store } from '../cache/store';

/** Registers the hooks; `use` receives each test's store before the test runs. */
export function storePerTest(use: (store: Store) => void): void {
  let dir: string | undefined;
  let store: Store | undefined;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bff-store-'));
    store = new Store(dir);
    use(store);
  });
  afterEach(() => {
    store?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
}
