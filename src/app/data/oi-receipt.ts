/**
 * The OI receipt of a large trade: did the contract's open interest rise by about the trade's size once
 * the trade's session settled (the trade opened positions) or fall by about it (it closed them)? Which
 * snapshots hold the positions before and after the session depends on when the service's OI takes in
 * a session's trades (`oi-settlement`): the session's own snapshot and the next session's when it
 * settles overnight, the previous session's PM and the session's own PM when the PM holds the close.
 */
import type { HistoryPoint } from './contract-history';
import type { OiSettlement } from './oi-settlement';

export type ReceiptVerdict = 'opened' | 'closed' | 'mixed' | 'pending' | 'unknown';

export interface OiReceipt {
  readonly verdict: ReceiptVerdict;
  /** OI before the trade's session and once it settled; null when not observed. */
  readonly before: number | null;
  readonly after: number | null;
  readonly change: number | null;
  /** The sessions whose snapshots gave `before` and `after`. */
  readonly beforeSession: string | null;
  readonly afterSession: string | null;
}

/** A change of at least this share of the trade's size, either way, is read as the trade's doing. */
const SHARE = 0.5;

/** The readings that bracket the session: before it traded, and once it settled (null: not yet). */
function bracket(
  history: readonly HistoryPoint[],
  session: string,
  settlement: OiSettlement,
): { before: HistoryPoint | undefined; after: HistoryPoint | null } {
  if (settlement === 'at_close') {
    const own = history.find((p) => p.session === session);
    const previous = history.filter((p) => p.session < session).at(-1);
    // An AM reading of the previous session predates its close; the session's own AM predates its close.
    return {
      before: previous?.slot === 'AM' ? undefined : previous,
      after: own && own.slot !== 'AM' ? own : null,
    };
  }
  return {
    before: history.find((p) => p.session === session),
    after: history.find((p) => p.session > session) ?? null,
  };
}

export function oiReceipt(
  history: readonly HistoryPoint[],
  session: string,
  contracts: number | null,
  settlement: OiSettlement,
): OiReceipt {
  const { before: from, after: to } = bracket(history, session, settlement);
  const before = from?.openInterest ?? null;
  const beforeSession = from?.session ?? null;
  if (!to)
    return {
      verdict: before === null ? 'unknown' : 'pending',
      before,
      after: null,
      change: null,
      beforeSession,
      afterSession: null,
    };
  const after = to.openInterest;
  const change = before !== null && after !== null ? after - before : null;
  const verdict: ReceiptVerdict =
    change === null || contracts === null || contracts <= 0
      ? 'unknown'
      : change >= SHARE * contracts
        ? 'opened'
        : change <= -SHARE * contracts
          ? 'closed'
          : 'mixed';
  return { verdict, before, after, change, beforeSession, afterSession: to.session };
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
  items: readonly { ticker: string; optionType: 'call' | 'put' | null; side: string | null; receipt: OiReceipt }[],
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
