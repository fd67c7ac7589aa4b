/**
 * OI receipts of a past session's largest trades (its abnormal trades, its tape's orders), asked for on
 * purpose (one contract history per contract, from the day's budget): each trade's verdict, and per
 * ticker how many opened.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { contractHistory, readHistory } from '../data/contract-history';
import { oiReceipt, tallyReceipts, type OiReceipt } from '../data/oi-receipt';
import { formatCount, formatSigned } from './format';

/** What a receipt needs of a trade, whichever list it comes from. */
export interface ReceiptItem {
  readonly eventId: string;
  readonly ticker: string;
  readonly occ: string | null;
  readonly optionType: 'call' | 'put' | null;
  readonly side: string;
  readonly contracts: number | null;
  readonly premium: number;
}

/** Trades receipted: the session's largest by premium. */
export const RECEIPTED = 40;

/** The receipts of the largest trades that name their contract, by event_id; loading ones are absent. */
export function useReceipts(
  rows: readonly ReceiptItem[],
  session: string,
  on: boolean,
): { receipts: ReadonlyMap<string, OiReceipt>; largest: readonly ReceiptItem[]; asked: number; loading: number } {
  const largest = useMemo(
    () =>
      rows
        .filter((r) => r.occ !== null)
        .sort((a, b) => b.premium - a.premium)
        .slice(0, RECEIPTED),
    [rows],
  );
  const occs = useMemo(() => [...new Set(largest.map((r) => r.occ!))], [largest]);
  // Forty requests at once would take the whole minute's window: they queue behind the page's own.
  const histories = useQueries({
    queries: occs.map((occ) => ({ ...contractHistory(occ, { priority: 'background' }), enabled: on })),
  });
  const receipts = new Map<string, OiReceipt>();
  let loading = 0;
  if (on) {
    const byOcc = new Map(occs.map((occ, i) => [occ, histories[i]!]));
    for (const r of largest) {
      const q = byOcc.get(r.occ!)!;
      if (q.isPending) loading++;
      else if (q.data !== undefined) receipts.set(r.eventId, oiReceipt(readHistory(q.data), session, r.contracts));
    }
  }
  return { receipts, largest, asked: on ? occs.length : 0, loading };
}

const VERDICT_CLASS = {
  opened: 'text-up',
  closed: 'text-down',
  mixed: 'text-muted',
  pending: 'text-muted',
  unknown: 'text-muted',
} as const;

export function ReceiptBadge(props: { receipt: OiReceipt; occ: string | null }): ReactElement {
  const r = props.receipt;
  const title =
    r.nextSession === null
      ? 'No OI snapshot after this session yet'
      : `OI ${formatCount(r.before)} → ${formatCount(r.after)} on ${r.nextSession}`;
  return (
    <span
      data-testid="oi-receipt"
      data-verdict={r.verdict}
      data-occ={props.occ ?? ''}
      data-change={r.change ?? ''}
      title={title}
      className={`whitespace-nowrap ${VERDICT_CLASS[r.verdict]}`}
    >
      {r.verdict}
      {r.change !== null ? ` ${formatSigned(r.change, 0)}` : ''}
    </span>
  );
}

export function ReceiptSummary(props: {
  rows: readonly ReceiptItem[];
  receipts: ReadonlyMap<string, OiReceipt>;
}): ReactElement | null {
  const tallies = tallyReceipts(
    props.rows.flatMap((r) => {
      const receipt = props.receipts.get(r.eventId);
      return receipt ? [{ ticker: r.ticker, optionType: r.optionType, side: r.side, receipt }] : [];
    }),
  ).slice(0, 3);
  if (tallies.length === 0) return null;
  return (
    <ul className="text-xs text-muted" aria-label="OI receipts by ticker" data-testid="receipt-summary">
      {tallies.map((t) => (
        <li key={`${t.ticker}-${t.kind}`}>
          <span className="font-semibold text-fg">{t.ticker}</span>: of {t.judged} large {t.kind},{' '}
          <span className="text-up">{t.opened} opened</span>, <span className="text-down">{t.closed} closed</span>,{' '}
          {t.judged - t.opened - t.closed} mixed
        </li>
      ))}
    </ul>
  );
}
