/**
 * The README is the map a newcomer reads first: every variable the BFF and the sandbox read, and every route the
 * BFF serves, is listed there. A variable or route added without its line fails here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBff, type RunningBff } from '../src/server/bff/app';
import { BFF_ENV_NAMES, loadConfig } from '../src/server/bff/config';

const readme = fs.readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
const section = (title: string): string => {
  const start = readme.indexOf(`## ${title}`);
  const end = readme.indexOf('\n## ', start + 1);
  return start < 0 ? '' : readme.slice(start, end < 0 ? undefined : end);
};

/** Variables read outside the BFF's schema: the standalone sandbox's extra keys and the SPA's build flag. */
const OTHER_ENV_NAMES = ['SANDBOX_KEYS', 'VITE_TEST_HOOKS'];

/** Full paths from Fastify's route tree (`printRoutes({ commonPrefix: false })`): one per line, children indented. */
export function routePaths(tree: string): string[] {
  const paths: string[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ├└─]*)(\S+) \(/.exec(line);
    if (!m) continue;
    const [, indent = '', name = ''] = m;
    while ((stack.at(-1)?.depth ?? -1) >= indent.length) stack.pop();
    const parent = stack.at(-1)?.path ?? '';
    const full = parent === '/' ? `/${name}` : `${parent}${name}`;
    stack.push({ depth: indent.length, path: full });
    paths.push(full);
  }
  return paths;
}

describe('README map', () => {
  test('Configuration lists every variable the code reads', () => {
    const config = section('Configuration');
    const missing = [...BFF_ENV_NAMES, ...OTHER_ENV_NAMES].filter((name) => !config.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  let bff: RunningBff;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-map-'));
    bff = await startBff(loadConfig({ PORT: '0', SANDBOX_PORT: '0', DATA_DIR: dataDir, E2E: '1' }), {
      logDestination: { write: () => true },
    });
  });
  afterAll(() => bff?.close());

  test('every /api route the BFF serves is listed, its parameters as :name or {name}', () => {
    const served = routePaths(bff.app.printRoutes({ commonPrefix: false })).filter((p) => p.startsWith('/api/'));
    expect(served.length).toBeGreaterThan(10);
    const listed = (p: string): boolean =>
      readme.includes(p) ||
      readme.includes(p.replace(/:(\w+)/g, '{$1}')) ||
      readme.includes(p.replace(/\/:\w+/g, '/*'));
    expect(served.filter((p) => !listed(p))).toEqual([]);
  });
});
