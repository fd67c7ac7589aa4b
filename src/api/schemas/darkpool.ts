/**
 * Dark-pool answers (reference: Dark-pool objects and the Dark pool endpoint table). The reference fixes
 * few keys (`outside_nbbo`, `away_from_quote`, the pressure windows, `cells`, `data.feed`, the `*_ex_away`
 * keys) but names the figures each endpoint returns (off-exchange $ and share, baseline P95/P99/P99.5,
 * ADV, %ADV, impact bps, options confirmation, severity, sector notional, share, net pressure, top names,
 * ...). Rule: a figure the reference names is required under the name seen (the sandbox's), nullable, so
 * a service that spells it otherwise is reported as drift naming it; a field the reference does not
 * mention is typed when present. Quote-relative flags are null when the quote is unknown.
 */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import { computed, count, dataDelay, flag, nested, num, text } from './common';
import { dailyCandle } from './quotes';
import { familyHealth } from './service';

/** Every dark-pool computing answer states its feed basis in `data.feed`. */
const dpComputed = z.extend(computed, { data: nested(z.extend(dataDelay, { feed: text })) });

/** Session dates of `/sessions` ("all available dark-pool session dates"). */
export const darkpoolSessions = z.looseObject({ sessions: z.array(text) });

/**
 * An off-exchange print with its NBBO context. `executed_at`, `premium`, `size` and `price` are the
 * reference's `order_by` values and `nbbo_label` its filter; `bid`/`ask` are the context's names seen.
 */
export const darkpoolPrint = z.looseObject({
  id: z.optional(text),
  ticker: z.optional(text),
  executed_at: text,
  price: num,
  size: num,
  premium: num,
  bid: num,
  ask: num,
  nbbo_label: z.nullable(text),
  outside_nbbo: z.nullable(flag),
  away_from_quote: z.nullable(flag),
});

/** The options-confirmation read of a block: `read` is the read, the rest its evidence. */
export const optionsConfirmation = z.looseObject({
  read: text,
  window_minutes: z.optional(num),
  orders: z.optional(num),
  net_bullish_premium: z.optional(num),
  gross_premium: z.optional(num),
});

/** A block: a print with %ADV (`pct_adv`, a percent: 1.5 = 1.5% of ADV), impact bps and the options read. */
export const darkpoolBlock = z.extend(darkpoolPrint, {
  pct_adv: num,
  impact_bps: num,
  options_confirmation: nested(optionsConfirmation),
  threshold: z.optional(num),
});

/** An alert: a block ranked "by severity". */
export const darkpoolAlert = z.extend(darkpoolBlock, { severity: text });

/** `/recent` rows: block-gated prints; the block figures are typed when present. */
export const recentPrint = z.extend(darkpoolPrint, {
  pct_adv: z.optional(num),
  impact_bps: z.optional(num),
  options_confirmation: z.optional(nested(optionsConfirmation)),
});

/** `next_cursor` of `/prints`: the reference's `older_than` / `newer_than` cursor for the next page. */
export const printsCursor = z.looseObject({ older_than: z.optional(text), newer_than: z.optional(text) });

/** How many rows matched in all; the answer carries the first `limit` of them. */
const total = z.optional(count);

export const darkpoolPrints = z.extend(dpComputed, {
  total,
  prints: z.array(darkpoolPrint),
  has_more: z.optional(flag),
  next_cursor: z.optional(nested(printsCursor)),
});

/** Off-exchange summary of `/ticker/{ticker}`: the off-exchange $ and share. */
export const tickerSummary = z.looseObject({
  notional: num,
  off_exchange_share: num,
  prints: z.optional(num),
  shares: z.optional(num),
  vwap: z.optional(num),
  /** Net NBBO-location notional (at/above ask − at/below bid), $. */
  net: z.optional(num),
});

/** The rolling baseline of print $: P95/P99/P99.5 named by the reference; the block threshold and sample seen. */
export const rollingBaseline = z.looseObject({
  p95: num,
  p99: num,
  p995: num,
  threshold: z.optional(num),
  n: z.optional(num),
});

/** ADV in shares with its sample. */
export const advSample = z.looseObject({ shares: num, n: z.optional(num) });

/** One NBBO location of the split (keys are the labels, their set left open). */
export const nbboShare = z.looseObject({ notional: num, share: z.optional(num), n: z.optional(num) });

export const darkpoolTicker = z.extend(dpComputed, {
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
  off_exchange_share: z.optional(num),
  prints: z.optional(num),
  blocks: z.optional(num),
  /** Net NBBO-location lean −1…1. */
  net_pressure: z.optional(num),
});
export const rankingMarket = z.looseObject({ off_exchange_share: num, notional: z.optional(num) });
export const darkpoolRanking = z.extend(dpComputed, {
  market: nested(rankingMarket),
  rankings: z.array(rankingRow),
});

/**
 * A sector object: notional, share, net NBBO-location pressure and top names (reference), plus the
 * `*_ex_away` keys and `away_notional` (null before the adjustment). `key` is the sector's key for
 * `/sector/{key}` (name seen); the set of keys is the service's, never spelled by the app.
 */
export const topName = z.looseObject({ ticker: text, notional: z.optional(num) });
export const sectorRow = z.looseObject({
  key: text,
  fund: z.optional(text),
  notional: num,
  share: num,
  net_pressure: num,
  net_lean: z.optional(num),
  net_pressure_ex_away: num,
  away_notional: num,
  top_names: z.array(topName),
});
export const darkpoolSectors = z.extend(dpComputed, { sectors: z.array(sectorRow) });

/** `/sector/{key}`: constituents, concentration (top-1 and top-3 share) and direction agreement. */
export const constituentRow = z.looseObject({
  ticker: text,
  notional: num,
  share_of_sector: num,
  net_lean: num,
  intensity: num,
});
export const sectorConcentration = z.looseObject({ top1_share: num, top3_share: num });
export const darkpoolSector = z.extend(dpComputed, {
  concentration: nested(sectorConcentration),
  direction_agreement: num,
  constituents: z.array(constituentRow),
});

/** `/sector_rotation`: the per-(sector, session) matrix, the rotation summary and the most-elevated sector. */
export const rotationCell = z.looseObject({ session: text, ratio: num });
export const rotationRow = z.looseObject({
  key: text,
  fund: z.optional(text),
  cells: z.array(rotationCell),
});
export const rotationSummary = z.looseObject({ into: nested(z.array(text)), out_of: nested(z.array(text)) });
export const mostElevated = z.looseObject({ key: text, ratio: z.optional(num) });
export const darkpoolRotation = z.extend(dpComputed, {
  /** The sessions shown, oldest first (each row's `cells` name theirs). */
  sessions: z.optional(nested(z.array(text))),
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
  n: z.optional(count),
  away_notional: z.optional(num),
  away_n: z.optional(count),
});
/** `*_ex_away` keys: null or absent for sessions built before the adjustment. */
const exAway = z.optional(nested(z.array(pressureWindow)));

/** One ticker's windows on the market answer (names seen: `ticker` and its `windows`). */
export const tickerWindows = z.looseObject({ ticker: text, windows: nested(z.array(pressureWindow)) });

/** Market-wide: `market_windows` are pressure windows, `darkpool_windows` the most pressed tickers' windows. */
export const darkpoolPressure = z.extend(dpComputed, {
  /** The window the service used (its default when none was asked). */
  window: z.optional(text),
  market_windows: z.array(pressureWindow),
  market_windows_ex_away: exAway,
  darkpool_windows: z.array(tickerWindows),
  darkpool_windows_ex_away: z.optional(nested(z.array(tickerWindows))),
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
  dp_cum_ex_away: z.optional(z.nullable(z.array(num))),
});

export const darkpoolPressureTicker = z.extend(dpComputed, {
  window: z.optional(text),
  darkpool_windows: z.array(pressureWindow),
  darkpool_windows_ex_away: exAway,
  curve: nested(pressureCurve),
});

/** A price band of `/print-levels/{ticker}`: the level and its off-exchange $ (named), the rest seen. */
export const printLevel = z.looseObject({
  price: num,
  premium: num,
  low: z.optional(num),
  high: z.optional(num),
  shares: z.optional(num),
  prints: z.optional(num),
  first_session: z.optional(z.nullable(text)),
  last_session: z.optional(z.nullable(text)),
});
export const darkpoolPrintLevels = z.extend(dpComputed, {
  levels: z.array(printLevel),
  reference_price: z.optional(num),
  n: z.optional(num),
  from: z.optional(z.nullable(text)),
  to: z.optional(z.nullable(text)),
});

/**
 * A cell of the time profile's sparse grid. The reference fixes `cells` as a "sparse 5-minute x price
 * grid" of shares but not a cell's layout, so two are read: the triple [bucket_index, price_index,
 * shares] (the sandbox's, as its `cells_format` states) and an object {bucket, price, shares} whose
 * `price` is the row's price in $. A cell of any other layout reads as null and is named as drift.
 */
export const cellTriple = z.array(num).check(z.length(3));
export const cellObject = z.looseObject({ bucket: num, price: num, shares: num });
export const timeProfileCell = z.catch(z.nullable(z.union([cellTriple, cellObject])), null);

/** One of the largest block prints at report time. */
export const profileBlock = z.looseObject({
  executed_at: z.nullable(text),
  price: num,
  size: z.optional(num),
  premium: z.optional(num),
});

/**
 * Time profile. The reference fixes `cells` (sparse grid), `cells_side` ([buy, sell, away] triples in
 * `cells` order, absent when built without quotes), per-row and per-bucket totals, POC, the 70% value
 * area, the largest blocks and the side volumes of `totals`; the other names are the ones seen (the
 * price axis `price_low + index × price_step`), typed when present. Lists other than `cells` are
 * `nested`, so `cells` stays the one list a renamed answer is read from.
 */
export const timeProfile = z.extend(dpComputed, {
  cells_format: z.optional(text),
  cells: z.array(timeProfileCell),
  cells_side: z.optional(nested(z.array(z.tuple([num, num, num])))),
  totals: nested(
    z.looseObject({
      shares: z.optional(num),
      buy_volume: z.optional(num),
      sell_volume: z.optional(num),
      away_volume: z.optional(num),
    }),
  ),
  bucket_minutes: z.optional(num),
  price_low: z.optional(num),
  price_step: z.optional(num),
  rows: z.optional(nested(z.array(z.looseObject({ price: num, shares: num })))),
  buckets: z.optional(nested(z.array(z.looseObject({ bucket_index: num, start: text, shares: num })))),
  poc: z.optional(num),
  val: z.optional(num),
  vah: z.optional(num),
  largest_blocks: z.optional(nested(z.array(profileBlock))),
});

export const DARKPOOL_SCHEMAS = {
  'darkpool.health': familyHealth,
  'darkpool.sessions': darkpoolSessions,
  'darkpool.blocks': z.extend(dpComputed, { total, blocks: z.array(darkpoolBlock) }),
  'darkpool.ranking': darkpoolRanking,
  'darkpool.alerts': z.extend(dpComputed, { total, alerts: z.array(darkpoolAlert) }),
  'darkpool.pressure': darkpoolPressure,
  'darkpool.pressureTicker': darkpoolPressureTicker,
  'darkpool.ticker': darkpoolTicker,
  'darkpool.timeProfile': timeProfile,
  'darkpool.prints': darkpoolPrints,
  'darkpool.recent': z.extend(dpComputed, { total, prints: z.array(recentPrint) }),
  'darkpool.sectors': darkpoolSectors,
  'darkpool.sector': darkpoolSector,
  'darkpool.sectorRotation': darkpoolRotation,
  'darkpool.dailyCandles': z.extend(dpComputed, { candles: z.array(dailyCandle) }),
  'darkpool.printLevels': darkpoolPrintLevels,
} satisfies ByEndpoint<z.ZodMiniType>;
