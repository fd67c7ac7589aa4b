/**
 * Open interest on the tape. Neither the `flow_order` frame nor the REST tape row of the reference names
 * an open-interest field, so the tape reads each contract's published OI from its ticker's option chain
 * (the `contract_chain` tool: every contract of the ticker with its OI, one request per ticker) and joins
 * it by OCC symbol. A row that carries `open_interest` itself (a service that adds it) keeps its own.
 *
 * OI is a daily figure: it is the positions open before the session's trades only when the snapshot is of
 * an earlier session or the session's own AM snapshot. A later one (the session's PM, which may already
 * hold the session's trades) would hide the very orders the flags look for, so it is not used.
 *
 * The flags are derived, never guessed: an order larger than the contract's open interest must have
 * opened positions (no more contracts can be closed than are open), while one within it proves nothing.
 */
import type { AnswerOf } from '../../api/schemas';
import { isObj, num } from './readers';

export interface OiFlags {
  readonly openInterest: number | null;
  /** The order's size above the open interest; null when either is not observed. */
  readonly volOverOi: boolean | null;
  /** True when the size proves new positions; null otherwise (never a guessed false). */
  readonly opening: boolean | null;
}

/** The flags of an order of `size` contracts against `openInterest`. */
export function oiFlags(size: number | null, openInterest: number | null): OiFlags {
  const known = openInterest !== null && openInterest >= 0 && size !== null;
  const volOverOi = known ? size > openInterest : null;
  return { openInterest, volOverOi, opening: volOverOi === true ? true : null };
}

/** The `open_interest` a raw row carries, if any (the reference names none on the tape). */
export function carriedOpenInterest(raw: unknown): number | null {
  return isObj(raw) ? num(raw.open_interest) : null;
}

/** One ticker's published OI by OCC symbol, and the snapshot it comes from. */
export interface OiBook {
  readonly ticker: string;
  /** The session and slot of the snapshot (null when the answer does not say). */
  readonly session: string | null;
  readonly slot: 'AM' | 'PM' | null;
  readonly byOcc: ReadonlyMap<string, number>;
}

export function oiBookOf(ticker: string, answer: AnswerOf<'contracts.chain'>): OiBook {
  const byOcc = new Map<string, number>();
  for (const c of answer.contracts) {
    if (c.occ !== null && c.open_interest !== null && c.open_interest >= 0) byOcc.set(c.occ, c.open_interest);
  }
  return { ticker, session: answer.session ?? null, slot: answer.snapshot_slot ?? null, byOcc };
}

/**
 * Whether the book's OI stands for the positions open at `session`'s start: a snapshot of an earlier
 * session, or the session's own AM snapshot. An undated snapshot cannot be placed, so it is not used.
 */
export function bookHoldsOpenOf(book: OiBook, session: string): boolean {
  if (book.session === null) return false;
  return book.session < session || (book.session === session && book.slot === 'AM');
}

/** The OI of a tape row's contract: (occ, session) → OI at the session's start, or null. */
export type OiLookup = (occ: string, session: string) => number | null;

/** One lookup over several tickers' books, each used only for sessions it holds the open of. */
export function oiLookupOf(books: readonly OiBook[]): OiLookup {
  const byTicker = new Map<string, OiBook[]>();
  for (const b of books) byTicker.set(b.ticker, [...(byTicker.get(b.ticker) ?? []), b]);
  return (occ, session) => {
    // O:<underlying><yymmdd><C|P><strike×1000, 8 digits>: the underlying precedes the last 15 characters.
    const underlying = occ.replace(/^O:/, '').slice(0, -15);
    const book = byTicker.get(underlying)?.find((b) => bookHoldsOpenOf(b, session));
    return book?.byOcc.get(occ) ?? null;
  };
}
