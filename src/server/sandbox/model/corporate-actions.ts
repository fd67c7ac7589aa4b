/** Seeded dividends and stock splits of the universe since the model's first year (2022). */
import { addCalendarDays, addTradingDays, isTradingDay, nextTradingDay } from '../../../api/calendar';
import type { TickerInfo } from '../market';
import { companyProfile } from './company-profile';
import { rng } from './random';

export const FIRST_RECORD_YEAR = 2022;
const pad = (n: number) => String(n).padStart(2, '0');
const onTradingDay = (d: string) => (isTradingDay(d) ? d : nextTradingDay(d));

export interface Dividend {
  readonly declaration_date: string;
  readonly ex_date: string;
  readonly record_date: string;
  readonly pay_date: string;
  readonly cash_amount: number;
  readonly currency: 'USD';
  readonly frequency: 4;
}

/** Quarterly dividends with an ex-date in [FIRST_RECORD_YEAR, lastYear], ascending; none for a non-payer. */
export function dividends(seed: string, info: TickerInfo, lastYear: number): Dividend[] {
  const p = companyProfile(seed, info);
  if (p.dividendYield === 0) return [];
  const out: Dividend[] = [];
  // Stocks go ex in the middle month of a quarter; funds in its last month.
  const months = info.isEtf ? [3, 6, 9, 12] : [2, 5, 8, 11];
  for (let y = FIRST_RECORD_YEAR; y <= lastYear; y++) {
    const growth = 1.06 ** (y - FIRST_RECORD_YEAR);
    for (const m of months) {
      const r = rng(`${seed}|dividend|${info.ticker}|${y}-${m}`);
      const ex = onTradingDay(`${y}-${pad(m)}-${pad(8 + r.int(0, 12))}`);
      out.push({
        declaration_date: addCalendarDays(ex, -r.int(21, 35)),
        ex_date: ex,
        record_date: addTradingDays(ex, 1),
        pay_date: addTradingDays(ex, r.int(10, 20)),
        cash_amount: Math.round(((info.referencePrice * p.dividendYield) / 4) * growth * 10000) / 10000,
        currency: 'USD',
        frequency: 4,
      });
    }
  }
  return out;
}

export interface Split {
  readonly execution_date: string;
  readonly split_from: number;
  readonly split_to: number;
  readonly ratio: number;
}

/** At most one forward split since 2022 for about one stock in twelve. */
export function splits(seed: string, info: TickerInfo, lastYear: number): Split[] {
  if (info.isEtf) return [];
  const r = rng(`${seed}|split|${info.ticker}`);
  if (r.next() > 0.08 + 0.1 * info.volatility) return [];
  const year = FIRST_RECORD_YEAR + r.int(0, Math.max(0, lastYear - FIRST_RECORD_YEAR));
  const to = r.pick([2, 3, 4, 10]);
  return [
    {
      execution_date: onTradingDay(`${year}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`),
      split_from: 1,
      split_to: to,
      ratio: to,
    },
  ];
}
