/**
 * What the ticker profile asks, by the trader's question. Every builder takes a ticker already checked
 * with parseTicker; page sizes are the few rows a profile panel shows, so a visit spends little of the
 * day's budget.
 */
import { addCalendarDays } from '../../../api/calendar';
import { endpointQuery } from '../../data/endpoint-query';

/** Calendar days of daily candles: about six months of sessions, the route's upper bound. */
const DAILY_DAYS = 180;
/** Indicator points drawn: the same six months of sessions as the candles. */
const INDICATOR_POINTS = 120;
/** Calendar days ahead the catalyst list looks: the next two reports at least. */
const CATALYST_DAYS_AHEAD = 120;

export type IndicatorKind = 'sma' | 'ema' | 'rsi' | 'macd';

/** The windows a trader reads by default: the 20-day SMA and EMA, the 14-day RSI; MACD is 12/26/9. */
export const INDICATOR_WINDOW: Readonly<Record<IndicatorKind, number | null>> = {
  sma: 20,
  ema: 20,
  rsi: 14,
  macd: null,
};

export const lastQuote = (ticker: string) => endpointQuery('quotes.quote', { ticker }, { poll: true });

export const dailyCandles = (ticker: string) =>
  endpointQuery('darkpool.dailyCandles', { ticker, days: DAILY_DAYS }, { poll: true });

export const indicatorSeries = (ticker: string, indicator: IndicatorKind) =>
  endpointQuery('technicals.indicator', {
    ticker,
    indicator,
    window: INDICATOR_WINDOW[indicator],
    interval: '1d',
    limit: INDICATOR_POINTS,
  });

export const monthlySeasonality = (ticker: string) => endpointQuery('seasonality.ticker', { ticker });

export type FinancialPeriod = 'quarterly' | 'annual';

export const financialStatements = (ticker: string, period: FinancialPeriod) =>
  endpointQuery('fundamentals.financials', { ticker, period, limit: 4 });

export const dividendHistory = (ticker: string) => endpointQuery('fundamentals.dividends', { ticker, limit: 8 });

export const splitHistory = (ticker: string) => endpointQuery('fundamentals.splits', { ticker });

export const insiderFilings = (ticker: string) => endpointQuery('insider.ticker', { ticker, limit: 12 });

export type Sentiment = 'positive' | 'negative' | 'neutral';

export const tickerNews = (ticker: string, sentiment: Sentiment | null) =>
  endpointQuery('news.ticker', { ticker, sentiment, limit: 8 });

export const shortInterestHistory = (ticker: string) => endpointQuery('shortInterest.ticker', { ticker, limit: 6 });

export const shortVolumeHistory = (ticker: string) => endpointQuery('shortVolume.ticker', { ticker, limit: 10 });

/**
 * The ticker's upcoming reports from the current session on. The catalyst calendar has no published
 * door (doors.ts), so the earnings calendar, which has one, answers "what is coming".
 */
export const upcomingEarnings = (ticker: string, session: string) =>
  endpointQuery('earnings.calendar', { ticker, from: session, to: addCalendarDays(session, CATALYST_DAYS_AHEAD) });
