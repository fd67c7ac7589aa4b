/**
 * Answers in the sandbox's default forms for the variant tests: a route table whose handlers return
 * them as they are, so a test compares what a variant made of a known answer field by field.
 */
import type { RouteTable } from '../handler';

const AS_OF = '2026-03-10T14:59:00.000Z';
const COMPUTED_AT = '2026-03-10T15:00:00.000Z';

/** A REST tape row in the sandbox's decided shape (src/api/schemas/intent-flow.ts, decidedTapeRow). */
export function tapeRow(i: number) {
  return {
    event_id: `e${i}`,
    ticker: 'NVDA',
    session: '2026-03-10',
    executed_at: '2026-03-10T14:58:52.450+00:00',
    ts_ms: 1773154732450 - i,
    option_symbol: 'O:NVDA270115C00135000',
    option_type: i % 2 === 0 ? 'call' : 'put',
    strike: 135,
    expiration: '2027-01-15',
    dte: 42,
    contracts: 103,
    premium: 152646,
    price: 14.82,
    bid: 14.64,
    ask: 15.02,
    spot: 136.52,
    direction: 'buy',
    direction_confidence: 0.91,
    implied_volatility: 0.5976,
    delta: 0.5785,
    order_type: 'sweep',
    enrich_status: 'complete',
  };
}

export const TAPE_ROWS = 10;

export const TAPE = {
  session: '2026-03-10',
  as_of: AS_OF,
  computed_at: COMPUTED_AT,
  finality: 'provisional',
  data: { realtime: false, delay_seconds: 60, delay_reason: 'source_license', as_of: AS_OF },
  rows: Array.from({ length: TAPE_ROWS }, (_, i) => tapeRow(i)),
  count: TAPE_ROWS,
  next_older_than: '1773154732441:e9',
};

export const LEVELS = {
  ticker: 'NVDA',
  session: '2026-03-10',
  as_of: AS_OF,
  computed_at: COMPUTED_AT,
  finality: 'provisional',
  spot: 135.16,
  gamma_flip: 136.2023797748955,
  gamma_flip_type: 'global_cumulative',
  gamma_regime: 'long',
  call_wall: 140,
  put_wall: 130,
  max_pain: 133,
  max_pain_expiry: '2026-03-13',
  wall_basis: 'gex_by_strike: call_wall = strike >= spot with largest call GEX',
};

export const ABNORMAL = {
  session: '2026-03-10',
  as_of: AS_OF,
  computed_at: COMPUTED_AT,
  finality: 'provisional',
  total: 1,
  trades: [
    {
      event_id: 'fb63f01704214b67',
      ticker: 'ADBE',
      side: 'buy',
      premium: 1447550,
      timestamp: '2026-03-10T14:58:47.666+00:00',
      option_symbol: 'O:ADBE260313C00465000',
      option_type: 'call',
      strike: 465,
      expiration: '2026-03-13',
      contracts: 6550,
      p99_threshold: 2100,
      spot: 465.54,
      implied_volatility: 0.3995,
    },
  ],
};

export const DIRECTIONAL = {
  session: '2026-03-10',
  as_of: AS_OF,
  finality: 'provisional',
  tickers_count: 1,
  max_display: 100,
  data: [
    {
      ticker: 'SPY',
      call_buy_pressure: 123949168,
      call_sell_pressure: -64025251,
      put_buy_pressure: -151945923,
      put_sell_pressure: 212137335,
      directional_score: 120115329,
      imbalance_score: -0.10147608969236789,
      orders: 1991,
    },
  ],
};

export const RECENT_PRINTS = {
  session: '2026-03-10',
  as_of: AS_OF,
  computed_at: COMPUTED_AT,
  finality: 'provisional',
  hint: '',
  data: { realtime: false, delay_seconds: 900, delay_reason: 'source_license', as_of: AS_OF, feed: 'TRF prints' },
  prints: [{ id: 'TLT-1', ticker: 'TLT', price: 104.42, size: 369360, nbbo_label: 'at_ask', basis: { side: 'proxy' } }],
};

export const ATM = {
  session: '2026-03-10',
  as_of: AS_OF,
  results: [{ ticker: 'SPY', spot: 502.29, target_dte: 30, atm_iv: 0.21863667174866463 }],
};

export const SURFACE = {
  ticker: 'SPY',
  as_of: AS_OF,
  dtes: [7, 30],
  moneyness: [-0.05, 0, 0.05],
  iv: [
    [0.25, 0.21, 0.19],
    [0.24, 0.2, 0.18],
  ],
};

/** Handlers answering the fixtures above (the watchlist is the server's own route). */
export const FIXTURE_ROUTES: RouteTable = {
  'optionsFlow.tape': () => ({ body: TAPE, flowRows: TAPE_ROWS }),
  'gex.levels': () => ({ body: LEVELS }),
  'abnormal.current': () => ({ body: ABNORMAL }),
  'directional.current': () => ({ body: DIRECTIONAL }),
  'darkpool.recent': () => ({ body: RECENT_PRINTS }),
  'volatility.atm': () => ({ body: ATM }),
  'volatility.surface': () => ({ body: SURFACE }),
};

export const FIXTURE_PATHS = {
  tape: '/v1/options-flow/tape?ticker=NVDA',
  levels: '/v1/gex/2026-03-10/NVDA/levels',
  abnormal: '/v1/abnormal-trades/current',
  directional: '/v1/directional/current',
  recent: '/v1/darkpool/recent',
  atm: '/v1/volatility/atm?symbols=SPY',
  surface: '/v1/volatility/SPY/surface',
  watchlist: '/v1/quotes/watchlist',
} as const;
