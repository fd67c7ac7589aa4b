/**
 * The US economic calendar of the sandbox: the usual release series on their usual dates and times,
 * each with an impact level, the ETFs it moves, and seeded actual and consensus values (an AR(1)
 * around a level, so consecutive prints are related and surprises are small).
 */
import {
  addCalendarDays,
  easternToEpochMs,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  weekday,
} from '../../../api/calendar';
import { rng } from './random';

export type Impact = 'high' | 'medium' | 'low';
export const IMPACTS: readonly Impact[] = ['high', 'medium', 'low'];

export interface EtfSensitivity {
  readonly symbol: 'SPY' | 'QQQ' | 'IWM' | 'TLT';
  /** How strongly the ETF has reacted to the series, 0..1. */
  readonly sensitivity: number;
}

interface SeriesDef {
  readonly name: string;
  readonly impact: Impact;
  /** Release time, minutes after midnight ET. */
  readonly minute: number;
  readonly unit: string;
  readonly level: number;
  readonly sd: number;
  readonly decimals: number;
  readonly etfs: readonly EtfSensitivity[];
  /** Release days of one month (YYYY-MM as year, month 1..12). */
  readonly days: (year: number, month: number) => string[];
}

export interface EconomicEvent {
  readonly event_id: string;
  readonly event_name: string;
  readonly date: string;
  /** HH:MM ET. */
  readonly time: string;
  readonly release_ms: number;
  readonly impact: Impact;
  /** The period the figure describes: YYYY-MM, or the week's date for weekly series. */
  readonly period: string;
  readonly unit: string;
  readonly actual: number;
  readonly consensus: number;
  readonly previous: number | null;
  /** When the previous figure was released (null for the first of the series). */
  readonly previous_release_ms: number | null;
  readonly etfs: readonly EtfSensitivity[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The day itself when it trades, else the next trading day (releases follow the market's calendar). */
function onTradingDay(day: string): string {
  return isTradingDay(day) ? day : nextTradingDay(day);
}
/** The n-th (1-based) given weekday (0 = Sunday) of a month. */
function nthWeekday(y: number, m: number, wd: number, n: number): string {
  let d = ymd(y, m, 1);
  while (weekday(d) !== wd) d = addCalendarDays(d, 1);
  return addCalendarDays(d, 7 * (n - 1));
}
function lastWeekday(y: number, m: number, wd: number): string {
  const next = m === 12 ? ymd(y + 1, 1, 1) : ymd(y, m + 1, 1);
  let d = addCalendarDays(next, -1);
  while (weekday(d) !== wd) d = addCalendarDays(d, -1);
  return d;
}
const monthly = (day: number) => (y: number, m: number) => [onTradingDay(ymd(y, m, day))];
/** The employment report's day, the first Friday: payrolls and the unemployment rate come out together. */
const employmentReport = (y: number, m: number) => [onTradingDay(nthWeekday(y, m, 5, 1))];
const FOMC_MONTHS = new Set([1, 3, 5, 6, 7, 9, 10, 12]);

const SERIES: readonly SeriesDef[] = [
  {
    name: 'CPI YoY',
    impact: 'high',
    minute: 510,
    unit: '%',
    level: 2.9,
    sd: 0.15,
    decimals: 1,
    etfs: [
      { symbol: 'TLT', sensitivity: 0.9 },
      { symbol: 'QQQ', sensitivity: 0.8 },
      { symbol: 'SPY', sensitivity: 0.7 },
      { symbol: 'IWM', sensitivity: 0.65 },
    ],
    days: monthly(12),
  },
  {
    name: 'Nonfarm Payrolls',
    impact: 'high',
    minute: 510,
    unit: 'K',
    level: 150,
    sd: 55,
    decimals: 0,
    etfs: [
      { symbol: 'TLT', sensitivity: 0.85 },
      { symbol: 'IWM', sensitivity: 0.75 },
      { symbol: 'SPY', sensitivity: 0.7 },
      { symbol: 'QQQ', sensitivity: 0.6 },
    ],
    days: employmentReport,
  },
  {
    name: 'Unemployment Rate',
    impact: 'high',
    minute: 510,
    unit: '%',
    level: 4.2,
    sd: 0.1,
    decimals: 1,
    etfs: [
      { symbol: 'TLT', sensitivity: 0.7 },
      { symbol: 'IWM', sensitivity: 0.6 },
      { symbol: 'SPY', sensitivity: 0.5 },
    ],
    days: employmentReport,
  },
  {
    name: 'FOMC Rate Decision',
    impact: 'high',
    minute: 840,
    unit: '%',
    level: 4.0,
    sd: 0.05,
    decimals: 2,
    etfs: [
      { symbol: 'TLT', sensitivity: 0.95 },
      { symbol: 'SPY', sensitivity: 0.8 },
      { symbol: 'QQQ', sensitivity: 0.8 },
      { symbol: 'IWM', sensitivity: 0.75 },
    ],
    days: (y, m) => (FOMC_MONTHS.has(m) ? [onTradingDay(nthWeekday(y, m, 3, 3))] : []),
  },
  {
    name: 'GDP QoQ Annualized',
    impact: 'high',
    minute: 510,
    unit: '%',
    level: 2.0,
    sd: 0.8,
    decimals: 1,
    etfs: [
      { symbol: 'SPY', sensitivity: 0.5 },
      { symbol: 'TLT', sensitivity: 0.5 },
    ],
    days: (y, m) => (m % 3 === 1 ? [onTradingDay(lastWeekday(y, m, 4))] : []),
  },
  {
    name: 'Core PCE MoM',
    impact: 'high',
    minute: 510,
    unit: '%',
    level: 0.25,
    sd: 0.08,
    decimals: 2,
    etfs: [
      { symbol: 'TLT', sensitivity: 0.7 },
      { symbol: 'QQQ', sensitivity: 0.5 },
    ],
    days: (y, m) => [onTradingDay(lastWeekday(y, m, 5))],
  },
  {
    name: 'PPI MoM',
    impact: 'medium',
    minute: 510,
    unit: '%',
    level: 0.2,
    sd: 0.2,
    decimals: 1,
    etfs: [{ symbol: 'TLT', sensitivity: 0.5 }],
    days: monthly(14),
  },
  {
    name: 'Retail Sales MoM',
    impact: 'medium',
    minute: 510,
    unit: '%',
    level: 0.3,
    sd: 0.4,
    decimals: 1,
    etfs: [
      { symbol: 'IWM', sensitivity: 0.6 },
      { symbol: 'SPY', sensitivity: 0.5 },
      { symbol: 'QQQ', sensitivity: 0.4 },
    ],
    days: monthly(16),
  },
  {
    name: 'ISM Manufacturing PMI',
    impact: 'medium',
    minute: 600,
    unit: 'index',
    level: 49,
    sd: 1.2,
    decimals: 1,
    etfs: [
      { symbol: 'IWM', sensitivity: 0.55 },
      { symbol: 'SPY', sensitivity: 0.45 },
    ],
    days: monthly(1),
  },
  {
    name: 'Initial Jobless Claims',
    impact: 'medium',
    minute: 510,
    unit: 'K',
    level: 225,
    sd: 10,
    decimals: 0,
    etfs: [
      { symbol: 'TLT', sensitivity: 0.4 },
      { symbol: 'IWM', sensitivity: 0.35 },
    ],
    // Thursdays; a holiday Thursday (Thanksgiving) moves the release to the day before.
    days: (y, m) =>
      [1, 2, 3, 4, 5]
        .map((n) => nthWeekday(y, m, 4, n))
        .filter((d) => d.slice(5, 7) === pad(m))
        .map((d) => (isTradingDay(d) ? d : previousTradingDay(d))),
  },
  {
    name: 'Consumer Sentiment',
    impact: 'low',
    minute: 600,
    unit: 'index',
    level: 65,
    sd: 3,
    decimals: 1,
    etfs: [{ symbol: 'SPY', sensitivity: 0.25 }],
    days: (y, m) => [onTradingDay(nthWeekday(y, m, 5, 2))],
  },
];

export const FIRST_YEAR = 2022;
export const LAST_YEAR = 2028;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;

function seriesEvents(seed: string, s: SeriesDef): EconomicEvent[] {
  const out: EconomicEvent[] = [];
  let prev = s.level;
  let prevActual: number | null = null;
  let prevRelease: number | null = null;
  for (let y = FIRST_YEAR; y <= LAST_YEAR; y++) {
    for (let m = 1; m <= 12; m++) {
      for (const date of s.days(y, m)) {
        const r = rng(`${seed}|econ|${s.name}|${date}`);
        const expected = s.level + 0.8 * (prev - s.level);
        const actual = round(expected + s.sd * r.normal(), s.decimals);
        out.push({
          event_id: `econ-${slug(s.name)}-${date}`,
          event_name: s.name,
          date,
          time: `${pad(Math.floor(s.minute / 60))}:${pad(s.minute % 60)}`,
          release_ms: easternToEpochMs(date, s.minute),
          impact: s.impact,
          period: s.name === 'Initial Jobless Claims' ? date : m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`,
          unit: s.unit,
          actual,
          consensus: round(expected + 0.3 * s.sd * r.normal(), s.decimals),
          previous: prevActual,
          previous_release_ms: prevRelease,
          etfs: s.etfs,
        });
        prevRelease = out.at(-1)!.release_ms;
        prev = actual;
        prevActual = actual;
      }
    }
  }
  return out;
}

const cache = new Map<string, EconomicEvent[]>();

/** Every release of the calendar, ascending by release time (built once per seed). */
export function economicEvents(seed: string): readonly EconomicEvent[] {
  let all = cache.get(seed);
  if (!all) {
    all = SERIES.flatMap((s) => seriesEvents(seed, s)).sort(
      (a, b) => a.release_ms - b.release_ms || (a.event_name < b.event_name ? -1 : 1),
    );
    cache.set(seed, all);
  }
  return all;
}

export const SERIES_NAMES: readonly string[] = SERIES.map((s) => s.name);
