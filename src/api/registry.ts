/**
 * Every endpoint of the Options Analytics API v1 as data: the single source of truth for paths,
 * parameters, bounds, access, budget and cache policy. Bounds are copied from the reference
 * (../shared/api-reference/part-a, Endpoints); entries with `assumed` are paths the reference does
 * not publish, defined once here so they can be corrected in one place.
 */
import type { Access, CacheClass, EndpointSpec, Family, ParamSpec, PreviewRule } from './endpoint';

// ---- parameter builders (one line per parameter in the tables below) ----

const path = {
  session: { name: 'session', in: 'path', kind: 'session', required: true },
  ticker: { name: 'ticker', in: 'path', kind: 'ticker', required: true },
  occ: { name: 'occ', in: 'path', kind: 'occ', required: true },
  sector: { name: 'key', in: 'path', kind: 'sector', required: true },
  etf: { name: 'symbol', in: 'path', kind: 'etf', required: true },
} as const satisfies Record<string, ParamSpec>;

function int(
  name: string,
  min: number | undefined,
  max: number | undefined,
  dflt?: number,
  extra: Partial<ParamSpec> = {},
): ParamSpec {
  return {
    name,
    in: 'query',
    kind: 'integer',
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(dflt === undefined ? {} : { default: dflt }),
    ...extra,
  };
}
function num(name: string, min: number | undefined, max: number | undefined, dflt?: number): ParamSpec {
  return {
    name,
    in: 'query',
    kind: 'number',
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(dflt === undefined ? {} : { default: dflt }),
  };
}
function oneOf(name: string, values: readonly string[], dflt?: string): ParamSpec {
  return { name, in: 'query', kind: 'enum', values, ...(dflt === undefined ? {} : { default: dflt }) };
}
function bool(name: string, dflt: boolean): ParamSpec {
  return { name, in: 'query', kind: 'boolean', default: dflt };
}
function str(name: string, required = false): ParamSpec {
  return { name, in: 'query', kind: 'string', ...(required ? { required } : {}) };
}
function date(name: string): ParamSpec {
  return { name, in: 'query', kind: 'date' };
}
const dteFilter: ParamSpec = { name: 'dte_filter', in: 'query', kind: 'dte_filter', default: 'all' };
const queryTicker: ParamSpec = { name: 'ticker', in: 'query', kind: 'tickers' };
// The reference names nbbo_label but publishes no value list: any string goes upstream, whose 422 is shown.
const nbboLabel = str('nbbo_label');
const volMode = oneOf('mode', ['mid', 'call', 'put'], 'mid');
const oiDte = oneOf('dte', ['all', 'lt8', 'gte8'], 'all');
const dpWindow = oneOf('window', ['1m', '5m', '15m', '30m', '1h', 'day']);

// ---- endpoint builder ----

interface Def {
  method?: 'GET' | 'PUT' | 'POST';
  params?: readonly ParamSpec[];
  access?: Access;
  preview?: PreviewRule;
  flowRows?: boolean;
  current?: boolean;
  rowsKey?: string;
  assumed?: string;
  transport?: 'rest' | 'ws' | 'mcp';
  body?: EndpointSpec['body'];
  cache?: CacheClass;
}

function ep(id: string, family: Family, p: string, cache: CacheClass, summary: string, d: Def = {}): EndpointSpec {
  return {
    id,
    method: d.method ?? 'GET',
    path: p,
    transport: d.transport ?? 'rest',
    params: d.params ?? [],
    ...(d.body ? { body: d.body } : {}),
    access: d.access ?? 'pro',
    ...(d.preview ? { preview: d.preview } : {}),
    family,
    flowRows: d.flowRows ?? false,
    current: d.current ?? false,
    cache: d.cache ?? cache,
    ...(d.rowsKey ? { rowsKey: d.rowsKey } : {}),
    ...(d.assumed ? { assumed: d.assumed } : {}),
    summary,
  };
}

const rankingPreview: PreviewRule = { take: 'top', count: 3, fields: ['ticker', 'rank', 'score', 'direction'] };
const abnormalPreview: PreviewRule = {
  take: 'last',
  count: 5,
  fields: ['event_id', 'ticker', 'side', 'premium', 'timestamp', 'option_type'],
};

// ---- the published endpoints (Document A, Endpoints) ----

const published: readonly EndpointSpec[] = [
  ep('health.service', 'health', '/health', 'no-store', 'service status, version, open stream sockets', {
    access: 'none',
  }),

  // Intent flow
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

  // Momentum
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

  // Abnormal trades
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

  // Account
  ep('account.usage', 'account', '/v1/account/usage', 'no-store', 'usage stats of the calling key', { access: 'any' }),
  ep('account.register', 'account', '/v1/account/register', 'no-store', 'issue a free provisional key', {
    method: 'POST',
    access: 'none',
    body: [
      { name: 'email', kind: 'string', required: true },
      { name: 'agent_name', kind: 'string', required: false },
    ],
  }),
  ep('account.confirm', 'account', '/v1/account/confirm', 'no-store', 'confirm a provisional key', {
    method: 'POST',
    access: 'none',
    body: [{ name: 'code', kind: 'string', required: true }],
  }),

  // Earnings intelligence
  ep('earnings.current', 'earnings', '/v1/earnings/current', 'live', 'tickers with earnings today', { current: true }),
  ep('earnings.sessions', 'earnings', '/v1/earnings/sessions', 'reference', 'sessions with earnings data', {
    rowsKey: 'sessions',
  }),
  ep('earnings.session', 'earnings', '/v1/earnings/{session}', 'live', 'earnings intelligence for a session', {
    params: [path.session],
  }),
  ep('earnings.ticker', 'earnings', '/v1/earnings/{session}/{ticker}', 'live', 'earnings detail for one ticker', {
    params: [path.session, path.ticker],
  }),

  // Economic events and ETF flow
  ep('economic.calendar', 'economic', '/v1/economic/calendar', 'reference', 'economic events with impact levels', {
    params: [date('from'), date('to'), str('impact'), { name: 'session', in: 'query', kind: 'session' }],
  }),
  ep(
    'economic.etfFlow',
    'economic',
    '/v1/economic/etf-flow',
    'live',
    'ETF option flow summary for SPY, QQQ, IWM, TLT',
    {
      params: [date('date')],
    },
  ),
  ep('economic.etfFlowSymbol', 'economic', '/v1/economic/etf-flow/{symbol}', 'live', 'full option flow for one ETF', {
    params: [path.etf, date('date')],
  }),
  ep('economic.etfTimeseries', 'economic', '/v1/economic/etf-timeseries', 'live', 'multi-session ETF flow timeseries', {
    params: [{ name: 'symbol', in: 'query', kind: 'etf', required: true }, date('start'), date('end')],
  }),
  ep(
    'economic.eventHistory',
    'economic',
    '/v1/economic/event-history',
    'reference',
    'actual versus consensus history',
    {
      params: [
        str('event_name'),
        str('time'),
        { name: 'session', in: 'query', kind: 'session' },
        int('periods', undefined, undefined, 24), // integer, no published bound
      ],
    },
  ),

  // Directional
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

  // GEX
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

  // Dark pool
  ep('darkpool.health', 'darkpool', '/v1/darkpool/health', 'no-store', 'dark-pool service health and coverage', {
    access: 'any',
  }),
  ep('darkpool.sessions', 'darkpool', '/v1/darkpool/sessions', 'live', 'available dark-pool sessions', {
    rowsKey: 'sessions',
  }),
  ep('darkpool.blocks', 'darkpool', '/v1/darkpool/blocks', 'live', 'detected off-exchange blocks', {
    params: [
      date('date'),
      queryTicker,
      nbboLabel,
      num('min_premium', 0, undefined, 0),
      int('min_size', 0, Number.MAX_SAFE_INTEGER, 0),
      int('limit', 1, 5000, 500),
    ],
  }),
  ep('darkpool.ranking', 'darkpool', '/v1/darkpool/ranking', 'live', 'off-exchange share and per-ticker notional', {
    params: [date('date'), int('limit', 1, 1000, 500)],
  }),
  ep('darkpool.alerts', 'darkpool', '/v1/darkpool/alerts', 'live', 'large blocks with options confirmation', {
    params: [date('date'), queryTicker, int('limit', 1, 1000, 50)],
  }),
  ep('darkpool.pressure', 'darkpool', '/v1/darkpool/pressure', 'live', 'NBBO-location pressure windows', {
    params: [date('date'), dpWindow],
  }),
  ep(
    'darkpool.pressureTicker',
    'darkpool',
    '/v1/darkpool/pressure/{ticker}',
    'live',
    "one ticker's pressure and curve",
    {
      params: [path.ticker, date('date'), dpWindow],
    },
  ),
  ep('darkpool.ticker', 'darkpool', '/v1/darkpool/ticker/{ticker}', 'live', 'off-exchange summary and baseline', {
    params: [path.ticker, date('date')],
  }),
  ep(
    'darkpool.timeProfile',
    'darkpool',
    '/v1/darkpool/time-profile/{ticker}',
    'live',
    'time-by-price profile, POC, value area',
    {
      params: [path.ticker, date('date')],
    },
  ),
  ep(
    'darkpool.prints',
    'darkpool',
    '/v1/darkpool/prints/{ticker}',
    'live',
    'raw off-exchange prints with NBBO context',
    {
      params: [
        path.ticker,
        date('date'),
        { name: 'newer_than', in: 'query', kind: 'datetime' },
        { name: 'older_than', in: 'query', kind: 'datetime' },
        num('min_premium', 0, undefined, 0),
        num('max_premium', 0, undefined),
        int('min_size', 0, Number.MAX_SAFE_INTEGER, 0),
        int('max_size', 0, Number.MAX_SAFE_INTEGER),
        nbboLabel,
        oneOf('order', ['asc', 'desc'], 'desc'),
        oneOf('order_by', ['executed_at', 'premium', 'size', 'price'], 'executed_at'),
        int('limit', 1, 500, 500),
      ],
    },
  ),
  ep('darkpool.recent', 'darkpool', '/v1/darkpool/recent', 'live', 'recent notable prints market-wide', {
    params: [
      date('date'),
      queryTicker,
      num('min_premium', undefined, undefined), // named without bound on this route
      num('min_size', undefined, undefined),
      nbboLabel,
      int('limit', 1, 200, 100),
    ],
  }),
  ep('darkpool.sectors', 'darkpool', '/v1/darkpool/sectors', 'live', 'per-sector off-exchange aggregate', {
    params: [date('date')],
  }),
  ep('darkpool.sector', 'darkpool', '/v1/darkpool/sector/{key}', 'live', "one sector's constituents", {
    params: [path.sector, date('date'), int('limit', 1, 300, 60)],
  }),
  ep(
    'darkpool.sectorRotation',
    'darkpool',
    '/v1/darkpool/sector_rotation',
    'live',
    'sector DP-$ versus trailing average',
    {
      params: [int('days', 3, 120, 25), int('display', 2, 20, 5)],
    },
  ),
  ep('darkpool.dailyCandles', 'darkpool', '/v1/darkpool/daily-candles/{ticker}', 'reference', 'daily OHLC candles', {
    params: [path.ticker, int('days', 2, 180, 30)],
  }),
  ep(
    'darkpool.printLevels',
    'darkpool',
    '/v1/darkpool/print-levels/{ticker}',
    'live',
    'top off-exchange price levels',
    {
      params: [
        path.ticker,
        int('days', 1, 120, 30),
        int('top', 1, 30, 10),
        num('band_pct', 0.05, 5.0, 0.5),
        num('min_premium', 0, undefined, 0),
      ],
    },
  ),

  // Volatility
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

  // Open interest
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

  // Tide
  ep('tide.market', 'tide', '/v1/tide/market', 'tide', 'market-wide net-premium tide', { current: true }),

  // Options flow tape
  ep('optionsFlow.tape', 'options-flow', '/v1/options-flow/tape', 'tape', 'recorded large-order tape', {
    params: [
      queryTicker,
      { name: 'session', in: 'query', kind: 'session' },
      { name: 'older_than', in: 'query', kind: 'string' },
      int('limit', 1, 2000, 500, { clampMax: true }),
      num('min_premium', undefined, undefined), // named without bound
      num('min_contracts', undefined, undefined),
      num('min_confidence', 0, 1),
    ],
    flowRows: true,
    rowsKey: 'rows',
  }),
  ep('optionsFlow.contract', 'options-flow', '/v1/options-flow/contract/{occ}', 'tape', 'per-contract flow', {
    params: [
      path.occ,
      { name: 'session', in: 'query', kind: 'session' },
      int('limit', 1, 2000, 500, { clampMax: true }),
    ],
    flowRows: true,
    rowsKey: 'rows',
  }),
  ep('optionsFlow.summary', 'options-flow', '/v1/options-flow/summary', 'live', 'aggregate flow summary', {
    params: [queryTicker, { name: 'session', in: 'query', kind: 'session' }],
    assumed: 'parameters not shown; ticker and session mirror the tape',
  }),
  ep(
    'optionsFlow.contracts',
    'options-flow',
    '/v1/options-flow/contracts',
    'live',
    'most active contracts in the flow',
    {
      params: [queryTicker, { name: 'session', in: 'query', kind: 'session' }, int('limit', 1, 500, 50)],
      rowsKey: 'rows',
      assumed: 'parameters not shown; ticker, session and limit mirror the tape',
    },
  ),
  ep('contracts.trades', 'contracts', '/v1/contracts/{occ}/trades', 'live', 'raw exchange prints of a contract', {
    params: [path.occ, { name: 'session', in: 'query', kind: 'session' }, int('limit', 1, 5000, 500)],
    rowsKey: 'rows',
    assumed: 'parameters not shown; session and limit as on the tape',
  }),

  // Watchlist
  ep('quotes.watchlist', 'quotes', '/v1/quotes/watchlist', 'no-store', 'the real-time watchlist and its limits'),
  ep('quotes.watchlistPut', 'quotes', '/v1/quotes/watchlist', 'no-store', 'replace the active watchlist', {
    method: 'PUT',
    body: [{ name: 'symbols', kind: 'string[]', required: true, maxItems: 25 }],
  }),

  // Screener
  ep('screener.run', 'screener', '/v1/screener', 'live', 'multi-signal screener (session: latest)', {
    params: [int('limit', 1, 200, 50)],
    rowsKey: 'rows',
    assumed: 'parameters not shown; a page size is assumed',
  }),

  // Streams
  ep('ws.abnormalTrades', 'abnormal-trades', '/v1/ws/abnormal-trades', 'no-store', 'abnormal trades as detected', {
    transport: 'ws',
  }),
  ep('ws.flow', 'options-flow', '/v1/ws/flow', 'no-store', 'push counterpart of the flow tape', {
    transport: 'ws',
    flowRows: true,
  }),

  // MCP server (JSON-RPC over Streamable HTTP): listed for completeness, not proxied to the browser.
  ep('mcp.apiKey', 'mcp', '/mcp', 'no-store', 'MCP server, API-key profile', {
    method: 'POST',
    transport: 'mcp',
    access: 'none',
  }),
  ep('mcp.connect', 'mcp', '/mcp/connect', 'no-store', 'MCP server, OAuth sign-in profile', {
    method: 'POST',
    transport: 'mcp',
    access: 'none',
  }),
  ep('mcp.assistantApps', 'mcp', '/mcp/assistant-apps', 'no-store', 'MCP server, assistant-apps profile', {
    method: 'POST',
    transport: 'mcp',
    access: 'none',
  }),
];

// ---- families whose paths the reference does not publish ----

const history = (dflt: number, max: number): ParamSpec => int('limit', 1, max, dflt);

const assumedFamilies: readonly EndpointSpec[] = [
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
  ep('quotes.batch', 'quotes', '/v1/quotes', 'realtime', 'stock quotes for many symbols at once', {
    params: [{ name: 'symbols', in: 'query', kind: 'tickers', required: true }],
    rowsKey: 'quotes',
    assumed: 'a batch form of stock_quote, as /v1/volatility/atm is for IV, so a 25-symbol board costs one request',
  }),
  ep('quotes.quote', 'quotes', '/v1/quotes/{ticker}', 'realtime', 'stock quote (real-time when watchlisted)', {
    params: [path.ticker],
    assumed: 'MCP tool stock_quote; lives beside /v1/quotes/watchlist',
  }),
  ep(
    'quotes.candles',
    'quotes',
    '/v1/quotes/{ticker}/candles',
    'realtime',
    'OHLC candles (15-min delayed off watchlist)',
    {
      params: [
        path.ticker,
        oneOf('interval', ['1m', '5m', '15m', '1h', '1d'], '5m'),
        { name: 'session', in: 'query', kind: 'session' },
        int('limit', 1, 5000, 390),
      ],
      rowsKey: 'candles',
      assumed: 'MCP tool stock_candles; payload carries delayed as the reference states',
    },
  ),
  ep('contracts.chain', 'contracts', '/v1/contracts/chain/{ticker}', 'snapshot', 'option chain of an underlying', {
    params: [
      path.ticker,
      date('expiration'),
      num('strike_min', 0, undefined),
      num('strike_max', 0, undefined),
      oneOf('type', ['call', 'put']),
    ],
    rowsKey: 'contracts',
    assumed: 'MCP tool contract_chain; under /v1/contracts beside the published trades route',
  }),
  ep('contracts.atm', 'contracts', '/v1/contracts/atm/{ticker}', 'snapshot', 'at-the-money contracts per expiry', {
    params: [path.ticker, num('target_dte', 0, 730, 30)],
    rowsKey: 'contracts',
    assumed: 'MCP tool contract_atm',
  }),
  ep('contracts.profile', 'contracts', '/v1/contracts/{occ}', 'snapshot', 'one contract: quote, greeks, OI', {
    params: [path.occ],
    assumed: 'contract lookup by OCC symbol; MCP tool contract_historic gives its history',
  }),
  ep('contracts.historic', 'contracts', '/v1/contracts/{occ}/historic', 'reference', 'daily history of one contract', {
    params: [path.occ, int('days', 1, 365, 30)],
    rowsKey: 'rows',
    assumed: 'MCP tool contract_historic',
  }),
  ep('seasonality.ticker', 'seasonality', '/v1/seasonality/{ticker}', 'reference', 'average monthly returns', {
    params: [path.ticker, int('years', 1, 20, 10)],
    rowsKey: 'rows',
    assumed: 'MCP tool seasonality',
  }),
  ep(
    'fundamentals.financials',
    'fundamentals',
    '/v1/fundamentals/{ticker}/financials',
    'reference',
    'income, balance, cash flow',
    {
      params: [path.ticker, oneOf('period', ['quarterly', 'annual'], 'quarterly'), int('limit', 1, 40, 8)],
      rowsKey: 'rows',
      assumed: 'MCP tool financials; grouped under fundamentals',
    },
  ),
  ep('fundamentals.dividends', 'fundamentals', '/v1/fundamentals/{ticker}/dividends', 'reference', 'dividend history', {
    params: [path.ticker, history(20, 200)],
    rowsKey: 'rows',
    assumed: 'MCP tool dividends; grouped under fundamentals',
  }),
  ep('fundamentals.splits', 'fundamentals', '/v1/fundamentals/{ticker}/splits', 'reference', 'stock split history', {
    params: [path.ticker],
    rowsKey: 'rows',
    assumed: 'MCP tool stock_splits; grouped under fundamentals',
  }),
  ep('insider.ticker', 'insider', '/v1/insider/{ticker}', 'reference', 'insider filings', {
    params: [path.ticker, history(50, 500)],
    rowsKey: 'rows',
    assumed: 'MCP tool insider_trades',
  }),
  ep(
    'institutional.ticker',
    'institutional',
    '/v1/institutional/{ticker}',
    'reference',
    'institutional holdings (13F)',
    {
      params: [path.ticker, history(50, 500)],
      rowsKey: 'rows',
      assumed: 'institutional holdings are named as a family; 13F holders per ticker',
    },
  ),
  ep('technicals.indicator', 'technicals', '/v1/technicals/{ticker}', 'reference', 'SMA, EMA, RSI, MACD', {
    params: [
      path.ticker,
      { name: 'indicator', in: 'query', kind: 'enum', values: ['sma', 'ema', 'rsi', 'macd'], required: true },
      int('window', 2, 200, 14),
      oneOf('interval', ['1d', '1h'], '1d'),
      history(120, 1000),
    ],
    rowsKey: 'rows',
    assumed: 'MCP tool technical_indicator; the four indicators the reference names',
  }),
  ep('news.ticker', 'news', '/v1/news', 'reference', 'news with sentiment', {
    params: [queryTicker, oneOf('sentiment', ['positive', 'negative', 'neutral']), history(20, 100)],
    rowsKey: 'rows',
    assumed: 'MCP tool stock_news; sentiment values as the reference names them',
  }),
  ep(
    'shortInterest.ticker',
    'short-interest',
    '/v1/short-interest/{ticker}',
    'reference',
    'short interest by settlement date',
    {
      params: [path.ticker, history(24, 120)],
      rowsKey: 'rows',
      assumed: 'MCP tool short_interest',
    },
  ),
  ep('shortVolume.ticker', 'short-interest', '/v1/short-volume/{ticker}', 'reference', 'daily short volume', {
    params: [path.ticker, history(30, 250)],
    rowsKey: 'rows',
    assumed: 'MCP tool short_volume',
  }),
  ep('congress.trades', 'congress', '/v1/congress/trades', 'reference', 'congressional trades', {
    params: [queryTicker, history(50, 500)],
    rowsKey: 'rows',
    assumed: 'congressional trades are named as a family without a path',
  }),
  ep('catalysts.calendar', 'catalysts', '/v1/catalysts', 'reference', 'catalyst calendar', {
    params: [date('from'), date('to'), queryTicker],
    rowsKey: 'rows',
    assumed: 'catalyst calendar is named as a family without a path',
  }),
  ep('earnings.calendar', 'earnings', '/v1/earnings/calendar', 'reference', 'upcoming earnings reporters', {
    params: [date('from'), date('to'), queryTicker],
    rowsKey: 'rows',
    assumed: 'MCP tool earnings_calendar; literal segment beside /v1/earnings/{session}',
  }),
];

export const ENDPOINTS: readonly EndpointSpec[] = [...published, ...assumedFamilies];

const byId = new Map(ENDPOINTS.map((e) => [e.id, e]));

/** The endpoint with this id; throws on a typo so that a wrong id fails at start-up, not at request time. */
export function endpoint(id: string): EndpointSpec {
  const spec = byId.get(id);
  if (!spec) throw new Error(`unknown endpoint id: ${id}`);
  return spec;
}

export const REST_ENDPOINTS = ENDPOINTS.filter((e) => e.transport === 'rest');
export const STREAM_ENDPOINTS = ENDPOINTS.filter((e) => e.transport === 'ws');
