/**
 * Seeded regulatory filings: insider transactions (Form 4), institutional holdings (13F) and
 * congressional trades (periodic transaction reports). People and funds are fictional.
 */
import { addCalendarDays, addTradingDays, isTradingDay, previousTradingDay } from '../../../api/calendar';
import type { TickerInfo } from '../market';
import { rng, type Rng } from './random';

const FIRST = [
  'Alex',
  'Jordan',
  'Morgan',
  'Taylor',
  'Casey',
  'Riley',
  'Avery',
  'Quinn',
  'Jamie',
  'Drew',
  'Harper',
  'Rowan',
];
const LAST = [
  'Ellis',
  'Hart',
  'Monroe',
  'Vance',
  'Calder',
  'Reyes',
  'Sato',
  'Brandt',
  'Okafor',
  'Lind',
  'Marsh',
  'Pryor',
];
const TITLES = [
  'Chief Executive Officer',
  'Chief Financial Officer',
  'Chief Operating Officer',
  'Director',
  'General Counsel',
  '10% Owner',
];
const STATES = ['CA', 'TX', 'NY', 'FL', 'OH', 'GA', 'PA', 'IL', 'MI', 'AZ', 'NC', 'WA'];
const HOLDER_STEMS = [
  'Granite',
  'Harbor',
  'Summit',
  'Northwind',
  'Bluewater',
  'Ironwood',
  'Meridian',
  'Cedar',
  'Atlas',
  'Keystone',
];
const HOLDER_KINDS = ['Capital Management', 'Asset Management', 'Advisors', 'Investment Partners', 'Global Investors'];
const AMOUNTS: readonly [number, number][] = [
  [1_001, 15_000],
  [15_001, 50_000],
  [50_001, 100_000],
  [100_001, 250_000],
  [250_001, 500_000],
  [500_001, 1_000_000],
];

const person = (r: Rng) => `${r.pick(FIRST)} ${r.pick(LAST)}`;
const tradingOnOrBefore = (d: string) => (isTradingDay(d) ? d : previousTradingDay(d));

export interface InsiderTransaction {
  readonly insider_name: string;
  readonly title: string;
  readonly transaction_date: string;
  readonly filing_date: string;
  /** Form 4 codes: S sale, P purchase, M option exercise, A award. */
  readonly transaction_code: 'S' | 'P' | 'M' | 'A';
  readonly shares: number;
}

/** A month's insider transactions of one stock (none for funds). */
export function insiderMonth(seed: string, info: TickerInfo, month: string): InsiderTransaction[] {
  if (info.isEtf) return [];
  const r = rng(`${seed}|insider|${info.ticker}|${month}`);
  const out: InsiderTransaction[] = [];
  for (let i = r.int(0, 3); i > 0; i--) {
    const date = tradingOnOrBefore(`${month}-${String(r.int(2, 28)).padStart(2, '0')}`);
    const u = r.next();
    out.push({
      insider_name: person(r),
      title: r.pick(TITLES),
      transaction_date: date,
      filing_date: addTradingDays(date, 2),
      transaction_code: u < 0.6 ? 'S' : u < 0.75 ? 'P' : u < 0.9 ? 'M' : 'A',
      shares: Math.round(Math.exp(7 + 2.2 * r.next()) / 10) * 10,
    });
  }
  return out.sort((a, b) => (a.transaction_date < b.transaction_date ? 1 : -1));
}

export interface Holding {
  readonly holder: string;
  /** Share of the shares outstanding held, decimal. */
  readonly weight: number;
  /** Change of the position against the previous quarter, decimal. */
  readonly change: number;
}

/** Holders of one ticker at a quarter end, largest first. */
export function holdings(seed: string, info: TickerInfo, quarterEnd: string, count: number): Holding[] {
  const out: Holding[] = [];
  for (let i = 0; i < count; i++) {
    // The holder list is stable across quarters; weights fall off with rank, then drift a little.
    const who = rng(`${seed}|holder|${info.ticker}|${i}`);
    const q = rng(`${seed}|holding|${info.ticker}|${i}|${quarterEnd}`);
    const base = 0.09 / (1 + i) ** 0.9;
    out.push({
      holder:
        i < 2
          ? ['Vanguard-like Index Trust', 'Broad Market Index Funds'][i]!
          : `${who.pick(HOLDER_STEMS)} ${who.pick(HOLDER_KINDS)}`,
      weight: base * (1 + 0.05 * q.normal()),
      change: 0.08 * q.normal(),
    });
  }
  return out.sort((a, b) => b.weight - a.weight);
}

export interface CongressTrade {
  readonly member: string;
  readonly chamber: 'house' | 'senate';
  readonly party: 'D' | 'R' | 'I';
  readonly state: string;
  readonly ticker: string;
  readonly transaction_type: 'purchase' | 'sale';
  readonly transaction_date: string;
  readonly disclosure_date: string;
  readonly owner: 'self' | 'spouse' | 'joint';
  readonly amount_min: number;
  readonly amount_max: number;
}

/** Trades made in the week starting `monday`, over stocks weighted by liquidity. */
export function congressWeek(seed: string, stocks: readonly TickerInfo[], monday: string): CongressTrade[] {
  const r = rng(`${seed}|congress|${monday}`);
  const total = stocks.reduce((s, i) => s + i.liquidity, 0);
  const out: CongressTrade[] = [];
  for (let i = r.int(2, 7); i > 0; i--) {
    let x = r.next() * total;
    const info = stocks.find((s) => (x -= s.liquidity) < 0) ?? stocks[0]!;
    const m = rng(`${seed}|member|${r.int(0, 39)}`);
    const chamber = m.next() < 0.75 ? 'house' : 'senate';
    const [min, max] = r.pick(AMOUNTS);
    const date = addCalendarDays(monday, r.int(0, 4));
    out.push({
      member: `${chamber === 'house' ? 'Rep.' : 'Sen.'} ${person(m)}`,
      chamber,
      party: m.next() < 0.48 ? 'D' : m.next() < 0.95 ? 'R' : 'I',
      state: m.pick(STATES),
      ticker: info.ticker,
      transaction_type: r.next() < 0.55 ? 'purchase' : 'sale',
      transaction_date: date,
      disclosure_date: addCalendarDays(date, r.int(7, 45)),
      owner: r.pick(['self', 'spouse', 'joint'] as const),
      amount_min: min,
      amount_max: max,
    });
  }
  return out;
}
