// `npm run dev`: the BFF (with its embedded sandbox when no key is set) and Vite with hot reload in
// front of it; Vite proxies /api (HTTP and WebSocket) to the BFF (vite.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

function start(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited with ${code ?? 'a signal'}`);
    for (const c of children) c.kill('SIGTERM');
    process.exit(code ?? 1);
  });
  children.push(child);
}

// DEV_SERVER=1: the BFF accepts Vite's origins (localhost:5173); a production start never sets it.
start('bff', ['--import', 'tsx', path.join(root, 'src', 'server', 'bff', 'main.ts')], {
  ...process.env,
  DEV_SERVER: '1',
});
start('vite', [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')]);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    for (const c of children) c.kill(sig);
  });
}
