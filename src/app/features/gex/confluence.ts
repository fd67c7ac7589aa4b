/**
 * Where the chart's layers agree: prices from at least two different layers (a call wall and a dark-pool
 * print level, the POC and the flip) within a band of each other, listed nearest the live price first.
 * Only levels are compared (gamma levels, dark-pool bands, POC and value-area edges, block prices);
 * abnormal trades are events at a time, drawn as markers, not levels.
 */

/** The layer a price comes from: agreement needs two different layers. */
export type LevelSource = 'gamma' | 'dp_levels' | 'dp_profile' | 'blocks';

export interface SourcedLevel {
  readonly source: LevelSource;
  /** Which level of the layer (`call_wall`, `poc`, `dp_level`, `block`). */
  readonly key: string;
  readonly label: string;
  readonly price: number;
}

export interface Confluence {
  /** The mean of the agreeing prices. */
  readonly price: number;
  readonly lo: number;
  readonly hi: number;
  /** The agreeing levels, in price order; at least two sources among them. */
  readonly members: readonly SourcedLevel[];
  /** price − live price, and as a fraction of the live price; null without a live price. */
  readonly distance: number | null;
  readonly distancePct: number | null;
}

/**
 * Groups of levels whose span is at most `bandPct` percent of their lowest price, built by a sweep in
 * price order (each group starts at its lowest level), kept when two or more sources agree. A source's
 * several levels inside one group count once for agreement and are all listed.
 */
export function confluences(levels: readonly SourcedLevel[], bandPct: number, live: number | null): Confluence[] {
  const sorted = levels.filter((l) => Number.isFinite(l.price) && l.price > 0).sort((a, b) => a.price - b.price);
  const out: Confluence[] = [];
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i]!;
    const limit = first.price * (1 + bandPct / 100);
    let j = i + 1;
    while (j < sorted.length && sorted[j]!.price <= limit) j++;
    const members = sorted.slice(i, j);
    if (new Set(members.map((m) => m.source)).size >= 2) {
      const price = members.reduce((s, m) => s + m.price, 0) / members.length;
      const distance = live === null ? null : price - live;
      out.push({
        price,
        lo: first.price,
        hi: members.at(-1)!.price,
        members,
        distance,
        distancePct: distance === null || live === null || live === 0 ? null : distance / live,
      });
      i = j;
    } else {
      i++;
    }
  }
  return live === null ? out : out.sort((a, b) => Math.abs(a.distance!) - Math.abs(b.distance!));
}
