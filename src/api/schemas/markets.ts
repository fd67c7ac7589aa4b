/**
 * The screener and the market-wide calendars (congressional trades, catalysts). The reference names
 * the screener's `session: latest` and nothing else of these answers: every other name is the one our
 * sandbox answers. Figures the app shows are declared without `.optional()` (a service that names one
 * otherwise is reported as drift naming it); the rest is typed when present. The catalyst row is also
 * read by the ticker profile: its names stay as they are.
 */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import { ciEnum, computed, count, flag, nested, num, text } from './common';

/** The screener's lean: the sign of the ticker's net premium. */
export const screenerLean = ciEnum(['bullish', 'bearish', 'neutral']);

/** A screened ticker: flow premium ($), ATM IV (decimal), the score 0–1 and its lean. */
export const screenerRow = z.looseObject({
  rank: count,
  ticker: text,
  name: text,
  sector: text,
  is_etf: flag,
  last: num,
  /** A price move of unpublished unit: typed, not shown. */
  change_pct: z.optional(num),
  atm_iv: num,
  orders: count,
  total_premium: num,
  net_premium: num,
  put_call_premium_ratio: num,
  next_earnings: text,
  score: num,
  direction: screenerLean,
});

export const screenerAnswer = z.extend(computed, {
  tickers_count: count,
  basis: z.optional(
    nested(z.looseObject({ calibration: z.optional(text), signals: z.optional(nested(z.array(text))) })),
  ),
  rows: z.array(screenerRow),
});

/** A disclosed trade by a member of Congress; `amount_range` is the disclosure's band as text. */
export const congressTrade = z.looseObject({
  member: text,
  chamber: z.optional(text),
  party: text,
  state: z.optional(text),
  ticker: text,
  transaction_type: text,
  transaction_date: text,
  disclosure_date: text,
  owner: z.optional(text),
  amount_min: z.optional(num),
  amount_max: z.optional(num),
  amount_range: text,
});

export const congressTrades = z.extend(computed, { rows: z.array(congressTrade) });

/**
 * A catalyst: its date, kind (`earnings`, `ex_dividend`, `split`, `opex`, `economic` in the sandbox; the
 * set is the service's), the ticker (null for a market-wide one), what it is, impact and whether the
 * date is announced (false: projected from the usual schedule).
 */
export const catalystRow = z.looseObject({
  date: text,
  type: text,
  ticker: text,
  title: text,
  impact: text,
  confirmed: flag,
});

export const catalystCalendar = z.extend(computed, {
  from: z.optional(text),
  to: z.optional(text),
  rows: z.array(catalystRow),
});

export const MARKETS_SCHEMAS = {
  'screener.run': screenerAnswer,
  'congress.trades': congressTrades,
  'catalysts.calendar': catalystCalendar,
} satisfies ByEndpoint<z.ZodMiniType>;
