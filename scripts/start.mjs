// `npm start`: build the SPA when dist/ is missing or older than its sources, then run the BFF
// (which starts the embedded sandbox when no key is configured). Never needs a key.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'server', 'bff', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
