/** Split a series into runs that share a basis, so a chart never joins values of different bases. */
export interface Pt {
  readonly x: number;
  readonly y: number | null;
}

export function splitByKey<T>(items: readonly T[], keyOf: (t: T) => string): T[][] {
  const out: T[][] = [];
  let prev: string | undefined;
  for (const it of items) {
    const k = keyOf(it);
    if (out.length === 0 || k !== prev) out.push([]);
    out.at(-1)!.push(it);
    prev = k;
  }
  return out;
}

/** Break a run at nulls as well (a null is a gap, not a zero). */
export function splitAtNulls(points: readonly Pt[]): { x: number; y: number }[][] {
  const out: { x: number; y: number }[][] = [];
  let cur: { x: number; y: number }[] = [];
  for (const p of points) {
    if (p.y === null) {
      if (cur.length) out.push(cur);
      cur = [];
    } else cur.push({ x: p.x, y: p.y });
  }
  if (cur.length) out.push(cur);
  return out;
}
