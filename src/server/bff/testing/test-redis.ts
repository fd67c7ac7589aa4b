/**
 * A Redis server of its own for a test: Debian's `redis-server` on a free loopback port, no persistence.
 * Without the binary the test is skipped locally and fails under CI (CI=1), where `.ci/run` installs it.
 * Test support only; nothing in the app imports it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './test-kit';

export const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
/** Skip without the binary, except under CI where its absence is a failure. */
export const skipWithoutRedis = !hasRedisServer && process.env.CI !== '1';

export interface TestRedis {
  readonly url: string;
  stop(): Promise<void>;
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.write('PING\r\n');
    });
    s.once('data', (d) => {
      s.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
    s.once('error', () => resolve(false));
  });
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('redis-server did not start');
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
