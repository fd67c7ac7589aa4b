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
  ep({
    id: 'flow.sessions',
    family: 'intent-flow',
    path: '/v1/flow/sessions',
    cache: 'live',
    summary: 'list of available sessions',
    rowsKey: 'sessions',
  }),
  ep({
    id: 'flow.current',
    family: 'intent-flow',
    path: '/v1/flow/current',
    cache: 'live',
    summary: 'current-session intent rankings',
    access: 'free-preview',
    preview: rankingPreview,
    current: true,
    rowsKey: 'rankings',
  }),
  ep({
    id: 'flow.session',
    family: 'intent-flow',
    path: '/v1/flow/{session}',
    cache: 'live',
    summary: 'session-level intent rankings',
    params: [path.session],
    access: 'free-preview',
    preview: rankingPreview,
    rowsKey: 'rankings',
  }),
  ep({
    id: 'flow.ticker',
    family: 'intent-flow',
    path: '/v1/flow/{session}/{ticker}',
    cache: 'live',
    summary: 'ticker intent detail: clusters, trades, time series',
    params: [path.session, path.ticker],
  }),
];

export const momentumEndpoints = [
  ep({
    id: 'momentum.rankings',
    family: 'momentum',
    path: '/v1/momentum/rankings',
    cache: 'live',
    summary: 'momentum-sorted ticker rankings',
    params: [int('top', 1, 200, 50)],
    access: 'free-preview',
    preview: rankingPreview,
    current: true,
    rowsKey: 'rankings',
  }),
  ep({
    id: 'momentum.history',
    family: 'momentum',
    path: '/v1/momentum/{ticker}/history',
    cache: 'live',
    summary: 'multi-session momentum history',
    params: [path.ticker, int('sessions', 1, 30, 5)],
    rowsKey: 'history',
  }),
];

export const abnormalEndpoints = [
  ep({
    id: 'abnormal.current',
    family: 'abnormal-trades',
    path: '/v1/abnormal-trades/current',
    cache: 'live',
    summary: 'current-session abnormal trades',
    params: [int('limit', 1, 5000, 200)],
    access: 'free-preview',
    preview: abnormalPreview,
    current: true,
    rowsKey: 'trades',
  }),
  ep({
    id: 'abnormal.session',
    family: 'abnormal-trades',
    path: '/v1/abnormal-trades/{session}',
    cache: 'live',
    summary: 'historical abnormal trades',
    params: [path.session, int('limit', 1, 5000, 200)],
    rowsKey: 'trades',
  }),
];

export const directionalEndpoints = [
  ep({
    id: 'directional.current',
    family: 'directional',
    path: '/v1/directional/current',
    cache: 'live',
    summary: 'current-session directional scores',
    params: [int('max_display', 10, 500, 100)],
    current: true,
    rowsKey: 'data',
  }),
  ep({
    id: 'directional.session',
    family: 'directional',
    path: '/v1/directional/{session}',
    cache: 'live',
    summary: 'directional snapshot for a session',
    params: [path.session, int('max_display', 10, 500, 100)],
    rowsKey: 'data',
  }),
  ep({
    id: 'directional.history',
    family: 'directional',
    path: '/v1/directional/{ticker}/history',
    cache: 'live',
    summary: 'multi-session directional history',
    params: [path.ticker, int('max_sessions', 1, 90, 30)],
    rowsKey: 'data',
  }),
];

export const screenerEndpoints = [
  ep({
    id: 'screener.run',
    family: 'screener',
    path: '/v1/screener',
    cache: 'live',
    summary: 'multi-signal screener (session: latest)',
    params: [int('limit', 1, 200, 50)],
    rowsKey: 'rows',
    assumed: 'parameters not shown; a page size is assumed',
  }),
];
