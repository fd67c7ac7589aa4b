/**
 * Initial JavaScript of the home page, gzipped: the entry chunk and everything it imports statically
 * (from dist/.vite/manifest.json after `vite build`). Lazy routes (charts) are listed apart.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

function gz(file: string): number {
  return gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

export async function run(): Promise<string[]> {
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}`);
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in the manifest (is build.manifest on?)');

  // The entry and its static imports, transitively: what the browser must load before the first paint.
  const seen = new Set<string>();
  const walk = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imp of manifest[key]?.imports ?? []) walk(imp);
  };
  walk(entryKey);
  const initialJs = [...seen].map((k) => manifest[k]!.file);
  const initialCss = [...new Set([...seen].flatMap((k) => manifest[k]!.css ?? []))];
  const jsGz = initialJs.reduce((s, f) => s + gz(f), 0);
  const cssGz = initialCss.reduce((s, f) => s + gz(f), 0);

  // The home route's own lazy chunk (board) is needed too: report it beside the shell.
  const homeKey = Object.keys(manifest).find((k) => k.endsWith('features/board/board-page.tsx'));
  const homeSeen = new Set<string>();
  const walkHome = (key: string): void => {
    if (homeSeen.has(key) || seen.has(key)) return;
    homeSeen.add(key);
    for (const imp of manifest[key]?.imports ?? []) walkHome(imp);
  };
  if (homeKey) walkHome(homeKey);
  const homeGz = [...homeSeen].reduce((s, k) => s + gz(manifest[k]!.file), 0);

  const gexKey = Object.keys(manifest).find((k) => k.endsWith('features/gex/gex-page.tsx'));
  const gexSeen = new Set<string>();
  const walkGex = (key: string): void => {
    if (gexSeen.has(key) || seen.has(key)) return;
    gexSeen.add(key);
    for (const imp of manifest[key]?.imports ?? []) walkGex(imp);
  };
  if (gexKey) walkGex(gexKey);
  const gexGz = [...gexSeen].reduce((s, k) => s + gz(manifest[k]!.file), 0);

  return [
    `home initial JS (entry + static imports, ${initialJs.length} file(s)): ${kb(jsGz)} gzipped`,
    `home route chunk (board, loaded at once on /): +${kb(homeGz)} gzipped → home total ${kb(jsGz + homeGz)}`,
    `initial CSS: ${kb(cssGz)} gzipped`,
    `GEX route (charts: lightweight-charts, d3), loaded only on /gex/*: ${kb(gexGz)} gzipped`,
  ];
}
