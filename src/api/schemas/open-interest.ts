/**
 * Open-interest answers (reference: Other objects, "OI movers" and "OI data", and the Open interest
 * endpoint table). OI and volume are contract counts, built from twice-daily AM/PM ET snapshots. The
 * reference names the movers' lists and dates; every other name is the sandbox's. A figure a panel shows
 * is required (nullable: one a service lacks reads null, "—", and is named as drift); one a reader can
 * derive or do without is `.optional()`.
 */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import { computed, count, nested, num, optionType, text } from './common';
import { familyHealth } from './service';

/** A snapshot slot, `AM` or `PM` (the reference's `slot` values), read in any case. */
export const oiSlot = z.catch(
  z.nullable(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((s) => s.trim().toUpperCase()),
      ),
      z.enum(['AM', 'PM']),
    ),
  ),
  null,
);

/** Which snapshot an answer reads: its session, slot and time. */
export const snapshotStamp = z.looseObject({ session: text, slot: oiSlot, as_of: text });

/** A snapshot's call/put/total OI and volume. */
const oiTotals = {
  call_oi: count,
  put_oi: count,
  total_oi: count,
  call_volume: count,
  put_volume: count,
  total_volume: count,
};

/** OI at one strike, summed over expiries. */
export const strikeOi = z.looseObject({ strike: num, call_oi: count, put_oi: count, total_oi: count });

export const oiLatest = z.extend(computed, {
  snapshot: nested(snapshotStamp),
  spot: num,
  ...oiTotals,
  /** put OI / call OI; derived from the two when absent. */
  put_call_oi_ratio: z.optional(num),
  contracts: count,
  expirations: count,
  /** The strikes holding the most OI: a list that cannot be read is null, the rest of the summary stays. */
  top_strikes: nested(z.array(strikeOi)),
});

/** One figure's change between the two snapshots compared. `change_pct`'s unit is not published. */
export const oiDelta = z.looseObject({ prior: count, current: count, change: num, change_pct: z.optional(num) });

/** The two snapshots a change compares (newest, and the one before it). */
const comparedSnapshots = { snapshot: nested(snapshotStamp), prior_snapshot: nested(snapshotStamp) };

export const oiChange = z.extend(computed, {
  ...comparedSnapshots,
  call_oi: nested(oiDelta),
  put_oi: nested(oiDelta),
  total_oi: nested(oiDelta),
  call_volume: nested(oiDelta),
  put_volume: nested(oiDelta),
  total_volume: nested(oiDelta),
  dte: z.optional(text),
});

/** Day-over-day OI change at one strike of one expiry. */
export const strikeChangeRow = z.looseObject({
  strike: num,
  expiration: text,
  call_oi_change: num,
  put_oi_change: num,
  total_oi_change: z.optional(num),
  call_oi: z.optional(count),
  put_oi: z.optional(count),
});

/** Day-over-day OI change of one expiry. */
export const expiryChangeRow = z.looseObject({
  expiration: text,
  call_oi_change: num,
  put_oi_change: num,
  total_oi_change: num,
});

export const oiStrikeChange = z.extend(computed, {
  ...comparedSnapshots,
  by_strike: z.array(strikeChangeRow),
  /** A second view of the same change: one that cannot be read is null, the per-strike rows still show. */
  by_expiry: nested(z.array(expiryChangeRow)),
  rows_total: z.optional(count),
  dte: z.optional(text),
});

/** A ticker's total OI now and at the prior date (`change` = oi − prior_oi). */
export const oiMover = z.looseObject({
  ticker: text,
  oi: count,
  prior_oi: count,
  change: num,
  volume: count,
  change_pct: z.optional(num),
});

/** `as_of` and `prior_as_of` are the two OI dates diffed (reference). */
export const oiMovers = z.extend(computed, {
  top_gainers: z.array(oiMover),
  top_losers: z.array(oiMover),
  most_active: z.array(oiMover),
  as_of: text,
  prior_as_of: text,
  snapshot: z.optional(nested(snapshotStamp)),
  prior_snapshot: z.optional(nested(snapshotStamp)),
  dte: z.optional(text),
});

/** One AM or PM snapshot of a ticker; `total_oi` is derived from call and put when null. */
export const oiPoint = z.looseObject({
  session: text,
  slot: oiSlot,
  as_of: z.optional(text),
  ...oiTotals,
  put_call_oi_ratio: z.optional(num),
  contracts: z.optional(count),
  expirations: z.optional(count),
});

export const oiTimeseries = z.extend(computed, { points: z.array(oiPoint), dte: z.optional(text) });

/** One contract's OI from the latest snapshot (by OCC symbol). */
export const oiContract = z.extend(computed, {
  occ: text,
  ticker: z.optional(text),
  snapshot_slot: oiSlot,
  option_type: z.optional(optionType),
  strike: z.optional(num),
  expiration: z.optional(text),
  open_interest: count,
  volume: z.optional(count),
  implied_volatility: num,
});

/** A listed ticker: a symbol, or a row naming it (the list's row shape is not published). */
export const oiTicker = z.catch(z.nullable(z.union([z.string(), z.looseObject({ ticker: text })])), null);

export const oiTickers = z.extend(computed, { tickers: z.array(oiTicker) });

export const OPEN_INTEREST_SCHEMAS = {
  'oi.health': familyHealth,
  'oi.tickers': oiTickers,
  'oi.movers': oiMovers,
  'oi.contract': oiContract,
  'oi.timeseries': oiTimeseries,
  'oi.change': oiChange,
  'oi.strikeChange': oiStrikeChange,
  'oi.latest': oiLatest,
} satisfies ByEndpoint<z.ZodMiniType>;
