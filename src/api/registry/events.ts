/** Dated-event families: earnings intelligence, economic events and ETF flow, the catalyst calendar. */
import { ep } from './define';
import { path, int, str, date, queryTicker } from './params';

export const earningsEndpoints = [
  ep('earnings.current', 'earnings', '/v1/earnings/current', 'live', 'tickers with earnings today', { current: true }),
  ep('earnings.sessions', 'earnings', '/v1/earnings/sessions', 'reference', 'sessions with earnings data', {
    rowsKey: 'sessions',
  }),
  ep('earnings.session', 'earnings', '/v1/earnings/{session}', 'live', 'earnings intelligence for a session', {
    params: [path.session],
  }),
  ep('earnings.ticker', 'earnings', '/v1/earnings/{session}/{ticker}', 'live', 'earnings detail for one ticker', {
    params: [path.session, path.ticker],
  }),
];

export const economicEndpoints = [
  ep('economic.calendar', 'economic', '/v1/economic/calendar', 'reference', 'economic events with impact levels', {
    params: [date('from'), date('to'), str('impact'), { name: 'session', in: 'query', kind: 'session' }],
  }),
  ep(
    'economic.etfFlow',
    'economic',
    '/v1/economic/etf-flow',
    'live',
    'ETF option flow summary for SPY, QQQ, IWM, TLT',
    {
      params: [date('date')],
    },
  ),
  ep('economic.etfFlowSymbol', 'economic', '/v1/economic/etf-flow/{symbol}', 'live', 'full option flow for one ETF', {
    params: [path.etf, date('date')],
  }),
  ep('economic.etfTimeseries', 'economic', '/v1/economic/etf-timeseries', 'live', 'multi-session ETF flow timeseries', {
    params: [{ name: 'symbol', in: 'query', kind: 'etf', required: true }, date('start'), date('end')],
  }),
  ep(
    'economic.eventHistory',
    'economic',
    '/v1/economic/event-history',
    'reference',
    'actual versus consensus history',
    {
      params: [
        str('event_name'),
        str('time'),
        { name: 'session', in: 'query', kind: 'session' },
        int('periods', undefined, undefined, 24), // integer, no published bound
      ],
    },
  ),
];

// Not published: see `assumed`.
export const catalystEndpoints = [
  ep('catalysts.calendar', 'catalysts', '/v1/catalysts', 'reference', 'catalyst calendar', {
    params: [date('from'), date('to'), queryTicker],
    rowsKey: 'rows',
    assumed: 'catalyst calendar is named as a family without a path',
  }),
];

// Not published: see `assumed`.
export const earningsCalendarEndpoints = [
  ep('earnings.calendar', 'earnings', '/v1/earnings/calendar', 'reference', 'upcoming earnings reporters', {
    params: [date('from'), date('to'), queryTicker],
    rowsKey: 'rows',
    assumed: 'MCP tool earnings_calendar; literal segment beside /v1/earnings/{session}',
  }),
];
