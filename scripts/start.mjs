// `npm start`: build the SPA when dist/ is missing or older than its sources, then run the BFF
// (which starts the embedded sandbox when no key is configured). Never needs a key.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// DIST_DIR: where the built SPA goes (default dist/); two checkouts' suites running at once keep apart.
const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');
const built = path.join(distDir, 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = Math.max(
  newestMtime(path.join(root, 'src', 'app')),
  fs.statSync(path.join(root, 'index.html')).mtimeMs,
);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
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
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'server', 'bff', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
