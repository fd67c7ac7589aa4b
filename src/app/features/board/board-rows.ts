/**
 * Join the board's sources into one row per watchlist symbol. Every
 * distance is measured from the live price (what a trader acts on); the levels' own spot is kept as what it is, the
 * spot the snapshot's levels were computed at. The regime, the flip and the direction are the readings
 * every page shares, so the board never contradicts them: the regime is the live price against the `/levels` answer's flip, the
 * structural flip, and the direction the directional score's.
 */
import type { z } from 'zod';
import { toEastern } from '../../../api/calendar';
import type { AnswerOf } from '../../../api/schemas';
import type { quote } from '../../../api/schemas/quotes';
import {
  latestIntradaySample,
  NO_REGIME,
  readRegime,
  type IntradayAnswer,
  type RegimeReading,
} from '../../data/gamma-regime';
import { directionOf, type Direction } from '../../data/readings/direction';
import { flipOf, LEVELS_ANSWER_VARIANT, type FlipReading } from '../../data/readings/flip';
import { flipDetailOf, levelsOf, type Levels, type LevelsAnswer } from '../../data/key-levels';
import { distancesFrom, type LevelDistance } from '../../data/level-distances';
import { newerPrice, NO_LIVE_PRICE, priceFromQuote, type LivePrice } from '../../data/live-price';
import { readQuote, type Quote } from '../../data/readers';

/** A stock quote as its schema reads it (each symbol's `quotes.quote`, or a row of the watchlist's). */
export type QuoteAnswer = z.output<typeof quote>;
export type DirectionalAnswer = AnswerOf<'directional.current'>;
export type AtmAnswer = AnswerOf<'volatility.atm'>;
export type FlowAnswer = AnswerOf<'flow.current'>;

export interface BoardRow {
  readonly ticker: string;
  /** The last traded price every distance is measured from; null when not observed. */
  readonly last: number | null;
  /** Where `last` comes from; `snapshot` only on a past session (its levels' spot). */
  readonly lastSource: LivePrice['source'] | 'snapshot';
  readonly changePct: number | null;
  readonly change: number | null;
  readonly realtime: boolean | null;
  readonly levels: Levels | null;
  /** When the snapshot the levels were computed from was taken (the levels answer's `as_of`). */
  readonly snapshotAsOf: string | null;
  /** The price against the structural flip (the `/levels` answer's). */
  readonly regime: RegimeReading;
  /** The flip the "To flip" distance is measured to, named by its variant. */
  readonly flip: FlipReading;
  readonly localTransition: number | null;
  readonly flipPct: number | null;
  readonly flipAbs: number | null;
  readonly localPct: number | null;
  readonly localAbs: number | null;
  readonly callWallPct: number | null;
  readonly callWallAbs: number | null;
  readonly putWallPct: number | null;
  readonly putWallAbs: number | null;
  readonly maxPainPct: number | null;
  readonly maxPainAbs: number | null;
  readonly atmIv: number | null;
  readonly directional: number | null;
  /** The direction of the directional row (readings/direction.ts); null when not observed. */
  readonly direction: Direction | null;
  readonly imbalance: number | null;
  readonly flowNetPremium: number | null;
  readonly flowDirection: string | null;
}

export interface BoardSources {
  readonly directional?: DirectionalAnswer | undefined;
  /** The batch ATM IV answer; its rows count only when it is the board's session's answer. */
  readonly atm?: AtmAnswer | undefined;
  /** The session the board shows: an answer of another session is not this row's reading. */
  readonly session?: string;
  readonly flow?: FlowAnswer | undefined;
  /** Each symbol's `/levels` answer (the key levels flat at its top level). */
  readonly levels: ReadonlyMap<string, LevelsAnswer>;
  /** Quotes by ticker (the watchlist answer's, or each symbol's `stock_quote`). */
  readonly quotes: ReadonlyMap<string, QuoteAnswer>;
  /** Newest underlying price per ticker from the flow stream, where it is live. */
  readonly streamSpots?: ReadonlyMap<string, LivePrice>;
  /** Intraday-exposures answers by ticker: the live regime is their latest sample. */
  readonly intraday?: ReadonlyMap<string, IntradayAnswer>;
  /**
   * False for a past session: there is no live price, so distances are from the levels' spot (the
   * session's closing snapshot) and say so.
   */
  readonly live?: boolean;
}

/** Rows by upper-case `ticker`; a row without one cannot be joined and is left out. */
function indexBy<R extends { readonly ticker: string | null }>(rows: readonly R[]): Map<string, R> {
  const m = new Map<string, R>();
  for (const r of rows) if (r.ticker) m.set(r.ticker.toUpperCase(), r);
  return m;
}

/**
 * The ATM IV rows of an answer about the board's session. The batch route answers for the service's
 * current session only: on a past session (or an answer of another day still cached) the IV is not
 * known, and the row shows "—" rather than another day's reading.
 */
export function atmRowsFor(answer: AtmAnswer | undefined, session: string | undefined): AtmAnswer['results'] {
  if (answer === undefined) return [];
  if (session !== undefined) {
    const asOf = Date.parse(answer.as_of ?? '');
    // The answer's session as stated, else the ET day of its as_of (the schema leaves `session` optional).
    const answeredFor = answer.session ?? (Number.isNaN(asOf) ? null : toEastern(asOf).day);
    if (answeredFor !== null && answeredFor !== session) return [];
  }
  return answer.results;
}

/** A price is an observation only when it is positive: 0 before the first trade is "not yet", not a price. */
export function observedPrice(p: LivePrice): LivePrice {
  return p.price !== null && p.price > 0 ? p : NO_LIVE_PRICE;
}

function split(d: LevelDistance): { pct: number | null; abs: number | null } {
  return { pct: d.pct, abs: d.abs };
}

/** The price distances are measured from, and its source. */
function priceOf(
  ticker: string,
  src: BoardSources,
  levels: Levels | null,
): { price: number | null; source: BoardRow['lastSource']; atMs: number | null } {
  if (src.live === false) {
    const spot = levels?.spot != null && levels.spot > 0 ? levels.spot : null;
    return { price: spot, source: spot === null ? null : 'snapshot', atMs: null };
  }
  const quoted = observedPrice(src.quotes.has(ticker) ? priceFromQuote(ticker, src.quotes.get(ticker)) : NO_LIVE_PRICE);
  const sample = latestIntradaySample(src.intraday?.get(ticker));
  const minute: LivePrice = observedPrice(
    sample?.spot == null ? NO_LIVE_PRICE : { price: sample.spot, atMs: Date.parse(sample.t), source: 'intraday' },
  );
  const streamed = observedPrice(src.streamSpots?.get(ticker) ?? NO_LIVE_PRICE);
  const live = newerPrice(newerPrice(quoted, minute), streamed);
  return { price: live.price, source: live.source, atMs: live.atMs };
}

/**
 * The row's regime: the price every distance is measured from, against the structural flip. The
 * intraday sample's net GEX (summed over strikes) rides along as a figure, never as the regime.
 */
function regimeOf(
  priced: ReturnType<typeof priceOf>,
  flip: FlipReading,
  snapshotAsOf: string | null,
  netGex: number | null,
): RegimeReading {
  const live = priced.source !== null && priced.source !== 'snapshot';
  const at = live ? (priced.atMs === null ? null : new Date(priced.atMs).toISOString()) : snapshotAsOf;
  return readRegime({ price: priced.price, flip, basis: live ? 'live' : 'snapshot', at, netGex });
}

export function buildBoardRows(tickers: readonly string[], src: BoardSources): BoardRow[] {
  const dir = indexBy(src.directional?.data ?? []);
  const atm = indexBy(atmRowsFor(src.atm, src.session));
  const flow = indexBy(src.flow?.rankings ?? []);
  return tickers.map((ticker) => {
    const answer = src.levels.get(ticker);
    const levels = levelsOf(answer);
    const detail = flipDetailOf(answer);
    const snapshotAsOf = answer?.as_of ?? null;
    const quote: Quote | null = src.quotes.has(ticker) ? readQuote(ticker, src.quotes.get(ticker)) : null;
    const priced = priceOf(ticker, src, levels);
    const { price, source } = priced;
    // The quote is asked once a session: its change is re-measured from the live price and the previous close.
    // No observed price, no change: never the −100% of a 0 against the previous close.
    const prevClose = quote?.prevClose != null && quote.prevClose > 0 ? quote.prevClose : null;
    const change = price === null ? null : prevClose !== null ? price - prevClose : (quote?.change ?? null);
    const changePct =
      price === null ? null : change !== null && prevClose ? change / prevClose : (quote?.changePct ?? null);
    const d = distancesFrom(price, levels ? { ...levels, ...detail } : null);
    const flipReading = flipOf(levels, LEVELS_ANSWER_VARIANT);
    const sample = src.live === false ? null : latestIntradaySample(src.intraday?.get(ticker));
    const regime = levels ? regimeOf(priced, flipReading, snapshotAsOf, sample?.netGex ?? null) : NO_REGIME;
    const a = atm.get(ticker);
    const dr = dir.get(ticker);
    const f = flow.get(ticker);
    const flip = split(d.gamma_flip);
    const local = split(d.local_gamma_transition);
    const cw = split(d.call_wall);
    const pw = split(d.put_wall);
    const mp = split(d.max_pain);
    return {
      ticker,
      last: price,
      lastSource: source,
      change,
      changePct,
      realtime: quote?.realtime ?? null,
      levels,
      snapshotAsOf,
      regime,
      flip: flipReading,
      localTransition: detail.localTransition,
      flipPct: flip.pct,
      flipAbs: flip.abs,
      localPct: local.pct,
      localAbs: local.abs,
      callWallPct: cw.pct,
      callWallAbs: cw.abs,
      putWallPct: pw.pct,
      putWallAbs: pw.abs,
      maxPainPct: mp.pct,
      maxPainAbs: mp.abs,
      atmIv: a?.atm_iv ?? null,
      directional: dr?.directional_score ?? null,
      direction: directionOf(dr),
      imbalance: dr?.imbalance_score ?? null,
      flowNetPremium: f?.net_premium ?? null,
      flowDirection: f?.direction ?? null,
    };
  });
}
