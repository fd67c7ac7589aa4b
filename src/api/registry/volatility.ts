/** Implied and realized volatility endpoints. */
import { ep } from './define';
import { path, int, num, oneOf, date } from './params';

const volMode = oneOf('mode', ['mid', 'call', 'put'], 'mid');

export const volatilityEndpoints = [
  ep('volatility.atm', 'volatility', '/v1/volatility/atm', 'live', 'batch ATM implied vol near target_dte', {
    params: [{ name: 'symbols', in: 'query', kind: 'tickers', required: true }, num('target_dte', 1, 365, 30)],
    rowsKey: 'results',
  }),
  ep('volatility.movers', 'volatility', '/v1/volatility/movers', 'live', 'top ATM-IV(30d) movers', {
    params: [oneOf('direction', ['both', 'expansions', 'compressions'], 'both'), int('limit', 1, 50, 10)],
  }),
  ep('volatility.surface', 'volatility', '/v1/volatility/{ticker}/surface', 'snapshot', 'full IV surface', {
    params: [path.ticker, int('dte_min', 0, 730, 3), int('dte_max', 1, 730, 400), volMode],
  }),
  ep(
    'volatility.termStructure',
    'volatility',
    '/v1/volatility/{ticker}/term-structure',
    'snapshot',
    'ATM IV per expiry',
    {
      params: [path.ticker, int('dte_min', 0, 730, 3), int('dte_max', 1, 730, 400), volMode],
    },
  ),
  ep('volatility.history', 'volatility', '/v1/volatility/{ticker}/history', 'snapshot', 'ATM-IV(30d) history', {
    params: [path.ticker, date('from'), date('to')],
  }),
  ep(
    'volatility.percentile',
    'volatility',
    '/v1/volatility/{ticker}/percentile',
    'snapshot',
    'IV percentile at a cell',
    {
      params: [
        path.ticker,
        num('dte', 1, 730, 30),
        num('moneyness', undefined, undefined, 0),
        int('lookback_days', 5, 252, 90),
      ],
    },
  ),
  ep(
    'volatility.realized',
    'volatility',
    '/v1/volatility/{ticker}/realized',
    'snapshot',
    'realized volatility windows',
    {
      params: [path.ticker],
    },
  ),
  ep('volatility.ivRank', 'volatility', '/v1/volatility/{ticker}/iv-rank', 'snapshot', 'IV rank and percentile', {
    params: [path.ticker],
  }),
  ep('volatility.stats', 'volatility', '/v1/volatility/{ticker}/stats', 'snapshot', 'ATM-IV(30d) descriptive stats', {
    params: [path.ticker],
  }),
  ep(
    'volatility.riskReversal',
    'volatility',
    '/v1/volatility/{ticker}/risk-reversal',
    'snapshot',
    'risk-reversal skew',
    {
      params: [
        path.ticker,
        num('moneyness', 1, 25, 5),
        int('dte_min', 0, 730, 20),
        int('dte_max', 1, 730, 40),
        volMode,
      ],
    },
  ),
];
