/** Ranking families: intent flow, momentum, abnormal trades, directional scores and the screener. */
import type { PreviewRule } from '../endpoint';
import { ep } from './define';
import { path, int } from './params';

const rankingPreview: PreviewRule = { take: 'top', count: 3, fields: ['ticker', 'rank', 'score', 'direction'] };
const abnormalPreview: PreviewRule = {
  take: 'last',
  count: 5,
  fields: ['event_id', 'ticker', 'side', 'premium', 'timestamp', 'option_type'],
};

export const intentFlowEndpoints = [
  ep('flow.sessions', 'intent-flow', '/v1/flow/sessions', 'live', 'list of available sessions', {
    rowsKey: 'sessions',
  }),
  ep('flow.current', 'intent-flow', '/v1/flow/current', 'live', 'current-session intent rankings', {
    access: 'free-preview',
    preview: rankingPreview,
    current: true,
    rowsKey: 'rankings',
  }),
  ep('flow.session', 'intent-flow', '/v1/flow/{session}', 'live', 'session-level intent rankings', {
    params: [path.session],
    access: 'free-preview',
    preview: rankingPreview,
    rowsKey: 'rankings',
  }),
  ep(
    'flow.ticker',
    'intent-flow',
    '/v1/flow/{session}/{ticker}',
    'live',
    'ticker intent detail: clusters, trades, time series',
    {
      params: [path.session, path.ticker],
    },
  ),
];

export const momentumEndpoints = [
  ep('momentum.rankings', 'momentum', '/v1/momentum/rankings', 'live', 'momentum-sorted ticker rankings', {
    params: [int('top', 1, 200, 50)],
    access: 'free-preview',
    preview: rankingPreview,
    current: true,
    rowsKey: 'rankings',
  }),
  ep('momentum.history', 'momentum', '/v1/momentum/{ticker}/history', 'live', 'multi-session momentum history', {
    params: [path.ticker, int('sessions', 1, 30, 5)],
    rowsKey: 'history',
  }),
];

export const abnormalEndpoints = [
  ep('abnormal.current', 'abnormal-trades', '/v1/abnormal-trades/current', 'live', 'current-session abnormal trades', {
    params: [int('limit', 1, 5000, 200)],
    access: 'free-preview',
    preview: abnormalPreview,
    current: true,
    rowsKey: 'trades',
  }),
  ep('abnormal.session', 'abnormal-trades', '/v1/abnormal-trades/{session}', 'live', 'historical abnormal trades', {
    params: [path.session, int('limit', 1, 5000, 200)],
    rowsKey: 'trades',
  }),
];

export const directionalEndpoints = [
  ep('directional.current', 'directional', '/v1/directional/current', 'live', 'current-session directional scores', {
    params: [int('max_display', 10, 500, 100)],
    current: true,
    rowsKey: 'data',
  }),
  ep('directional.session', 'directional', '/v1/directional/{session}', 'live', 'directional snapshot for a session', {
    params: [path.session, int('max_display', 10, 500, 100)],
    rowsKey: 'data',
  }),
  ep(
    'directional.history',
    'directional',
    '/v1/directional/{ticker}/history',
    'live',
    'multi-session directional history',
    {
      params: [path.ticker, int('max_sessions', 1, 90, 30)],
      rowsKey: 'data',
    },
  ),
];

export const screenerEndpoints = [
  ep('screener.run', 'screener', '/v1/screener', 'live', 'multi-signal screener (session: latest)', {
    params: [int('limit', 1, 200, 50)],
    rowsKey: 'rows',
    assumed: 'parameters not shown; a page size is assumed',
  }),
];
