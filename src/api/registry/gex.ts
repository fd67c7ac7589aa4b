/** Gamma exposure (GEX) endpoints. */
import { ep } from './define';
import { path, int, bool, str, date, dteFilter } from './params';

export const gexEndpoints = [
  ep('gex.timeseries', 'gex', '/v1/gex/{ticker}/timeseries', 'live', 'multi-session gamma flip, max pain, net GEX', {
    params: [path.ticker, date('start'), date('end'), dteFilter],
    rowsKey: 'points',
  }),
  ep('gex.levels', 'gex', '/v1/gex/{session}/{ticker}/levels', 'live', 'spot, gamma flip, max pain, walls', {
    params: [path.session, path.ticker, dteFilter],
  }),
  ep(
    'gex.greekExposure',
    'gex',
    '/v1/gex/{session}/{ticker}/greek-exposure',
    'live',
    'gamma, charm, vanna by strike and expiry',
    {
      params: [path.session, path.ticker, dteFilter, bool('include_strike_expiry', false)],
    },
  ),
  ep('gex.intraday', 'gex', '/v1/gex/{session}/{ticker}/intraday-exposures', 'live', 'intraday spot-GEX series', {
    params: [path.session, path.ticker, dteFilter, int('step_min', 1, 60, 5)],
  }),
  ep('gex.withFlow', 'gex', '/v1/gex/{session}/{ticker}/with-flow', 'live', 'GEX including flow on every session', {
    params: [path.session, path.ticker, dteFilter],
  }),
  ep('gex.profile', 'gex', '/v1/gex/{session}/{ticker}', 'live', 'full profile: by_strike, IV smile, flow, OHLC', {
    params: [
      path.session,
      path.ticker,
      bool('include_flow', true),
      bool('include_ohlc', false),
      dteFilter,
      str('smile_expiry'),
    ],
  }),
];
