/**
 * Dark-pool answers (reference: Dark-pool objects and the Dark pool endpoint table). The reference fixes
 * few keys (`outside_nbbo`, `away_from_quote`, the pressure windows, `cells`, `data.feed`, the `*_ex_away`
 * keys) but names the figures each endpoint returns (off-exchange $ and share, baseline P95/P99/P99.5,
 * ADV, %ADV, impact bps, options confirmation, severity, sector notional, share, net pressure, top names,
 * ...). Rule: a figure the reference names is required under the name seen (the sandbox's), nullable, so
 * a service that spells it otherwise is reported as drift naming it; a field the reference does not
 * mention is typed when present. Quote-relative flags are null when the quote is unknown.
 */
import { z } from 'zod';
import type { ByEndpoint } from '../registry';
import { computed, count, dataDelay, flag, nested, num, text } from './common';
import { dailyCandle } from './quotes';
import { familyHealth } from './service';

/** Every dark-pool computing answer states its feed basis in `data.feed`. */
const dpComputed = computed.extend({ data: nested(dataDelay.extend({ feed: text })) });

/** Session dates of `/sessions` ("all available dark-pool session dates"). */
export const darkpoolSessions = z.looseObject({ sessions: z.array(text) });

/**
 * An off-exchange print with its NBBO context. `executed_at`, `premium`, `size` and `price` are the
 * reference's `order_by` values and `nbbo_label` its filter; `bid`/`ask` are the context's names seen.
 */
export const darkpoolPrint = z.looseObject({
  id: text.optional(),
  ticker: text.optional(),
  executed_at: text,
  price: num,
  size: num,
  premium: num,
  bid: num,
  ask: num,
  nbbo_label: text.nullable(),
  outside_nbbo: flag.nullable(),
  away_from_quote: flag.nullable(),
});

/** The options-confirmation read of a block: `read` is the read, the rest its evidence. */
export const optionsConfirmation = z.looseObject({
  read: text,
  window_minutes: num.optional(),
  orders: num.optional(),
  net_bullish_premium: num.optional(),
  gross_premium: num.optional(),
});

/** A block: a print with %ADV (`pct_adv`, a percent: 1.5 = 1.5% of ADV), impact bps and the options read. */
export const darkpoolBlock = darkpoolPrint.extend({
  pct_adv: num,
  impact_bps: num,
  options_confirmation: nested(optionsConfirmation),
  threshold: num.optional(),
});

/** An alert: a block ranked "by severity". */
export const darkpoolAlert = darkpoolBlock.extend({ severity: text });

/** `/recent` rows: block-gated prints; the block figures are typed when present. */
export const recentPrint = darkpoolPrint.extend({
  pct_adv: num.optional(),
  impact_bps: num.optional(),
  options_confirmation: nested(optionsConfirmation).optional(),
});

/** `next_cursor` of `/prints`: the reference's `older_than` / `newer_than` cursor for the next page. */
export const printsCursor = z.looseObject({ older_than: text.optional(), newer_than: text.optional() });

/** How many rows matched in all; the answer carries the first `limit` of them. */
const total = count.optional();

export const darkpoolPrints = dpComputed.extend({
  total,
  prints: z.array(darkpoolPrint),
  has_more: flag.optional(),
  next_cursor: nested(printsCursor).optional(),
});

/** Off-exchange summary of `/ticker/{ticker}`: the off-exchange $ and share. */
export const tickerSummary = z.looseObject({
  notional: num,
  off_exchange_share: num,
  prints: num.optional(),
  shares: num.optional(),
  vwap: num.optional(),
  /** Net NBBO-location notional (at/above ask − at/below bid), $. */
  net: num.optional(),
});

/** The rolling baseline of print $: P95/P99/P99.5 named by the reference; the block threshold and sample seen. */
export const rollingBaseline = z.looseObject({
  p95: num,
  p99: num,
  p995: num,
  threshold: num.optional(),
  n: num.optional(),
});

/** ADV in shares with its sample. */
export const advSample = z.looseObject({ shares: num, n: num.optional() });

/** One NBBO location of the split (keys are the labels, their set left open). */
export const nbboShare = z.looseObject({ notional: num, share: num.optional(), n: num.optional() });

export const darkpoolTicker = dpComputed.extend({
  summary: nested(tickerSummary),
  baseline: nested(rollingBaseline),
  adv: nested(advSample),
  nbbo_split: nested(z.record(z.string(), nbboShare)),
  blocks: z.array(darkpoolBlock),
});

/** `/ranking`: whole-market off-exchange share and per-ticker notional. */
export const rankingRow = z.looseObject({
  ticker: text,
  notional: num,
  off_exchange_share: num.optional(),
  prints: num.optional(),
  blocks: num.optional(),
  /** Net NBBO-location lean −1…1. */
  net_pressure: num.optional(),
});
export const rankingMarket = z.looseObject({ off_exchange_share: num, notional: num.optional() });
export const darkpoolRanking = dpComputed.extend({
  market: nested(rankingMarket),
  rankings: z.array(rankingRow),
});

/**
 * A sector object: notional, share, net NBBO-location pressure and top names (reference), plus the
 * `*_ex_away` keys and `away_notional` (null before the adjustment). `key` is the sector's key for
 * `/sector/{key}` (name seen); the set of keys is the service's, never spelled by the app.
 */
export const topName = z.looseObject({ ticker: text, notional: num.optional() });
export const sectorRow = z.looseObject({
  key: text,
  fund: text.optional(),
  notional: num,
  share: num,
  net_pressure: num,
  net_lean: num.optional(),
  net_pressure_ex_away: num,
  away_notional: num,
  top_names: z.array(topName),
});
export const darkpoolSectors = dpComputed.extend({ sectors: z.array(sectorRow) });

/** `/sector/{key}`: constituents, concentration (top-1 and top-3 share) and direction agreement. */
export const constituentRow = z.looseObject({
  ticker: text,
  notional: num,
  share_of_sector: num,
  net_lean: num,
  intensity: num,
});
export const sectorConcentration = z.looseObject({ top1_share: num, top3_share: num });
export const darkpoolSector = dpComputed.extend({
  concentration: nested(sectorConcentration),
  direction_agreement: num,
  constituents: z.array(constituentRow),
});

/** `/sector_rotation`: the per-(sector, session) matrix, the rotation summary and the most-elevated sector. */
export const rotationCell = z.looseObject({ session: text, ratio: num });
export const rotationRow = z.looseObject({
  key: text,
  fund: text.optional(),
  cells: z.array(rotationCell),
});
export const rotationSummary = z.looseObject({ into: nested(z.array(text)), out_of: nested(z.array(text)) });
export const mostElevated = z.looseObject({ key: text, ratio: num.optional() });
export const darkpoolRotation = dpComputed.extend({
  /** The sessions shown, oldest first (each row's `cells` name theirs). */
  sessions: nested(z.array(text)).optional(),
  matrix: z.array(rotationRow),
  rotation: nested(rotationSummary),
  most_elevated: nested(mostElevated),
});

/** A pressure window: its span (ISO times) and the buy / sell / net / ratio the reference names. */
const pressureWindow = z.looseObject({
  start: text,
  end: text,
  buy: num,
  sell: num,
  net: num,
  ratio: num,
  n: count.optional(),
  away_notional: num.optional(),
  away_n: count.optional(),
});
/** `*_ex_away` keys: null or absent for sessions built before the adjustment. */
const exAway = nested(z.array(pressureWindow)).optional();

/** One ticker's windows on the market answer (names seen: `ticker` and its `windows`). */
export const tickerWindows = z.looseObject({ ticker: text, windows: nested(z.array(pressureWindow)) });

/** Market-wide: `market_windows` are pressure windows, `darkpool_windows` the most pressed tickers' windows. */
export const darkpoolPressure = dpComputed.extend({
  /** The window the service used (its default when none was asked). */
  window: text.optional(),
  market_windows: z.array(pressureWindow),
  market_windows_ex_away: exAway,
  darkpool_windows: z.array(tickerWindows),
  darkpool_windows_ex_away: nested(z.array(tickerWindows)).optional(),
});

/**
 * The cumulative intraday curve: parallel series under `curve`, as the reference's `curve.dp_cum_ex_away`
 * implies. Price, cumulative dark-pool pressure and cumulative option intent are named figures (names
 * seen); the ex-away series is null or absent before the adjustment.
 */
export const pressureCurve = z.looseObject({
  t: z.array(text),
  price: z.array(num),
  dp_cum: z.array(num),
  option_intent_cum: z.array(num),
  dp_cum_ex_away: z.array(num).nullable().optional(),
});

export const darkpoolPressureTicker = dpComputed.extend({
  window: text.optional(),
  darkpool_windows: z.array(pressureWindow),
  darkpool_windows_ex_away: exAway,
  curve: nested(pressureCurve),
});

/** A price band of `/print-levels/{ticker}`: the level and its off-exchange $ (named), the rest seen. */
export const printLevel = z.looseObject({
  price: num,
  premium: num,
  low: num.optional(),
  high: num.optional(),
  shares: num.optional(),
  prints: num.optional(),
  first_session: text.nullable().optional(),
  last_session: text.nullable().optional(),
});
export const darkpoolPrintLevels = dpComputed.extend({
  levels: z.array(printLevel),
  reference_price: num.optional(),
  n: num.optional(),
  from: text.nullable().optional(),
  to: text.nullable().optional(),
});

/**
 * A cell of the time profile's sparse grid. The reference fixes `cells` as a "sparse 5-minute x price
 * grid" of shares but not a cell's layout, so two are read: the triple [bucket_index, price_index,
 * shares] (the sandbox's, as its `cells_format` states) and an object {bucket, price, shares} whose
 * `price` is the row's price in $. A cell of any other layout reads as null and is named as drift.
 */
export const cellTriple = z.array(num).length(3);
export const cellObject = z.looseObject({ bucket: num, price: num, shares: num });
export const timeProfileCell = z.union([cellTriple, cellObject]).nullable().catch(null);

/** One of the largest block prints at report time. */
export const profileBlock = z.looseObject({
  executed_at: text.nullable(),
  price: num,
  size: num.optional(),
  premium: num.optional(),
});

/**
 * Time profile. The reference fixes `cells` (sparse grid), `cells_side` ([buy, sell, away] triples in
 * `cells` order, absent when built without quotes), per-row and per-bucket totals, POC, the 70% value
 * area, the largest blocks and the side volumes of `totals`; the other names are the ones seen (the
 * price axis `price_low + index × price_step`), typed when present. Lists other than `cells` are
 * `nested`, so `cells` stays the one list a renamed answer is read from.
 */
export const timeProfile = dpComputed.extend({
  cells_format: text.optional(),
  cells: z.array(timeProfileCell),
  cells_side: nested(z.array(z.tuple([num, num, num]))).optional(),
  totals: nested(
    z.looseObject({
      shares: num.optional(),
      buy_volume: num.optional(),
      sell_volume: num.optional(),
      away_volume: num.optional(),
    }),
  ),
  bucket_minutes: num.optional(),
  price_low: num.optional(),
  price_step: num.optional(),
  rows: nested(z.array(z.looseObject({ price: num, shares: num }))).optional(),
  buckets: nested(z.array(z.looseObject({ bucket_index: num, start: text, shares: num }))).optional(),
  poc: num.optional(),
  val: num.optional(),
  vah: num.optional(),
  largest_blocks: nested(z.array(profileBlock)).optional(),
});

export const DARKPOOL_SCHEMAS = {
  'darkpool.health': familyHealth,
  'darkpool.sessions': darkpoolSessions,
  'darkpool.blocks': dpComputed.extend({ total, blocks: z.array(darkpoolBlock) }),
  'darkpool.ranking': darkpoolRanking,
  'darkpool.alerts': dpComputed.extend({ total, alerts: z.array(darkpoolAlert) }),
  'darkpool.pressure': darkpoolPressure,
  'darkpool.pressureTicker': darkpoolPressureTicker,
  'darkpool.ticker': darkpoolTicker,
  'darkpool.timeProfile': timeProfile,
  'darkpool.prints': darkpoolPrints,
  'darkpool.recent': dpComputed.extend({ total, prints: z.array(recentPrint) }),
  'darkpool.sectors': darkpoolSectors,
  'darkpool.sector': darkpoolSector,
  'darkpool.sectorRotation': darkpoolRotation,
  'darkpool.dailyCandles': dpComputed.extend({ candles: z.array(dailyCandle) }),
  'darkpool.printLevels': darkpoolPrintLevels,
} satisfies ByEndpoint<z.ZodType>;
