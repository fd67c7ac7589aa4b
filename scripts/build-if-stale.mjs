// Builds the SPA into DIST_DIR (default dist/) when it is missing, older than its sources or of the other
// flavour. Used by `npm start` (the production build) and by the browser suite's global setup, which builds
// once, with the test hooks (VITE_TEST_HOOKS=1: window.__oaStream, window.__oaTape), before its workers
// start BFFs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Written beside index.html: which flavour dist/ holds, so that `npm start` never serves the test build. */
const FLAVOUR_FILE = '.build-flavour';

/** The build's environment: VITE_TEST_HOOKS set for the test build, absent (never inherited) otherwise. */
export function buildEnv(testHooks) {
  const env = { ...process.env };
  delete env.VITE_TEST_HOOKS;
  return testHooks ? { ...env, VITE_TEST_HOOKS: '1' } : env;
}

/** Exits the process when the build fails: nothing can be served without it. */
export function buildIfStale({ testHooks = false } = {}) {
  const flavour = testHooks ? 'test-hooks' : 'production';
  // DIST_DIR: where the built SPA goes (default dist/); two checkouts' suites running at once keep apart.
  const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');
  const built = path.join(distDir, 'index.html');
  // Everything the page is built from: the app, the contract and the BFF's own API it imports.
  const sources = Math.max(
    ...['app', 'api', 'dashboard-api'].map((dir) => newestMtime(path.join(root, 'src', dir))),
    fs.statSync(path.join(root, 'index.html')).mtimeMs,
  );
  const flavourFile = path.join(distDir, FLAVOUR_FILE);
  const builtFlavour = fs.existsSync(flavourFile) ? fs.readFileSync(flavourFile, 'utf8') : null;
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources && builtFlavour === flavour) return;
  console.log(`[start] building the dashboard, ${flavour} (dist/ is missing, stale or of the other flavour)…`);
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      distDir,
      '--emptyOutDir',
    ],
    { cwd: root, stdio: 'inherit', env: buildEnv(testHooks) },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(flavourFile, flavour);
}
