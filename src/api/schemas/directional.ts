/** Directional rows (reference: Directional row) and the net-premium tide. */
import { z } from 'zod';
import { ciEnum, computed, int, num } from './common';

export const directionalRow = z.looseObject({
  ticker: z.string(),
  call_buy_pressure: num,
  call_sell_pressure: num,
  put_buy_pressure: num,
  put_sell_pressure: num,
  directional_score: num,
  /** null when neither call nor put buying was observed (0/0). */
  imbalance_score: num,
});

/** `/current` and `/{session}`: the list is `data`, with `tickers_count` (capped) and `max_display`. */
export const directionalSnapshot = computed.extend({
  data: z.array(directionalRow),
  tickers_count: int,
  max_display: int,
});

export const directionalHistory = z.looseObject({ data: z.array(directionalRow) });

const premiumComponents = {
  call_premium_bought: num,
  call_premium_sold: num,
  put_premium_bought: num,
  put_premium_sold: num,
};

export const tide = computed.extend({
  ...premiumComponents,
  net_premium: num,
  by_dte: z.unknown(),
  breakdown: z.unknown(),
  basis: z.looseObject({
    measure_type: ciEnum(['accounting_net_premium']),
    calibration: z.string(),
    methodology_version: z.string(),
  }),
});

export const DIRECTIONAL_SCHEMAS = {
  'directional.current': directionalSnapshot,
  'directional.session': directionalSnapshot,
  'directional.history': directionalHistory,
  'tide.market': tide,
  'tide.sector': tide,
  'tide.ticker': tide,
} satisfies Record<string, z.ZodType>;
