// Builds the SPA into DIST_DIR (default dist/) when it is missing or older than its sources. Used by
// `npm start` and by the browser suite's global setup, which builds once before its workers start BFFs.
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

/** Exits the process when the build fails: nothing can be served without it. */
export function buildIfStale() {
  // DIST_DIR: where the built SPA goes (default dist/); two checkouts' suites running at once keep apart.
  const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');
  const built = path.join(distDir, 'index.html');
  const sources = Math.max(
    newestMtime(path.join(root, 'src', 'app')),
    fs.statSync(path.join(root, 'index.html')).mtimeMs,
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sources) return;
  console.log('[start] building the dashboard (dist/ is missing or stale)…');
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
    { cwd: root, stdio: 'inherit' },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
