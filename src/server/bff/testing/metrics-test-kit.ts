/**
 * Test support for /api/metrics: a scrape as Prometheus makes it, and a reader of the exposition text
 * (one sample per line: `name{label="value",…} number`). Nothing in the app imports it.
 */
import { expect } from 'vitest';
import type { RunningBff } from '../app';

export interface Scrape {
  /** The sample's value, or undefined when the family has no sample with exactly these labels. */
  value(name: string, labels?: Record<string, string>): number | undefined;
  readonly text: string;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function readExposition(text: string): Scrape {
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  for (const line of text.split('\n')) {
    const m = SAMPLE.exec(line);
    if (!m || line.startsWith('#')) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(LABEL)) labels[l[1]!] = l[2]!;
    const raw = m[3]!;
    samples.push({ name: m[1]!, labels, value: raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw) });
  }
  return {
    text,
    value(name, labels = {}) {
      const want = Object.entries(labels);
      const hit = samples.find(
        (s) =>
          s.name === name && Object.keys(s.labels).length === want.length && want.every(([k, v]) => s.labels[k] === v),
      );
      return hit?.value;
    },
  };
}

/** GET /api/metrics as a scraper would; fails the test unless it is answered 200 in the text format. */
export async function scrape(bff: RunningBff, headers: Record<string, string> = {}): Promise<Scrape> {
  const res = await fetch(`${bff.url}/api/metrics`, { headers });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return readExposition(text);
}
