/**
 * Rows of the ticker profile's reference data (seasonality, statements, dividends, splits, insider
 * filings, news, short interest and volume, upcoming reports), read leniently from the field names the
 * service answers with. A field not given stays null and shows "—", never 0.
 */
import { readEarningsEvent, type EarningsEvent } from '../../data/earnings-event';
import { asObj, num, pickNum, pickStr, rowsOf, str } from '../../data/readers';

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
export function readSeasonality(payload: unknown): Seasonality {
  const byMonth = new Map<number, SeasonalMonth>();
  for (const r of rowsOf(payload, 'rows')) {
    const m = num(r.month);
    if (m === null || !Number.isInteger(m) || m < 1 || m > 12) continue;
    byMonth.set(m, {
      month: m,
      label: MONTHS[m - 1]!,
      n: num(r.n),
      avgReturn: pickNum(r, 'avg_return', 'mean_return'),
      medianReturn: num(r.median_return),
      pctPositive: num(r.pct_positive),
      best: num(r.best),
      worst: num(r.worst),
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
  const o = asObj(payload);
  return { months, from: str(o?.from), to: str(o?.to), yearsCovered: num(o?.years_covered) };
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
export function readStatements(payload: unknown): StatementPeriod[] {
  return rowsOf(payload, 'rows').map((r, i) => {
    const values: Record<string, number | null> = {};
    for (const [key] of STATEMENT_LINES) values[key] = num(r[key]);
    return {
      label: pickStr(r, 'fiscal_period', 'period_end') ?? `period ${i + 1}`,
      periodEnd: str(r.period_end),
      reportDate: str(r.report_date),
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

export function readDividends(payload: unknown): Dividend[] {
  return rowsOf(payload, 'rows').map((r) => ({
    exDate: str(r.ex_date),
    payDate: str(r.pay_date),
    declared: str(r.declaration_date),
    amount: pickNum(r, 'cash_amount', 'amount'),
    currency: str(r.currency),
    frequency: num(r.frequency),
  }));
}

export interface Split {
  readonly date: string | null;
  /** "4-for-1" from split_to / split_from, or the answer's own ratio text. */
  readonly ratio: string | null;
}

export function readSplits(payload: unknown): Split[] {
  return rowsOf(payload, 'rows').map((r) => {
    const to = num(r.split_to);
    const from = num(r.split_from);
    return {
      date: pickStr(r, 'execution_date', 'ex_date', 'date'),
      ratio: to !== null && from !== null ? `${to}-for-${from}` : pickStr(r, 'ratio'),
    };
  });
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

export function readInsiders(payload: unknown): InsiderFiling[] {
  return rowsOf(payload, 'rows').map((r) => ({
    filed: str(r.filing_date),
    traded: str(r.transaction_date),
    name: pickStr(r, 'insider_name', 'name'),
    title: str(r.title),
    code: str(r.transaction_code),
    acquiredDisposed: str(r.acquired_disposed),
    shares: num(r.shares),
    price: num(r.price),
    value: num(r.value),
    ownedAfter: num(r.shares_owned_after),
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

export function readNews(payload: unknown): NewsItem[] {
  return rowsOf(payload, 'rows').map((r, i) => {
    const url = str(r.url);
    return {
      id: pickStr(r, 'id') ?? `${i}`,
      headline: pickStr(r, 'headline', 'title'),
      sentiment: str(r.sentiment),
      score: num(r.sentiment_score),
      publishedAt: str(r.published_at),
      source: str(r.source),
      url: url !== null && /^https?:\/\//.test(url) ? url : null,
    };
  });
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

export function readShortInterest(payload: unknown): ShortInterestRow[] {
  return rowsOf(payload, 'rows').map((r) => ({
    settlement: str(r.settlement_date),
    published: str(r.publication_date),
    shares: num(r.short_interest),
    avgDailyVolume: num(r.avg_daily_volume),
    daysToCover: num(r.days_to_cover),
    pctOfFloat: num(r.pct_of_float),
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

export function readShortVolume(payload: unknown): ShortVolumeRow[] {
  return rowsOf(payload, 'rows').map((r) => {
    const short = num(r.short_volume);
    const total = num(r.total_volume);
    return {
      session: pickStr(r, 'session', 'date'),
      shortVolume: short,
      exemptVolume: num(r.short_exempt_volume),
      totalVolume: total,
      ratio: num(r.short_ratio) ?? (short !== null && total !== null && total > 0 ? short / total : null),
    };
  });
}

/** The ticker's reports, soonest first; rows of other tickers (a service that ignored the filter) are left out. */
export function readUpcomingReports(payload: unknown, ticker: string): EarningsEvent[] {
  return rowsOf(payload, 'rows')
    .filter((r) => (str(r.ticker) ?? ticker).toUpperCase() === ticker)
    .flatMap((r) => {
      // A row without a ticker is the asked one's (the service answered the filter).
      const e = readEarningsEvent({ ticker, ...r });
      return e ? [e] : [];
    })
    .sort((a, b) => (a.session ?? '9999').localeCompare(b.session ?? '9999'));
}
