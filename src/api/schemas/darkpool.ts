/** Dark-pool answers (reference: Dark-pool objects). Quote-relative flags are null when the quote is unknown. */
import { z } from 'zod';
import { computed, dataDelay, num, openRow, sessionList } from './common';

/** Every dark-pool computing answer states its feed basis in `data.feed`. */
const dpComputed = computed.extend({ data: dataDelay.extend({ feed: z.string() }) });

export const darkpoolPrint = z.looseObject({
  outside_nbbo: z.boolean().nullable().optional(),
  away_from_quote: z.boolean().nullable().optional(),
});

const pressureWindow = z.looseObject({ buy: num, sell: num, net: num, ratio: num });
/** `*_ex_away` keys: null or absent for sessions built before the adjustment. */
const exAway = z.array(pressureWindow).nullable().optional();

/** Market-wide: `market_windows` are pressure windows; per-ticker `darkpool_windows` are open in shape. */
export const darkpoolPressure = dpComputed.extend({
  market_windows: z.array(pressureWindow),
  market_windows_ex_away: exAway,
  darkpool_windows: z.array(openRow),
});

/**
 * The cumulative intraday curve: parallel series under `curve`, as the reference's `curve.dp_cum_ex_away`
 * implies. Only that series is named; the others are the names seen, typed when present.
 */
export const pressureCurve = z.looseObject({
  t: z.array(z.string()).optional(),
  price: z.array(num).optional(),
  dp_cum: z.array(num).optional(),
  option_intent_cum: z.array(num).optional(),
  dp_cum_ex_away: z.array(num).nullable().optional(),
});

export const darkpoolPressureTicker = dpComputed.extend({
  darkpool_windows: z.array(pressureWindow),
  darkpool_windows_ex_away: exAway,
  curve: pressureCurve,
});

/** Price bands of `/print-levels/{ticker}` (a project decision, not in the reference): open rows. */
export const printLevel = z.looseObject({
  price: num.optional(),
  low: num.optional(),
  high: num.optional(),
  premium: num.optional(),
  shares: num.optional(),
  prints: num.optional(),
  first_session: z.string().nullable().optional(),
  last_session: z.string().nullable().optional(),
});

/**
 * Time profile. The reference fixes `cells` (sparse grid), `cells_side` ([buy, sell, away] triples in
 * `cells` order, absent when built without quotes) and the side volumes of `totals`; the other names
 * are the ones seen (cells as [bucket_index, price_index, shares], as `cells_format` states), typed
 * when present.
 */
export const timeProfile = dpComputed.extend({
  cells: z.array(z.unknown()),
  cells_side: z.array(z.tuple([num, num, num])).optional(),
  totals: z.looseObject({
    shares: num.optional(),
    buy_volume: num.optional(),
    sell_volume: num.optional(),
    away_volume: num.optional(),
  }),
  bucket_minutes: z.number().optional(),
  price_low: num.optional(),
  price_step: num.optional(),
  rows: z.array(z.looseObject({ price: num, shares: num })).optional(),
  buckets: z.array(z.looseObject({ bucket_index: z.number(), start: z.string(), shares: num })).optional(),
  poc: num.optional(),
  val: num.optional(),
  vah: num.optional(),
  largest_blocks: z
    .array(
      z.looseObject({ executed_at: z.string().nullable(), price: num, size: num.optional(), premium: num.optional() }),
    )
    .optional(),
});

/** A cell of the sandbox's layout (`cells_format`): [bucket_index, price_index, shares]. */
export const timeProfileCell = z.tuple([z.number(), z.number(), num]);

export const DARKPOOL_SCHEMAS = {
  'darkpool.health': openRow,
  'darkpool.sessions': sessionList,
  'darkpool.blocks': dpComputed.extend({ blocks: z.array(darkpoolPrint) }),
  'darkpool.ranking': dpComputed,
  'darkpool.alerts': dpComputed,
  'darkpool.pressure': darkpoolPressure,
  'darkpool.pressureTicker': darkpoolPressureTicker,
  'darkpool.ticker': dpComputed,
  'darkpool.timeProfile': timeProfile,
  'darkpool.prints': dpComputed,
  'darkpool.recent': dpComputed,
  'darkpool.sectors': dpComputed,
  'darkpool.sector': dpComputed,
  'darkpool.sectorRotation': dpComputed,
  'darkpool.dailyCandles': dpComputed,
  'darkpool.printLevels': dpComputed.extend({ levels: z.array(printLevel) }),
} satisfies Record<string, z.ZodType>;
