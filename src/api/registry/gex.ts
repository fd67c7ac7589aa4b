/** Gamma exposure (GEX) endpoints. */
import { ep } from './define';
import { path, int, bool, str, date, dteFilter } from './params';

export const gexEndpoints = [
  ep({
    id: 'gex.timeseries',
    family: 'gex',
    path: '/v1/gex/{ticker}/timeseries',
    cache: 'live',
    summary: 'multi-session gamma flip, max pain, net GEX',
    params: [path.ticker, date('start'), date('end'), dteFilter],
    rowsKey: 'points',
  }),
  ep({
    id: 'gex.levels',
    family: 'gex',
    path: '/v1/gex/{session}/{ticker}/levels',
    cache: 'live',
    summary: 'spot, gamma flip, max pain, walls',
    params: [path.session, path.ticker, dteFilter],
  }),
  ep({
    id: 'gex.greekExposure',
    family: 'gex',
    path: '/v1/gex/{session}/{ticker}/greek-exposure',
    cache: 'live',
    summary: 'gamma, charm, vanna by strike and expiry',
    params: [path.session, path.ticker, dteFilter, bool('include_strike_expiry', false)],
  }),
  ep({
    id: 'gex.intraday',
    family: 'gex',
    path: '/v1/gex/{session}/{ticker}/intraday-exposures',
    cache: 'live',
    summary: 'intraday spot-GEX series',
    params: [path.session, path.ticker, dteFilter, int('step_min', 1, 60, 5)],
  }),
  ep({
    id: 'gex.withFlow',
    family: 'gex',
    path: '/v1/gex/{session}/{ticker}/with-flow',
    cache: 'live',
    summary: 'GEX including flow on every session',
    params: [path.session, path.ticker, dteFilter],
  }),
  ep({
    id: 'gex.profile',
    family: 'gex',
    path: '/v1/gex/{session}/{ticker}',
    cache: 'live',
    summary: 'full profile: by_strike, IV smile, flow, OHLC',
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
