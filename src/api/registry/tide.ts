/** Net-premium tide: the published market tide and the per-sector and per-ticker forms. */
import { ep } from './define';
import { path } from './params';

export const tideEndpoints = [
  ep({
    id: 'tide.market',
    family: 'tide',
    path: '/v1/tide/market',
    cache: 'tide',
    summary: 'market-wide net-premium tide',
    current: true,
  }),
];

// Not published: see `assumed`.
export const assumedTideEndpoints = [
  ep({
    id: 'tide.sector',
    family: 'tide',
    path: '/v1/tide/sector/{key}',
    cache: 'tide',
    summary: 'net-premium tide of one sector',
    params: [path.sector],
    current: true,
    assumed: 'per-sector tide is named but not pathed; mirrors /v1/tide/market under a sector key',
  }),
  ep({
    id: 'tide.ticker',
    family: 'tide',
    path: '/v1/tide/ticker/{ticker}',
    cache: 'tide',
    summary: 'net-premium tide of one ticker',
    params: [path.ticker],
    current: true,
    assumed: 'per-ticker tide is named but not pathed; mirrors /v1/tide/market under a ticker',
  }),
];
