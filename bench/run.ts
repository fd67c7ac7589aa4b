/**
 * `npm run bench`: runs every bench/*.bench.ts in sequence and prints ONE table of all their figures
 * (bench-table.ts), also written as JSON under bench/results/. A bench exports `run()` answering table
 * rows, or text lines (each line one row). A failing bench is reported in the table and the others
 * still run. Optional arguments filter by file name: `npm run bench -- charts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatTable, rowsOfLines, writeResults, type BenchRow, type BenchSection } from './bench-table';

interface BenchModule {
  run(): Promise<readonly (string | BenchRow)[]>;
  /** A bench too long for every run (the idle-page spend): it runs only when named, `npm run bench -- idle`. */
  onlyWhenNamed?: boolean;
}

async function main(): Promise<void> {
  const dir = import.meta.dirname;
  const startedAt = new Date();
  const filters = process.argv.slice(2);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .sort();
  const sections: BenchSection[] = [];
  for (const file of files) {
    const bench = file.replace(/\.bench\.ts$/, '');
    // Progress on stderr: stdout carries the table only.
    console.error(`== ${file}`);
    const started = Date.now();
    let rows: BenchRow[] = [];
    let failed: string | undefined;
    try {
      const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as Partial<BenchModule>;
      if (typeof mod.run !== 'function') throw new Error('exports no run()');
      if (mod.onlyWhenNamed && filters.length === 0) {
        console.error('   skipped: runs only when named');
        sections.push({ bench, seconds: 0, rows: [{ figure: 'skipped', measured: `npm run bench -- ${bench}` }] });
        continue;
      }
      const items = await mod.run();
      rows = [
        ...rowsOfLines(items.filter((x): x is string => typeof x === 'string')),
        ...items.filter((x): x is BenchRow => typeof x !== 'string'),
      ];
    } catch (err) {
      failed = err instanceof Error ? err.message : String(err);
      rows = [];
    }
    const seconds = (Date.now() - started) / 1000;
    console.error(`   ${failed ? `FAILED: ${failed}` : `${rows.length} figures`} (${seconds.toFixed(1)} s)`);
    sections.push({ bench, seconds, rows, ...(failed ? { failed } : {}) });
  }
  if (files.length === 0) console.error('no bench/*.bench.ts files');
  console.log(formatTable(sections));
  const total = sections.reduce((s, x) => s + x.seconds, 0);
  console.log(
    `\n${sections.length} benches in ${total.toFixed(0)} s; JSON: ${path.relative(process.cwd(), writeResults(path.join(dir, 'results'), sections, startedAt))}`,
  );
  process.exitCode = sections.some((s) => s.failed) ? 1 : 0;
}

await main();
