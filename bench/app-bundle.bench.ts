/**
 * Initial JavaScript of the home page, gzipped: the entry chunk and everything it imports statically
 * (from dist/.vite/manifest.json after `vite build`). Lazy routes (charts) are listed apart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAppInto } from './bench-kit';
// @ts-expect-error: a plain ES module of the scripts, with no type declarations.
import { testHooksIn } from '../scripts/test-hooks-in-bundle.mjs';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

function gzipped(dist: string, file: string): number {
  return gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/**
 * The schema files of the families whose answers the board reads on a cold load (its requests: GEX levels
 * and intraday exposures, quotes and the watchlist, ATM volatility, directional, flow rankings).
 */
const BOARD_SCHEMA_FILES = ['gex', 'quotes', 'watchlist', 'volatility', 'directional', 'intent-flow'];

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

export async function run(): Promise<string[]> {
  // Built apart from dist/, as the browser benches do, so that no other process races this one.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'app-bundle-'));
  try {
    buildAppInto(root);
    return measure(path.join(root, 'dist'));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function measure(dist: string): string[] {
  const gz = (file: string): number => gzipped(dist, file);
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in the manifest (is build.manifest on?)');

  // A chunk and its static imports, transitively, less what is loaded already.
  const closure = (keys: readonly (string | undefined)[], loaded: ReadonlySet<string> = new Set()): Set<string> => {
    const seen = new Set<string>();
    const walk = (key: string): void => {
      if (seen.has(key) || loaded.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imp of manifest[key].imports ?? []) walk(imp);
    };
    for (const k of keys) if (k) walk(k);
    return seen;
  };
  const find = (suffix: string): string | undefined => Object.keys(manifest).find((k) => k.endsWith(suffix));
  // What the browser loads before the first paint: the entry, and the app it imports at once (main.tsx
  // loads render.tsx dynamically only so that zod's settings come first).
  const seen = closure([
    entryKey,
    ...(manifest[entryKey]!.dynamicImports ?? []).filter((k) => k.endsWith('render.tsx')),
  ]);
  const initialJs = [...seen].map((k) => manifest[k]!.file);
  const initialCss = [...new Set([...seen].flatMap((k) => manifest[k]!.css ?? []))];
  const jsGz = initialJs.reduce((s, f) => s + gz(f), 0);
  const cssGz = initialCss.reduce((s, f) => s + gz(f), 0);
  // The home route's own lazy chunk (board) is needed too: reported beside the shell, with the answer
  // schemas of the families the board reads (loaded with their first answer, schemas/by-family.ts).
  const boardKeys = closure([find('features/board/board-page.tsx')], seen);
  const schemaKeys = closure(
    BOARD_SCHEMA_FILES.map((f) => find(`src/api/schemas/${f}.ts`)),
    new Set([...seen, ...boardKeys]),
  );
  const homeGz = [...boardKeys, ...schemaKeys].reduce((s, k) => s + gz(manifest[k]!.file), 0);
  const gexGz = [...closure([find('features/gex/gex-page.tsx')], seen)].reduce((s, k) => s + gz(manifest[k]!.file), 0);

  return [
    `home initial JS (entry, the app and their static imports, ${initialJs.length} file(s)): ${kb(jsGz)} gzipped`,
    `home route chunk (board and the schemas it reads, loaded at once on /): +${kb(homeGz)} gzipped → home total ${kb(jsGz + homeGz)}`,
    `initial CSS: ${kb(cssGz)} gzipped`,
    `GEX route (charts: lightweight-charts, d3), loaded only on /gex/*: ${kb(gexGz)} gzipped`,
    `test hooks (__oa…) in the production bundle: ${(testHooksIn as (d: string) => string[])(dist).join('; ') || 'none'}`,
  ];
}
