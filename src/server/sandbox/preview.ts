/**
 * Free-preview answers (Document A, access column): a free key gets the spec's rowsKey list cut to
 * the top or the most recent N rows, each row reduced to the preview fields, and `preview: true`.
 */
import type { PreviewRule } from '../../api/endpoint';

function timeOf(row: unknown): number | null {
  if (typeof row !== 'object' || row === null) return null;
  const r = row as Record<string, unknown>;
  if (typeof r.ts_ms === 'number') return r.ts_ms;
  for (const f of ['timestamp', 'executed_at']) {
    const v = r[f];
    if (typeof v === 'string') {
      const t = Date.parse(v);
      if (!Number.isNaN(t)) return t;
    }
  }
  return null;
}

/** The most recent `n` rows, kept in their original order (rows may be sorted either way). */
function lastRows(rows: readonly unknown[], n: number): unknown[] {
  const times = rows.map(timeOf);
  if (times.some((t) => t === null)) return rows.slice(-n);
  const keep = new Set(
    rows
      .map((_, i) => i)
      .sort((a, b) => times[b]! - times[a]! || b - a)
      .slice(0, n),
  );
  return rows.filter((_, i) => keep.has(i));
}

function pick(row: unknown, fields: readonly string[]): unknown {
  if (typeof row !== 'object' || row === null) return row;
  const r = row as Record<string, unknown>;
  return Object.fromEntries(fields.filter((f) => f in r).map((f) => [f, r[f]]));
}

/** A new body with the preview applied (the input is not mutated). Non-object bodies pass through. */
export function applyPreview(body: unknown, rule: PreviewRule, rowsKey: string | undefined): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  const key = rowsKey ?? 'rows';
  const rows = b[key];
  if (!Array.isArray(rows)) return { ...b, preview: true };
  const cut = rule.take === 'top' ? rows.slice(0, rule.count) : lastRows(rows, rule.count);
  return { ...b, [key]: cut.map((r) => pick(r, rule.fields)), preview: true };
}
