/**
 * The one bench table: every figure of every bench as a row, with its baseline and the ratio to it where
 * one exists, printed once at the end of `npm run bench` and written as JSON under bench/results/.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface BenchRow {
  readonly figure: string;
  readonly measured: string;
  /** What the figure is measured against, in the same run. */
  readonly baseline?: string;
  /** measured ÷ baseline. */
  readonly ratio?: number;
  readonly goal?: string;
  readonly pass?: boolean;
}

export interface BenchSection {
  readonly bench: string;
  readonly seconds: number;
  readonly rows: readonly BenchRow[];
  readonly failed?: string;
}

/** Where a line's label ends: its first colon outside parentheses, or -1. */
function labelEnd(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ':' && depth === 0) return i;
  }
  return -1;
}

/**
 * A bench that reports text lines: a line `figure: measured` is one row; an indented line goes on
 * detailing the row above, under the same figure.
 */
export function rowsOfLines(lines: readonly string[]): BenchRow[] {
  const rows: BenchRow[] = [];
  let parent = '';
  for (const line of lines) {
    const text = line.trim();
    if (/^\s/.test(line) && parent) {
      rows.push({ figure: parent, measured: text });
      continue;
    }
    const i = labelEnd(text);
    parent = i > 0 ? text.slice(0, i) : text;
    rows.push({ figure: parent, measured: i > 0 ? text.slice(i + 1).trim() : '' });
  }
  return rows;
}

function cells(s: BenchSection, r: BenchRow): string[] {
  const ok = r.pass === undefined ? '' : r.pass ? 'ok' : 'MISS';
  return [
    s.bench,
    r.figure,
    r.measured,
    r.baseline ?? '',
    r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}×`,
    r.goal ?? '',
    ok,
  ];
}

/** A markdown table (readable in a terminal and pasteable into a note). */
export function formatTable(sections: readonly BenchSection[]): string {
  const head = ['bench', 'figure', 'measured', 'baseline', 'ratio', 'goal', ''];
  const body: string[][] = [];
  for (const s of sections) {
    if (s.failed) body.push([s.bench, 'FAILED', s.failed, '', '', '', '']);
    for (const r of s.rows) body.push(cells(s, r));
  }
  const esc = (c: string): string => c.replace(/\|/g, '\\|');
  return [head, head.map(() => '---'), ...body].map((row) => `| ${row.map(esc).join(' | ')} |`).join('\n');
}

/** Writes the sections as `bench/results/<ISO time>.json`; returns the path. */
export function writeResults(dir: string, sections: readonly BenchSection[], startedAt: Date): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ started_at: startedAt.toISOString(), node: process.version, sections }, null, 2)}\n`,
  );
  return file;
}
