/**
 * Seeded company fundamentals and the quarterly earnings calendar of every stock in the universe.
 * Each value is drawn from a key naming the seed, ticker and purpose, so any quarter or date can be
 * recomputed alone. ETFs have no earnings and no statements.
 */
import { addCalendarDays, addTradingDays, isTradingDay, nextTradingDay } from '../../../api/calendar';
import type { TickerInfo } from '../market';
import { rng } from './random';

export interface CompanyProfile {
  readonly ticker: string;
  readonly sharesOutstanding: number;
  /** Trailing price/earnings multiple at the reference price. */
  readonly pe: number;
  /** Price/sales multiple at the reference price. */
  readonly ps: number;
  readonly grossMargin: number;
  /** Annual dividend yield at the reference price, decimal; 0 for a non-payer. */
  readonly dividendYield: number;
  /** Float as a share of shares outstanding. */
  readonly floatRatio: number;
}

export function companyProfile(seed: string, info: TickerInfo): CompanyProfile {
  const r = rng(`${seed}|profile|${info.ticker}`);
  const marketCap = 10 ** (10 + 2.4 * info.liquidity + 0.3 * r.normal());
  const pays = info.isEtf || r.next() < (info.volatility < 0.35 ? 0.75 : 0.3);
  return {
    ticker: info.ticker,
    sharesOutstanding: Math.round(marketCap / info.referencePrice / 1000) * 1000,
    pe: 12 + 40 * r.next() * Math.min(1, info.volatility * 2),
    ps: 1.5 + 10 * r.next() * info.volatility,
    grossMargin: 0.25 + 0.5 * r.next(),
    dividendYield: pays ? 0.004 + 0.03 * r.next() * (1 - Math.min(0.8, info.volatility)) : 0,
    floatRatio: 0.8 + 0.19 * r.next(),
  };
}

export type EarningsTime = 'bmo' | 'amc';

export interface EarningsEvent {
  readonly ticker: string;
  readonly name: string;
  /** The session of the report. */
  readonly session: string;
  /** Before the open (07:00 ET) or after the close (16:05 ET). */
  readonly time: EarningsTime;
  /** e.g. 2026Q3: the calendar quarter the report covers. */
  readonly fiscalQuarter: string;
  readonly periodEnd: string;
  readonly epsEstimate: number;
  readonly epsActual: number;
  readonly revenueEstimate: number;
  readonly revenueActual: number;
}

/** The calendar quarter before the one containing a day: [year, quarter 1..4]. */
function quarterBefore(day: string, back: number): [number, number] {
  const y = Number(day.slice(0, 4));
  const q = Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;
  const idx = y * 4 + (q - 1) - back;
  return [Math.floor(idx / 4), (idx % 4) + 1];
}

function quarterEnd(year: number, q: number): string {
  const month = q * 3;
  const next = new Date(Date.UTC(year, month, 1));
  return addCalendarDays(next.toISOString().slice(0, 10), -1);
}

export function earningsEvent(seed: string, info: TickerInfo, year: number, q: number): EarningsEvent | null {
  if (info.isEtf) return null;
  const r = rng(`${seed}|earnings|${info.ticker}|${year}Q${q}`);
  const periodEnd = quarterEnd(year, q);
  // Reporting season: from the 10th of the month after the quarter, spread over about nine weeks.
  let start = addCalendarDays(periodEnd, 10);
  if (!isTradingDay(start)) start = nextTradingDay(start);
  const session = addTradingDays(start, r.int(0, 44));
  const p = companyProfile(seed, info);
  const quarterlyEps = info.referencePrice / p.pe / 4;
  const quarterlyRevenue = (info.referencePrice * p.sharesOutstanding) / p.ps / 4;
  const epsEstimate = Math.round(quarterlyEps * (1 + 0.05 * r.normal()) * 100) / 100;
  const revenueEstimate = Math.round(quarterlyRevenue * (1 + 0.03 * r.normal()));
  return {
    ticker: info.ticker,
    name: info.name,
    session,
    time: r.next() < 0.55 ? 'amc' : 'bmo',
    fiscalQuarter: `${year}Q${q}`,
    periodEnd,
    epsEstimate,
    // Most companies beat by a little; a few miss by a lot.
    epsActual: Math.round(epsEstimate * (1 + 0.04 + 0.1 * r.normal()) * 100) / 100,
    revenueEstimate,
    revenueActual: Math.round(revenueEstimate * (1 + 0.01 + 0.03 * r.normal())),
  };
}

/** Reports in [from, to] (sessions, inclusive) of the given stocks, ascending by session then ticker. */
export function earningsBetween(
  seed: string,
  universe: readonly TickerInfo[],
  from: string,
  to: string,
): EarningsEvent[] {
  const out: EarningsEvent[] = [];
  // A report follows its quarter by 10 days to about 4 months: look at the quarters that can land in range.
  const quarters: [number, number][] = [];
  for (let back = 1; back <= 6; back++) {
    const [y, q] = quarterBefore(to, back);
    if (quarterEnd(y, q) < addCalendarDays(from, -150)) break;
    quarters.push([y, q]);
  }
  for (const info of universe) {
    for (const [y, q] of quarters) {
      const e = earningsEvent(seed, info, y, q);
      if (e && e.session >= from && e.session <= to) out.push(e);
    }
  }
  return out.sort((a, b) => (a.session < b.session ? -1 : a.session > b.session ? 1 : a.ticker < b.ticker ? -1 : 1));
}

/** Reports of one ticker with a session at or before `to`, newest first. */
export function pastReports(seed: string, info: TickerInfo, to: string, count: number): EarningsEvent[] {
  const out: EarningsEvent[] = [];
  for (let back = 0; out.length < count && back < count + 2; back++) {
    const [y, q] = quarterBefore(to, back + 1);
    if (y < 2022) break;
    const e = earningsEvent(seed, info, y, q);
    if (e && e.session <= to) out.push(e);
  }
  return out;
}
