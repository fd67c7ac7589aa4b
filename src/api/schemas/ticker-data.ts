/**
 * Per-ticker reference families served by MCP tools (seasonality, fundamentals, corporate actions,
 * insider and institutional, technicals, news, short interest and volume). The reference shows none of
 * their fields ("not shown"), so every name below is the sandbox's: declared once here, read by the
 * ticker profile. Row fields are plain lenient leaves (a service that names one otherwise has it read as
 * null and named as drift); top-level metadata is optional.
 */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import { ciEnum, computed, count, flag, nested, num, text } from './common';

/** One calendar month over the years covered; returns are decimals, `n` is years observed. */
const seasonalMonth = z.looseObject({
  month: num,
  n: count,
  avg_return: num,
  median_return: num,
  pct_positive: num,
  best: num,
  worst: num,
});
export const seasonality = z.extend(computed, {
  ticker: z.optional(text),
  from: z.optional(text),
  to: z.optional(text),
  years_covered: z.optional(count),
  rows: z.array(seasonalMonth),
});

/** One fiscal period's statement lines (USD; EPS in USD per share). */
const statementPeriod = z.looseObject({
  fiscal_period: text,
  period_end: text,
  report_date: text,
  revenue: num,
  gross_profit: num,
  operating_income: num,
  net_income: num,
  eps: num,
  total_assets: num,
  total_liabilities: num,
  shareholders_equity: num,
  operating_cash_flow: num,
  free_cash_flow: num,
});
export const financials = z.extend(computed, {
  ticker: z.optional(text),
  period: z.optional(text),
  currency: z.optional(text),
  rows: z.array(statementPeriod),
});

const dividend = z.looseObject({
  ex_date: text,
  pay_date: text,
  declaration_date: text,
  cash_amount: num,
  currency: text,
  /** Payments a year. */
  frequency: count,
});
export const dividends = z.extend(computed, { ticker: z.optional(text), rows: z.array(dividend) });

/** A split of `split_from` old shares into `split_to` new ones. */
const split = z.looseObject({ execution_date: text, split_from: num, split_to: num });
export const splits = z.extend(computed, { ticker: z.optional(text), rows: z.array(split) });

/** One SEC Form 4 transaction. */
const insiderFiling = z.looseObject({
  filing_date: text,
  transaction_date: text,
  insider_name: text,
  title: text,
  /** P purchase, S sale, A award, M exercise, … */
  transaction_code: text,
  /** A acquired, D disposed. */
  acquired_disposed: text,
  shares: count,
  price: num,
  value: num,
  shares_owned_after: count,
});
export const insiderFilings = z.extend(computed, { ticker: z.optional(text), rows: z.array(insiderFiling) });

/**
 * One indicator point. `value` is on SMA/EMA/RSI rows, `macd`/`signal`/`histogram` on MACD rows, so
 * each is optional; `complete` is false for the session still forming.
 */
const indicatorPoint = z.looseObject({
  t: z.optional(text),
  session: text,
  close: num,
  complete: flag,
  value: z.optional(num),
  macd: z.optional(num),
  signal: z.optional(num),
  histogram: z.optional(num),
});
export const indicator = z.extend(computed, {
  ticker: z.optional(text),
  indicator: z.optional(text),
  interval: z.optional(text),
  /** The parameters used (`window`, or MACD's `fast`/`slow`/`signal`). */
  parameters: z.optional(nested(z.record(z.string(), num))),
  delayed: z.optional(flag),
  rows: z.array(indicatorPoint),
});

export const newsSentiment = ciEnum(['positive', 'negative', 'neutral']);
const newsItem = z.looseObject({
  id: text,
  headline: text,
  sentiment: newsSentiment,
  sentiment_score: num,
  published_at: text,
  source: text,
  url: text,
});
export const news = z.extend(computed, { rows: z.array(newsItem) });

/** Short interest at one settlement date; `pct_of_float` is a decimal. */
const shortInterestReport = z.looseObject({
  settlement_date: text,
  publication_date: text,
  short_interest: count,
  avg_daily_volume: count,
  days_to_cover: num,
  pct_of_float: num,
});
export const shortInterest = z.extend(computed, {
  ticker: z.optional(text),
  float_shares: z.optional(count),
  rows: z.array(shortInterestReport),
});

/** One session's short-sale volume; `short_ratio` is short over total, 0 to 1. */
const shortVolumeSession = z.looseObject({
  session: text,
  short_volume: count,
  short_exempt_volume: count,
  total_volume: count,
  short_ratio: num,
});
export const shortVolume = z.extend(computed, { ticker: z.optional(text), rows: z.array(shortVolumeSession) });

export const TICKER_DATA_SCHEMAS = {
  'seasonality.ticker': seasonality,
  'fundamentals.financials': financials,
  'fundamentals.dividends': dividends,
  'fundamentals.splits': splits,
  'insider.ticker': insiderFilings,
  // Not read by the app: no published door (doors.ts).
  'institutional.ticker': computed,
  'technicals.indicator': indicator,
  'news.ticker': news,
  'shortInterest.ticker': shortInterest,
  'shortVolume.ticker': shortVolume,
} satisfies ByEndpoint<z.ZodMiniType>;
