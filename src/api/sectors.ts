/**
 * The sandbox's sector table: the sectors of its simulated market and their sector funds, served by
 * `/v1/darkpool/sectors`. The app never takes sector keys from here: it offers what the service lists
 * (src/app/data/service-sectors.ts), since the reference publishes no list of keys.
 */
export const SECTOR_FUNDS = {
  technology: 'XLK',
  financials: 'XLF',
  health_care: 'XLV',
  energy: 'XLE',
  consumer_discretionary: 'XLY',
  consumer_staples: 'XLP',
  industrials: 'XLI',
  materials: 'XLB',
  utilities: 'XLU',
  real_estate: 'XLRE',
  communication_services: 'XLC',
} as const;

export type SectorKey = keyof typeof SECTOR_FUNDS;
export const SECTOR_KEYS = Object.keys(SECTOR_FUNDS) as SectorKey[];

/** The ETFs of the economic ETF-flow routes. */
export const ETF_FLOW_SYMBOLS = ['SPY', 'QQQ', 'IWM', 'TLT'] as const;
