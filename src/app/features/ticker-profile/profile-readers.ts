/**
 * Rows of the ticker profile's reference data (seasonality, statements, dividends, splits, insider
 * filings, news, short interest and volume, upcoming reports) from the answers as their schemas read
 * them (src/api/schemas/ticker-data.ts). A field not given stays null and shows "—", never 0.
 */
import type { AnswerOf } from '../../../api/schemas';
import { earningsEventOf, type EarningsEvent } from '../../data/earnings-event';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface SeasonalMonth {
  /** 1 to 12. */
  readonly month: number;
  readonly label: string;
  /** Years observed for this month (`n`, not calendar days). */
  readonly n: number | null;
  /** Decimal returns: 0.0235 = +2.35%. */
  readonly avgReturn: number | null;
  readonly medianReturn: number | null;
  /** Share of years with a positive month, 0 to 1. */
  readonly pctPositive: number | null;
  readonly best: number | null;
  readonly worst: number | null;
}

export interface Seasonality {
  readonly months: readonly SeasonalMonth[];
  readonly from: string | null;
  readonly to: string | null;
  readonly yearsCovered: number | null;
}

/** Twelve months in calendar order; a month the answer leaves out is there with every figure null. */
export function readSeasonality(answer: AnswerOf<'seasonality.ticker'>): Seasonality {
  const byMonth = new Map<number, SeasonalMonth>();
  for (const r of answer.rows) {
    const m = r.month;
    if (m === null || !Number.isInteger(m) || m < 1 || m > 12) continue;
    byMonth.set(m, {
      month: m,
      label: MONTHS[m - 1]!,
      n: r.n,
      avgReturn: r.avg_return,
      medianReturn: r.median_return,
      pctPositive: r.pct_positive,
      best: r.best,
      worst: r.worst,
    });
  }
  const months = MONTHS.map(
    (label, i): SeasonalMonth =>
      byMonth.get(i + 1) ?? {
        month: i + 1,
        label,
        n: null,
        avgReturn: null,
        medianReturn: null,
        pctPositive: null,
        best: null,
        worst: null,
      },
  );
  return { months, from: answer.from ?? null, to: answer.to ?? null, yearsCovered: answer.years_covered ?? null };
}

export interface StatementPeriod {
  readonly label: string;
  readonly periodEnd: string | null;
  readonly reportDate: string | null;
  /** Each line of the statement by its field name (USD, EPS in USD per share). */
  readonly values: Readonly<Record<string, number | null>>;
}

/** The statement lines a profile shows, in reading order: income, then balance sheet, then cash flow. */
export const STATEMENT_LINES = [
  ['revenue', 'Revenue'],
  ['gross_profit', 'Gross profit'],
  ['operating_income', 'Operating income'],
  ['net_income', 'Net income'],
  ['eps', 'EPS'],
  ['total_assets', 'Total assets'],
  ['total_liabilities', 'Total liabilities'],
  ['shareholders_equity', "Shareholders' equity"],
  ['operating_cash_flow', 'Operating cash flow'],
  ['free_cash_flow', 'Free cash flow'],
] as const;

/** Financial statements, one column per fiscal period, newest first as the service lists them. */
export function readStatements(answer: AnswerOf<'fundamentals.financials'>): StatementPeriod[] {
  return answer.rows.map((r, i) => {
    const values: Record<string, number | null> = {};
    for (const [key] of STATEMENT_LINES) values[key] = r[key];
    return {
      label: r.fiscal_period ?? r.period_end ?? `period ${i + 1}`,
      periodEnd: r.period_end,
      reportDate: r.report_date,
      values,
    };
  });
}

export interface Dividend {
  readonly exDate: string | null;
  readonly payDate: string | null;
  readonly declared: string | null;
  readonly amount: number | null;
  readonly currency: string | null;
  /** Payments a year (4 = quarterly). */
  readonly frequency: number | null;
}

export function readDividends(answer: AnswerOf<'fundamentals.dividends'>): Dividend[] {
  return answer.rows.map((r) => ({
    exDate: r.ex_date,
    payDate: r.pay_date,
    declared: r.declaration_date,
    amount: r.cash_amount,
    currency: r.currency,
    frequency: r.frequency,
  }));
}

export interface Split {
  readonly date: string | null;
  /** "4-for-1" from split_to / split_from. */
  readonly ratio: string | null;
}

export function readSplits(answer: AnswerOf<'fundamentals.splits'>): Split[] {
  return answer.rows.map((r) => ({
    date: r.execution_date,
    ratio: r.split_to !== null && r.split_from !== null ? `${r.split_to}-for-${r.split_from}` : null,
  }));
}

export interface InsiderFiling {
  readonly filed: string | null;
  readonly traded: string | null;
  readonly name: string | null;
  readonly title: string | null;
  /** SEC Form 4 transaction code (P purchase, S sale, A award, …). */
  readonly code: string | null;
  /** A acquired, D disposed. */
  readonly acquiredDisposed: string | null;
  readonly shares: number | null;
  readonly price: number | null;
  readonly value: number | null;
  readonly ownedAfter: number | null;
}

export function readInsiders(answer: AnswerOf<'insider.ticker'>): InsiderFiling[] {
  return answer.rows.map((r) => ({
    filed: r.filing_date,
    traded: r.transaction_date,
    name: r.insider_name,
    title: r.title,
    code: r.transaction_code,
    acquiredDisposed: r.acquired_disposed,
    shares: r.shares,
    price: r.price,
    value: r.value,
    ownedAfter: r.shares_owned_after,
  }));
}

export interface NewsItem {
  readonly id: string;
  readonly headline: string | null;
  readonly sentiment: string | null;
  readonly score: number | null;
  readonly publishedAt: string | null;
  readonly source: string | null;
  /** Only an http(s) address is linked. */
  readonly url: string | null;
}

export function readNews(answer: AnswerOf<'news.ticker'>): NewsItem[] {
  return answer.rows.map((r, i) => ({
    id: r.id ?? `${i}`,
    headline: r.headline,
    sentiment: r.sentiment,
    score: r.sentiment_score,
    publishedAt: r.published_at,
    source: r.source,
    url: r.url !== null && /^https?:\/\//.test(r.url) ? r.url : null,
  }));
}

export interface ShortInterestRow {
  readonly settlement: string | null;
  readonly published: string | null;
  readonly shares: number | null;
  readonly avgDailyVolume: number | null;
  readonly daysToCover: number | null;
  /** Decimal share of the float. */
  readonly pctOfFloat: number | null;
}

export function readShortInterest(answer: AnswerOf<'shortInterest.ticker'>): ShortInterestRow[] {
  return answer.rows.map((r) => ({
    settlement: r.settlement_date,
    published: r.publication_date,
    shares: r.short_interest,
    avgDailyVolume: r.avg_daily_volume,
    daysToCover: r.days_to_cover,
    pctOfFloat: r.pct_of_float,
  }));
}

export interface ShortVolumeRow {
  readonly session: string | null;
  readonly shortVolume: number | null;
  readonly exemptVolume: number | null;
  readonly totalVolume: number | null;
  /** Short volume over total volume, 0 to 1; computed from the two when the answer gives no ratio. */
  readonly ratio: number | null;
}

export function readShortVolume(answer: AnswerOf<'shortVolume.ticker'>): ShortVolumeRow[] {
  return answer.rows.map((r) => {
    const short = r.short_volume;
    const total = r.total_volume;
    return {
      session: r.session,
      shortVolume: short,
      exemptVolume: r.short_exempt_volume,
      totalVolume: total,
      ratio: r.short_ratio ?? (short !== null && total !== null && total > 0 ? short / total : null),
    };
  });
}

/** The ticker's reports, soonest first; rows of other tickers (a service that ignored the filter) are left out. */
export function readUpcomingReports(answer: AnswerOf<'earnings.calendar'>, ticker: string): EarningsEvent[] {
  return answer.rows
    .flatMap((r) => {
      // A row without a ticker is the asked one's (the service answered the filter).
      const e = earningsEventOf({ ...r, ticker: r.ticker ?? ticker });
      return e && e.ticker === ticker ? [e] : [];
    })
    .sort((a, b) => (a.session ?? '9999').localeCompare(b.session ?? '9999'));
}
