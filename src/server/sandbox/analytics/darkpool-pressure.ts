/**
 * NBBO-location pressure of dark-pool prints: a print at or above the ask reads as buying, at or below
 * the bid as selling, elsewhere as neither. Direction is only this proxy (no buyer or seller identity
 * exists). Sums, per-window sums and the day's lean; the `ex_away` variants leave out prints far from
 * the quote and count them apart.
 */
import type { NbboLabel } from '../../../api/nbbo-labels';
import type { DarkPrint } from '../model/darkpool';

export type ProxySide = 'buy' | 'sell' | 'neutral';

export function proxySide(label: NbboLabel): ProxySide {
  if (label === 'at_ask' || label === 'above_ask') return 'buy';
  if (label === 'at_bid' || label === 'below_bid') return 'sell';
  return 'neutral';
}

/** +1 for a buy-side print, −1 for a sell-side one, 0 otherwise. */
export function proxySign(label: NbboLabel): number {
  const side = proxySide(label);
  return side === 'buy' ? 1 : side === 'sell' ? -1 : 0;
}

export interface PressureWindow {
  readonly start: string;
  readonly end: string;
  readonly buy: number;
  readonly sell: number;
  readonly net: number;
  /** buy / (buy + sell); null when neither side printed. */
  readonly ratio: number | null;
  readonly n: number;
}

export interface PressureWindowExAway extends PressureWindow {
  readonly away_notional: number;
  readonly away_n: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

export interface PressureSums {
  buy: number;
  sell: number;
  n: number;
  away_notional: number;
  away_n: number;
}

const NO_PRESSURE: PressureSums = { buy: 0, sell: 0, n: 0, away_notional: 0, away_n: 0 };

/** Sums of a set of prints; with exAway the away-from-quote prints are left out and counted apart. */
export function pressureSums(prints: Iterable<DarkPrint>, exAway: boolean): PressureSums {
  const s: PressureSums = { ...NO_PRESSURE };
  for (const p of prints) {
    if (exAway && p.away_from_quote === true) {
      s.away_notional += p.premium;
      s.away_n += 1;
      continue;
    }
    s.n += 1;
    const side = proxySide(p.nbbo_label);
    if (side === 'buy') s.buy += p.premium;
    else if (side === 'sell') s.sell += p.premium;
  }
  return s;
}

/** The sums of several groups of prints (tickers of a sector) as one. */
export function combinedSums(parts: Iterable<PressureSums>): PressureSums {
  const s: PressureSums = { ...NO_PRESSURE };
  for (const x of parts) {
    s.buy += x.buy;
    s.sell += x.sell;
    s.n += x.n;
    s.away_notional += x.away_notional;
    s.away_n += x.away_n;
  }
  return s;
}

/** buy / (buy + sell); null when neither side printed. */
function buyRatio(s: PressureSums): number | null {
  return s.buy + s.sell > 0 ? round4(s.buy / (s.buy + s.sell)) : null;
}

/** (buy − sell) / (buy + sell), in −1..1; null when neither side printed. */
export function netLean(s: PressureSums): number | null {
  return s.buy + s.sell > 0 ? round4((s.buy - s.sell) / (s.buy + s.sell)) : null;
}

/** The sums as an answer states them: buy, sell, net, ratio, n. */
export function pressureSummary(s: PressureSums) {
  return { buy: round2(s.buy), sell: round2(s.sell), net: round2(s.buy - s.sell), ratio: buyRatio(s), n: s.n };
}

function toWindow(start: number, end: number, s: PressureSums): PressureWindow {
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString(), ...pressureSummary(s) };
}

/**
 * Windows of `windowMs` from `openMs` up to `endMs` (the last one may be partial), over prints of
 * one or many tickers. Windows with no print still appear (a measured zero).
 */
export function pressureWindows(
  prints: readonly DarkPrint[],
  openMs: number,
  endMs: number,
  windowMs: number,
): PressureWindow[];
export function pressureWindows(
  prints: readonly DarkPrint[],
  openMs: number,
  endMs: number,
  windowMs: number,
  exAway: true,
): PressureWindowExAway[];
export function pressureWindows(
  prints: readonly DarkPrint[],
  openMs: number,
  endMs: number,
  windowMs: number,
  exAway = false,
): PressureWindow[] | PressureWindowExAway[] {
  if (endMs <= openMs) return [];
  const count = Math.ceil((endMs - openMs) / windowMs);
  const groups: DarkPrint[][] = Array.from({ length: count }, () => []);
  for (const p of prints) {
    if (p.ts_ms < openMs || p.ts_ms >= endMs) continue;
    groups[Math.floor((p.ts_ms - openMs) / windowMs)]!.push(p);
  }
  return groups.map((g, i) => {
    const start = openMs + i * windowMs;
    const s = pressureSums(g, exAway);
    const w = toWindow(start, Math.min(endMs, start + windowMs), s);
    return exAway ? { ...w, away_notional: round2(s.away_notional), away_n: s.away_n } : w;
  });
}
