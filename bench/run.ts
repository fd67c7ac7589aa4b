/**
 * `npm run bench`: runs every bench/*.bench.ts in sequence (each exports `run(): Promise<string[]>`)
 * and prints its result lines. A failing bench is reported and the others still run.
 * Optional arguments filter by file name: `npm run bench -- bff`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface BenchModule {
  run(): Promise<string[]>;
}

async function main(): Promise<void> {
  const dir = import.meta.dirname;
  const filters = process.argv.slice(2);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .sort();
  let failed = 0;
  for (const file of files) {
    console.log(`\n== ${file}`);
    const started = Date.now();
    try {
      const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as Partial<BenchModule>;
      if (typeof mod.run !== 'function') throw new Error('exports no run()');
      for (const line of await mod.run()) console.log(`  ${line}`);
    } catch (err) {
      failed++;
      console.log(`  FAILED: ${err instanceof Error ? err.message : String(err)}`);
    }
    console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  if (files.length === 0) console.log('no bench/*.bench.ts files');
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
