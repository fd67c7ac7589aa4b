/**
 * The OI receipt of a large trade: did the contract's open interest rise by about the trade's size the
 * next session (the trade opened positions) or fall by about it (it closed them)? Open interest is
 * settled overnight, so a session's snapshot holds the positions at the previous close: a trade on
 * session S shows in the first snapshot of a later session, compared with S's own.
 */
import type { HistoryPoint } from './contract-history';

export type ReceiptVerdict = 'opened' | 'closed' | 'mixed' | 'pending' | 'unknown';

export interface OiReceipt {
  readonly verdict: ReceiptVerdict;
  /** OI in the trade session's snapshot and in the next one; null when not observed. */
  readonly before: number | null;
  readonly after: number | null;
  readonly change: number | null;
  /** The session whose snapshot gave `after`. */
  readonly nextSession: string | null;
}

/** A change of at least this share of the trade's size, either way, is read as the trade's doing. */
const SHARE = 0.5;

export function oiReceipt(history: readonly HistoryPoint[], session: string, contracts: number | null): OiReceipt {
  const at = history.find((p) => p.session === session);
  const next = history.find((p) => p.session > session);
  const before = at?.openInterest ?? null;
  if (!next)
    return { verdict: before === null ? 'unknown' : 'pending', before, after: null, change: null, nextSession: null };
  const after = next.openInterest;
  const change = before !== null && after !== null ? after - before : null;
  const verdict: ReceiptVerdict =
    change === null || contracts === null || contracts <= 0
      ? 'unknown'
      : change >= SHARE * contracts
        ? 'opened'
        : change <= -SHARE * contracts
          ? 'closed'
          : 'mixed';
  return { verdict, before, after, change, nextSession: next.session };
}

export interface ReceiptTally {
  readonly ticker: string;
  /** "call buys", "put sells", … */
  readonly kind: string;
  readonly judged: number;
  readonly opened: number;
  readonly closed: number;
}

/** Per ticker and kind of trade: how many of the judged trades opened and closed, most judged first. */
export function tallyReceipts(
  items: readonly { ticker: string; optionType: 'call' | 'put' | null; side: string; receipt: OiReceipt }[],
): ReceiptTally[] {
  const by = new Map<string, { ticker: string; kind: string; judged: number; opened: number; closed: number }>();
  for (const it of items) {
    const v = it.receipt.verdict;
    if (v === 'pending' || v === 'unknown' || it.optionType === null) continue;
    const kind = `${it.optionType} ${it.side === 'neutral' ? 'trades' : `${it.side}s`}`;
    const key = `${it.ticker}|${kind}`;
    const t = by.get(key) ?? { ticker: it.ticker, kind, judged: 0, opened: 0, closed: 0 };
    t.judged++;
    if (v === 'opened') t.opened++;
    if (v === 'closed') t.closed++;
    by.set(key, t);
  }
  return [...by.values()].sort((a, b) => b.judged - a.judged || a.ticker.localeCompare(b.ticker));
}
