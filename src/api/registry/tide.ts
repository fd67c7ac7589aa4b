/** Net-premium tide: the published market tide and the per-sector and per-ticker forms. */
import { ep } from './define';
import { path } from './params';

export const tideEndpoints = [
  ep('tide.market', 'tide', '/v1/tide/market', 'tide', 'market-wide net-premium tide', { current: true }),
];

// Not published: see `assumed`.
export const assumedTideEndpoints = [
  ep('tide.sector', 'tide', '/v1/tide/sector/{key}', 'tide', 'net-premium tide of one sector', {
    params: [path.sector],
    current: true,
    assumed: 'per-sector tide is named but not pathed; mirrors /v1/tide/market under a sector key',
  }),
  ep('tide.ticker', 'tide', '/v1/tide/ticker/{ticker}', 'tide', 'net-premium tide of one ticker', {
    params: [path.ticker],
    current: true,
    assumed: 'per-ticker tide is named but not pathed; mirrors /v1/tide/market under a ticker',
  }),
];
