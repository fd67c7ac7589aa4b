/** Dark-pool endpoints. */
import { ep } from './define';
import { path, int, num, oneOf, str, date, queryTicker } from './params';

// The reference names nbbo_label but publishes no value list: any string goes upstream, whose 422 is shown.
const nbboLabel = str('nbbo_label');
const dpWindow = oneOf('window', ['1m', '5m', '15m', '30m', '1h', 'day']);

export const darkpoolEndpoints = [
  ep('darkpool.health', 'darkpool', '/v1/darkpool/health', 'no-store', 'dark-pool service health and coverage', {
    access: 'any',
  }),
  ep('darkpool.sessions', 'darkpool', '/v1/darkpool/sessions', 'live', 'available dark-pool sessions', {
    rowsKey: 'sessions',
  }),
  ep('darkpool.blocks', 'darkpool', '/v1/darkpool/blocks', 'live', 'detected off-exchange blocks', {
    params: [
      date('date'),
      queryTicker,
      nbboLabel,
      num('min_premium', 0, undefined, 0),
      int('min_size', 0, Number.MAX_SAFE_INTEGER, 0),
      int('limit', 1, 5000, 500),
    ],
  }),
  ep('darkpool.ranking', 'darkpool', '/v1/darkpool/ranking', 'live', 'off-exchange share and per-ticker notional', {
    params: [date('date'), int('limit', 1, 1000, 500)],
  }),
  ep('darkpool.alerts', 'darkpool', '/v1/darkpool/alerts', 'live', 'large blocks with options confirmation', {
    params: [date('date'), queryTicker, int('limit', 1, 1000, 50)],
  }),
  ep('darkpool.pressure', 'darkpool', '/v1/darkpool/pressure', 'live', 'NBBO-location pressure windows', {
    params: [date('date'), dpWindow],
  }),
  ep(
    'darkpool.pressureTicker',
    'darkpool',
    '/v1/darkpool/pressure/{ticker}',
    'live',
    "one ticker's pressure and curve",
    {
      params: [path.ticker, date('date'), dpWindow],
    },
  ),
  ep('darkpool.ticker', 'darkpool', '/v1/darkpool/ticker/{ticker}', 'live', 'off-exchange summary and baseline', {
    params: [path.ticker, date('date')],
  }),
  ep(
    'darkpool.timeProfile',
    'darkpool',
    '/v1/darkpool/time-profile/{ticker}',
    'live',
    'time-by-price profile, POC, value area',
    {
      params: [path.ticker, date('date')],
    },
  ),
  ep(
    'darkpool.prints',
    'darkpool',
    '/v1/darkpool/prints/{ticker}',
    'live',
    'raw off-exchange prints with NBBO context',
    {
      params: [
        path.ticker,
        date('date'),
        { name: 'newer_than', in: 'query', kind: 'datetime' },
        { name: 'older_than', in: 'query', kind: 'datetime' },
        num('min_premium', 0, undefined, 0),
        num('max_premium', 0, undefined),
        int('min_size', 0, Number.MAX_SAFE_INTEGER, 0),
        int('max_size', 0, Number.MAX_SAFE_INTEGER),
        nbboLabel,
        oneOf('order', ['asc', 'desc'], 'desc'),
        oneOf('order_by', ['executed_at', 'premium', 'size', 'price'], 'executed_at'),
        int('limit', 1, 500, 500),
      ],
    },
  ),
  ep('darkpool.recent', 'darkpool', '/v1/darkpool/recent', 'live', 'recent notable prints market-wide', {
    params: [
      date('date'),
      queryTicker,
      num('min_premium', undefined, undefined), // named without bound on this route
      num('min_size', undefined, undefined),
      nbboLabel,
      int('limit', 1, 200, 100),
    ],
  }),
  ep('darkpool.sectors', 'darkpool', '/v1/darkpool/sectors', 'live', 'per-sector off-exchange aggregate', {
    params: [date('date')],
  }),
  ep('darkpool.sector', 'darkpool', '/v1/darkpool/sector/{key}', 'live', "one sector's constituents", {
    params: [path.sector, date('date'), int('limit', 1, 300, 60)],
  }),
  ep(
    'darkpool.sectorRotation',
    'darkpool',
    '/v1/darkpool/sector_rotation',
    'live',
    'sector DP-$ versus trailing average',
    {
      params: [int('days', 3, 120, 25), int('display', 2, 20, 5)],
    },
  ),
  ep('darkpool.dailyCandles', 'darkpool', '/v1/darkpool/daily-candles/{ticker}', 'reference', 'daily OHLC candles', {
    params: [path.ticker, int('days', 2, 180, 30)],
  }),
  ep(
    'darkpool.printLevels',
    'darkpool',
    '/v1/darkpool/print-levels/{ticker}',
    'live',
    'top off-exchange price levels',
    {
      params: [
        path.ticker,
        int('days', 1, 120, 30),
        int('top', 1, 30, 10),
        num('band_pct', 0.05, 5.0, 0.5),
        num('min_premium', 0, undefined, 0),
      ],
    },
  ),
];
