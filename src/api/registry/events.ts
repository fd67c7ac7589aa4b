/** Dated-event families: earnings intelligence, economic events and ETF flow, the catalyst calendar. */
import { ep } from './define';
import { path, int, str, date, queryTicker } from './params';

export const earningsEndpoints = [
  ep({
    id: 'earnings.current',
    family: 'earnings',
    path: '/v1/earnings/current',
    cache: 'live',
    summary: 'tickers with earnings today',
    current: true,
  }),
  ep({
    id: 'earnings.sessions',
    family: 'earnings',
    path: '/v1/earnings/sessions',
    cache: 'reference',
    summary: 'sessions with earnings data',
    rowsKey: 'sessions',
  }),
  ep({
    id: 'earnings.session',
    family: 'earnings',
    path: '/v1/earnings/{session}',
    cache: 'live',
    summary: 'earnings intelligence for a session',
    params: [path.session],
  }),
  ep({
    id: 'earnings.ticker',
    family: 'earnings',
    path: '/v1/earnings/{session}/{ticker}',
    cache: 'live',
    summary: 'earnings detail for one ticker',
    params: [path.session, path.ticker],
  }),
];

export const economicEndpoints = [
  ep({
    id: 'economic.calendar',
    family: 'economic',
    path: '/v1/economic/calendar',
    cache: 'reference',
    summary: 'economic events with impact levels',
    params: [date('from'), date('to'), str('impact'), { name: 'session', in: 'query', kind: 'session' }],
  }),
  ep({
    id: 'economic.etfFlow',
    family: 'economic',
    path: '/v1/economic/etf-flow',
    cache: 'live',
    summary: 'ETF option flow summary for SPY, QQQ, IWM, TLT',
    params: [date('date')],
  }),
  ep({
    id: 'economic.etfFlowSymbol',
    family: 'economic',
    path: '/v1/economic/etf-flow/{symbol}',
    cache: 'live',
    summary: 'full option flow for one ETF',
    params: [path.etf, date('date')],
  }),
  ep({
    id: 'economic.etfTimeseries',
    family: 'economic',
    path: '/v1/economic/etf-timeseries',
    cache: 'live',
    summary: 'multi-session ETF flow timeseries',
    params: [{ name: 'symbol', in: 'query', kind: 'etf', required: true }, date('start'), date('end')],
  }),
  ep({
    id: 'economic.eventHistory',
    family: 'economic',
    path: '/v1/economic/event-history',
    cache: 'reference',
    summary: 'actual versus consensus history',
    params: [
      str('event_name'),
      str('time'),
      { name: 'session', in: 'query', kind: 'session' },
      int('periods', undefined, undefined, 24), // integer, no published bound
    ],
  }),
];

// Not published: see `assumed`.
export const catalystEndpoints = [
  ep({
    id: 'catalysts.calendar',
    family: 'catalysts',
    path: '/v1/catalysts',
    cache: 'reference',
    summary: 'catalyst calendar',
    params: [date('from'), date('to'), queryTicker],
    rowsKey: 'rows',
    assumed: 'catalyst calendar is named as a family without a path',
  }),
];

// Not published: see `assumed`.
export const earningsCalendarEndpoints = [
  ep({
    id: 'earnings.calendar',
    family: 'earnings',
    path: '/v1/earnings/calendar',
    cache: 'reference',
    summary: 'upcoming earnings reporters',
    params: [date('from'), date('to'), queryTicker],
    rowsKey: 'rows',
    assumed: 'MCP tool earnings_calendar; literal segment beside /v1/earnings/{session}',
  }),
];
