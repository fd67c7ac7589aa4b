/** Open-interest endpoints. */
import { ep } from './define';
import { path, int, oneOf, date } from './params';

const oiDte = oneOf('dte', ['all', 'lt8', 'gte8'], 'all');

export const openInterestEndpoints = [
  ep({
    id: 'oi.health',
    family: 'open-interest',
    path: '/v1/oi/health',
    cache: 'no-store',
    summary: 'OI service health',
    access: 'any',
  }),
  ep({
    id: 'oi.tickers',
    family: 'open-interest',
    path: '/v1/oi/tickers',
    cache: 'snapshot',
    summary: 'tickers with OI snapshots',
  }),
  ep({
    id: 'oi.movers',
    family: 'open-interest',
    path: '/v1/oi/movers',
    cache: 'snapshot',
    summary: 'market-wide OI movers',
    params: [oiDte, int('limit', 1, 500, 50)],
  }),
  ep({
    id: 'oi.contract',
    family: 'open-interest',
    path: '/v1/oi/contract/{occ}',
    cache: 'snapshot',
    summary: 'OI of one contract',
    params: [path.occ],
  }),
  ep({
    id: 'oi.timeseries',
    family: 'open-interest',
    path: '/v1/oi/{ticker}/timeseries',
    cache: 'snapshot',
    summary: 'OI and volume across snapshots',
    params: [path.ticker, date('start'), date('end'), oiDte, oneOf('slot', ['AM', 'PM'])],
  }),
  ep({
    id: 'oi.change',
    family: 'open-interest',
    path: '/v1/oi/{ticker}/change',
    cache: 'snapshot',
    summary: 'OI deltas between the last two snapshots',
    params: [path.ticker, oiDte],
  }),
  ep({
    id: 'oi.strikeChange',
    family: 'open-interest',
    path: '/v1/oi/{ticker}/strike-change',
    cache: 'snapshot',
    summary: 'per-strike OI change',
    params: [path.ticker, oiDte, int('limit', 1, 1000, 100)],
  }),
  ep({
    id: 'oi.latest',
    family: 'open-interest',
    path: '/v1/oi/{ticker}/latest',
    cache: 'snapshot',
    summary: 'latest OI snapshot summary',
    params: [path.ticker],
  }),
];
