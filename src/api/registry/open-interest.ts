/** Open-interest endpoints. */
import { ep } from './define';
import { path, int, oneOf, date } from './params';

const oiDte = oneOf('dte', ['all', 'lt8', 'gte8'], 'all');

export const openInterestEndpoints = [
  ep('oi.health', 'open-interest', '/v1/oi/health', 'no-store', 'OI service health', { access: 'any' }),
  ep('oi.tickers', 'open-interest', '/v1/oi/tickers', 'snapshot', 'tickers with OI snapshots'),
  ep('oi.movers', 'open-interest', '/v1/oi/movers', 'snapshot', 'market-wide OI movers', {
    params: [oiDte, int('limit', 1, 500, 50)],
  }),
  ep('oi.contract', 'open-interest', '/v1/oi/contract/{occ}', 'snapshot', 'OI of one contract', { params: [path.occ] }),
  ep('oi.timeseries', 'open-interest', '/v1/oi/{ticker}/timeseries', 'snapshot', 'OI and volume across snapshots', {
    params: [path.ticker, date('start'), date('end'), oiDte, oneOf('slot', ['AM', 'PM'])],
  }),
  ep('oi.change', 'open-interest', '/v1/oi/{ticker}/change', 'snapshot', 'OI deltas between the last two snapshots', {
    params: [path.ticker, oiDte],
  }),
  ep('oi.strikeChange', 'open-interest', '/v1/oi/{ticker}/strike-change', 'snapshot', 'per-strike OI change', {
    params: [path.ticker, oiDte, int('limit', 1, 1000, 100)],
  }),
  ep('oi.latest', 'open-interest', '/v1/oi/{ticker}/latest', 'snapshot', 'latest OI snapshot summary', {
    params: [path.ticker],
  }),
];
