/** Implied and realized volatility endpoints. */
import { ep } from './define';
import { path, int, num, oneOf, date } from './params';

const volMode = oneOf('mode', ['mid', 'call', 'put'], 'mid');

export const volatilityEndpoints = [
  ep({
    id: 'volatility.atm',
    family: 'volatility',
    path: '/v1/volatility/atm',
    cache: 'live',
    summary: 'batch ATM implied vol near target_dte',
    params: [{ name: 'symbols', in: 'query', kind: 'tickers', required: true }, num('target_dte', 1, 365, 30)],
    rowsKey: 'results',
  }),
  ep({
    id: 'volatility.movers',
    family: 'volatility',
    path: '/v1/volatility/movers',
    cache: 'live',
    summary: 'top ATM-IV(30d) movers',
    params: [oneOf('direction', ['both', 'expansions', 'compressions'], 'both'), int('limit', 1, 50, 10)],
  }),
  ep({
    id: 'volatility.surface',
    family: 'volatility',
    path: '/v1/volatility/{ticker}/surface',
    cache: 'snapshot',
    summary: 'full IV surface',
    params: [path.ticker, int('dte_min', 0, 730, 3), int('dte_max', 1, 730, 400), volMode],
  }),
  ep({
    id: 'volatility.termStructure',
    family: 'volatility',
    path: '/v1/volatility/{ticker}/term-structure',
    cache: 'snapshot',
    summary: 'ATM IV per expiry',
    params: [path.ticker, int('dte_min', 0, 730, 3), int('dte_max', 1, 730, 400), volMode],
  }),
  ep({
    id: 'volatility.history',
    family: 'volatility',
    path: '/v1/volatility/{ticker}/history',
    cache: 'snapshot',
    summary: 'ATM-IV(30d) history',
    params: [path.ticker, date('from'), date('to')],
  }),
  ep({
    id: 'volatility.percentile',
    family: 'volatility',
    path: '/v1/volatility/{ticker}/percentile',
    cache: 'snapshot',
    summary: 'IV percentile at a cell',
    params: [
      path.ticker,
      num('dte', 1, 730, 30),
      num('moneyness', undefined, undefined, 0),
      int('lookback_days', 5, 252, 90),
    ],
  }),
  ep({
    id: 'volatility.realized',
    family: 'volatility',
    path: '/v1/volatility/{ticker}/realized',
    cache: 'snapshot',
    summary: 'realized volatility windows',
    params: [path.ticker],
  }),
  ep({
    id: 'volatility.ivRank',
    family: 'volatility',
    path: '/v1/volatility/{ticker}/iv-rank',
    cache: 'snapshot',
    summary: 'IV rank and percentile',
    params: [path.ticker],
  }),
  ep({
    id: 'volatility.stats',
    family: 'volatility',
    path: '/v1/volatility/{ticker}/stats',
    cache: 'snapshot',
    summary: 'ATM-IV(30d) descriptive stats',
    params: [path.ticker],
  }),
  ep({
    id: 'volatility.riskReversal',
    family: 'volatility',
    path: '/v1/volatility/{ticker}/risk-reversal',
    cache: 'snapshot',
    summary: 'risk-reversal skew',
    params: [path.ticker, num('moneyness', 1, 25, 5), int('dte_min', 0, 730, 20), int('dte_max', 1, 730, 40), volMode],
  }),
];
