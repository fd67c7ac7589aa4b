/**
 * The production build (`npm run build`, `npm start`) ships no test hook: window.__oaStream and
 * window.__oaTape exist only in the build made with VITE_TEST_HOOKS=1 (the browser suite's and the flow
 * bench's). Builds the app into a temporary directory (a few seconds).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, with no type declarations.
import { buildEnv } from './build-if-stale.mjs';
// @ts-expect-error: a plain ES module of the scripts, with no type declarations.
import { testHooksIn } from './test-hooks-in-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-bundle-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

function build(testHooks: boolean): void {
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--logLevel',
      'error',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: root, env: (buildEnv as (t: boolean) => NodeJS.ProcessEnv)(testHooks), encoding: 'utf8' },
  );
  expect(r.status, r.stderr).toBe(0);
}

const hooks = (): string[] => (testHooksIn as (dir: string) => string[])(outDir);

test('the production bundle holds no __oa test hook', { timeout: 120_000 }, () => {
  build(false);
  expect(hooks()).toEqual([]);
});
