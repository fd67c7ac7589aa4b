/**
 * OI receipts of a past session's largest trades (its abnormal trades, its tape's orders), asked for on
 * purpose (one contract history per contract, from the day's budget): each trade's verdict, and per
 * ticker how many opened.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { contractHistory, readHistory } from '../data/contract-history';
import { oiReceipt, tallyReceipts, type OiReceipt } from '../data/oi-receipt';
import { SETTLEMENT_TEXT, settlementOf, type OiSettlement } from '../data/oi-settlement';
import { oiTimeseries, readOiTimeseries } from '../data/oi-timeseries';
import { formatCount, formatSigned } from './format';

/** What a receipt needs of a trade, whichever list it comes from. */
export interface ReceiptItem {
  readonly eventId: string;
  readonly ticker: string;
  readonly occ: string | null;
  readonly optionType: 'call' | 'put' | null;
  readonly side: string | null;
  readonly contracts: number | null;
  /** null: a premium the service sent that could not be read (ranked last). */
  readonly premium: number | null;
}

/** Trades receipted: the session's largest by premium. */
export const RECEIPTED = 40;

export interface Receipts {
  /** By event_id; loading ones are absent. */
  readonly receipts: ReadonlyMap<string, OiReceipt>;
  readonly largest: readonly ReceiptItem[];
  /** Contract histories asked for, and those still loading. */
  readonly asked: number;
  readonly loading: number;
  /** When the service's OI takes in a session's trades; null until read. */
  readonly settlement: OiSettlement | null;
}

/** The receipts of the largest trades that name their contract. */
export function useReceipts(rows: readonly ReceiptItem[], session: string, on: boolean): Receipts {
  const largest = useMemo(
    () =>
      rows
        .filter((r) => r.occ !== null)
        .sort((a, b) => (b.premium ?? 0) - (a.premium ?? 0))
        .slice(0, RECEIPTED),
    [rows],
  );
  const occs = useMemo(() => [...new Set(largest.map((r) => r.occ!))], [largest]);
  // Forty requests at once would take the whole minute's window: they queue behind the page's own.
  const histories = useQueries({
    queries: occs.map((occ) => ({ ...contractHistory(occ, { priority: 'background' }), enabled: on })),
  });
  // Which snapshots bracket a session is the service's choice: one ticker's AM/PM series tells.
  const probe = largest[0]?.ticker ?? '';
  const series = useQuery({ ...oiTimeseries(probe, 'all', { priority: 'background' }), enabled: on && probe !== '' });
  const settlement: OiSettlement | null = series.isPending
    ? null
    : series.data !== undefined
      ? settlementOf(readOiTimeseries(series.data))
      : 'unknown';
  const receipts = new Map<string, OiReceipt>();
  // Until the settlement is read no receipt can be judged: every contract counts as loading.
  let loading = on && settlement === null ? occs.length : 0;
  if (on && settlement !== null) {
    const byOcc = new Map(occs.map((occ, i) => [occ, histories[i]!]));
    for (const r of largest) {
      const q = byOcc.get(r.occ!)!;
      if (q.isPending) loading++;
      else if (q.data !== undefined)
        receipts.set(r.eventId, oiReceipt(readHistory(q.data), session, r.contracts, settlement));
    }
  }
  return { receipts, largest, asked: on ? occs.length : 0, loading, settlement: on ? settlement : null };
}

/** How the receipts read the snapshots; a reading the series could not tell is contract drift. */
export function SettlementNote(props: { settlement: OiSettlement | null }): ReactElement | null {
  if (props.settlement === null) return null;
  const drift = props.settlement === 'unknown';
  return (
    <p
      className={`text-xs ${drift ? 'text-warn' : 'text-muted'}`}
      data-testid="oi-settlement"
      data-settlement={props.settlement}
    >
      {drift ? '⚠ contract drift: ' : ''}
      {SETTLEMENT_TEXT[props.settlement]}
    </p>
  );
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
    r.afterSession === null
      ? "No OI snapshot holding this session's close yet"
      : `OI ${formatCount(r.before)} (${r.beforeSession ?? '—'}) → ${formatCount(r.after)} (${r.afterSession})`;
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
