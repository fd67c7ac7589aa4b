/**
 * Option contracts by OCC symbol and their chains (MCP tools contract_chain, contract_atm,
 * contract_historic; REST shapes not shown). Every field below is named as our sandbox answers it, each
 * declared once and read leniently: IV is a decimal, OI and volume are contract counts, prices are per
 * share, and anything not observed reads null ("—"), never 0.
 */
import { z } from 'zod/mini';
import type { ByEndpoint } from '../registry';
import { computed, computedFields, count, dataDelay, nested, num, optionType, tapeMarkers, text } from './common';
import { oiSlot } from './open-interest';

/** One contract of a chain: its terms, the snapshot's quote, greeks and OI. */
export const contractQuoteFields = {
  occ: text,
  option_type: optionType,
  strike: num,
  expiration: text,
  /** Calendar days to expiry. */
  dte: count,
  implied_volatility: num,
  open_interest: count,
  volume: count,
  /** Theoretical (model) price per share from the snapshot. */
  theoretical_price: num,
  /** The snapshot's quote per share; a chain without quotes reads null (the straddle then is not priced). */
  bid: z.optional(num),
  ask: z.optional(num),
  delta: num,
  gamma: num,
  theta: num,
  vega: num,
};
export const contractQuote = z.looseObject(contractQuoteFields);

/**
 * The chain of one underlying. `expirations` lists every expiry of the chain (not only the one asked
 * for). It is not the chain's structure: a chain without it (or with something else there) still reads,
 * named as drift, and its contracts may still be found under another list name.
 */
export const contractChain = z.extend(computed, {
  /** Which snapshot of `session` the chain is (AM or PM): whether its OI predates the session's trades. */
  snapshot_slot: z.optional(oiSlot),
  spot: num,
  expirations: nested(z.array(text)),
  contracts: z.array(contractQuote),
});

/** The at-the-money contracts of each expiry. */
export const contractAtm = z.extend(computed, {
  snapshot_slot: z.optional(oiSlot),
  spot: z.optional(num),
  contracts: z.array(contractQuote),
});

/** One contract: the chain row's fields flat, with the underlying's spot. */
export const contractProfile = z.extend(computed, { spot: num, ...contractQuoteFields });

/** One session of a contract's history, from that session's latest snapshot (AM or PM). */
export const contractHistoryRow = z.looseObject({
  session: text,
  slot: text,
  underlying: num,
  implied_volatility: num,
  open_interest: count,
  volume: count,
  theoretical_price: num,
  delta: num,
});
export const contractHistoric = z.extend(computed, { rows: z.array(contractHistoryRow) });

/**
 * One raw exchange print of a contract (`/v1/contracts/{occ}/trades`; fields not shown). Registered
 * today with the tape page's schema (intent-flow.ts), which does not declare a print's fields: this is
 * the print as the contract page reads it.
 */
export const contractPrint = z.looseObject({
  event_id: text,
  ts_ms: num,
  price: num,
  size: count,
  premium: num,
  bid: num,
  ask: num,
  exchange_count: count,
});
export const contractPrints = z.looseObject({
  ...computedFields,
  ...tapeMarkers,
  data: z.optional(dataDelay),
  rows: z.array(contractPrint),
});

export const CONTRACTS_SCHEMAS = {
  'contracts.chain': contractChain,
  'contracts.atm': contractAtm,
  'contracts.profile': contractProfile,
  'contracts.historic': contractHistoric,
} satisfies ByEndpoint<z.ZodMiniType>;
