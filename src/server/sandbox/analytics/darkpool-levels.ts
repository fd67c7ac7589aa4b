/**
 * Dark-pool print levels: a ticker's prints over several sessions binned into price bands of a width
 * set as a percent of a reference price, ranked by premium, so the prices where size changed hands
 * stand out.
 */
import type { DarkPrint } from '../model/darkpool';

const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export interface PrintLevel {
  readonly rank: number;
  /** Band centre; the band is [low, high). */
  readonly price: number;
  readonly low: number;
  readonly high: number;
  readonly premium: number;
  readonly shares: number;
  readonly prints: number;
  readonly first_session: string;
  readonly last_session: string;
}

/** Band width in dollars: `bandPct` percent of the reference price, at least one cent. */
export function levelBandWidth(referencePrice: number, bandPct: number): number {
  return Math.max(0.01, (referencePrice * bandPct) / 100);
}

interface LevelSums {
  premium: number;
  shares: number;
  n: number;
  first: string;
  last: string;
}

/** The `top` bands by premium (the lower price on ties), over prints of at least `minPremium`. */
export function printLevels(
  sessions: readonly { session: string; prints: readonly DarkPrint[] }[],
  bandWidth: number,
  minPremium: number,
  top: number,
): PrintLevel[] {
  const levels = new Map<number, LevelSums>();
  for (const { session, prints } of sessions) {
    for (const p of prints) {
      if (p.premium < minPremium) continue;
      const k = Math.round(p.price / bandWidth);
      const l = levels.get(k) ?? { premium: 0, shares: 0, n: 0, first: session, last: session };
      levels.set(k, l);
      l.premium += p.premium;
      l.shares += p.size;
      l.n += 1;
      if (session < l.first) l.first = session;
      if (session > l.last) l.last = session;
    }
  }
  return [...levels]
    .sort((a, b) => b[1].premium - a[1].premium || a[0] - b[0])
    .slice(0, top)
    .map(([k, l], i) => ({
      rank: i + 1,
      price: round4(k * bandWidth),
      low: round4((k - 0.5) * bandWidth),
      high: round4((k + 0.5) * bandWidth),
      premium: round2(l.premium),
      shares: l.shares,
      prints: l.n,
      first_session: l.first,
      last_session: l.last,
    }));
}
