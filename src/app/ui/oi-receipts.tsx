/**
 * OI receipts of a past session's largest trades (its abnormal trades, its tape's orders), asked for on
 * purpose (one contract history per contract, from the day's budget): each trade's verdict, and per
 * ticker how many opened.
 */
import { useQueries, useQuery, type QueryFunction, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { useStore } from 'zustand';
import { contractHistory, readHistory } from '../data/contract-history';
import { oiReceipt, tallyReceipts, type OiReceipt } from '../data/oi-receipt';
import { SETTLEMENT_TEXT, settlementOf, type OiSettlement } from '../data/oi-settlement';
import { oiTimeseries, readOiTimeseries } from '../data/oi-timeseries';
import { formatEta } from '../data/minute-eta';
import { bulkReadQueue, type PacedQueue } from '../data/paced-queue';
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

/** Where one trade's receipt stands: its contract's history waiting its turn, on its way, refused, answered. */
export type ReceiptRowState = 'queued' | 'sending' | 'retry-wait' | 'read' | 'failed';

export interface ReceiptProgressCounts {
  /** Contract histories asked for. */
  readonly asked: number;
  /** Answered (read or failed for good): a request refused with 429 is not. */
  readonly answered: number;
  readonly failed: number;
  /** How long the rest will take at the minute's rate, ms; null when nothing is left. */
  readonly etaMs: number | null;
  /** A 429's Retry-After being waited out, until (epoch ms); null when not. */
  readonly waitingUntil: number | null;
}

export interface Receipts {
  /** By event_id; loading ones are absent. */
  readonly receipts: ReadonlyMap<string, OiReceipt>;
  /** By event_id: where each trade's receipt stands (absent when receipts are off or it names no contract). */
  readonly states: ReadonlyMap<string, ReceiptRowState>;
  readonly largest: readonly ReceiptItem[];
  /** Contract histories asked for, and those not answered yet (queued, on their way, or refused and waiting). */
  readonly asked: number;
  readonly loading: number;
  readonly progress: ReceiptProgressCounts;
  /** When the service's OI takes in a session's trades; null until read. */
  readonly settlement: OiSettlement | null;
}

const historyId = (occ: string): string => `history:${occ}`;
const SETTLEMENT_ID = 'settlement-series';

/**
 * The query's own fetch, sent through the pacing queue. The queue waits out 429s itself, so React
 * Query does not retry on top (one refusal would otherwise be asked again by both).
 */
function paced<T>(
  options: UseQueryOptions<T, Error, T, QueryKey>,
  id: string,
  queue: PacedQueue,
): UseQueryOptions<T, Error, T, QueryKey> {
  const fetchIt = options.queryFn as QueryFunction<T, QueryKey>;
  return {
    ...options,
    queryFn: (ctx) => queue.run(id, () => Promise.resolve(fetchIt(ctx)), ctx.signal),
    retry: false,
  };
}

function rowState(q: { data: unknown; isError: boolean }, queued: string | undefined): ReceiptRowState {
  if (q.data !== undefined) return 'read';
  if (q.isError) return 'failed';
  return queued === 'sending' || queued === 'retry-wait' ? queued : 'queued';
}

/** The receipts of the largest trades that name their contract, paced within the minute's budget. */
export function useReceipts(
  rows: readonly ReceiptItem[],
  session: string,
  on: boolean,
  queue: PacedQueue = bulkReadQueue,
): Receipts {
  const largest = useMemo(
    () =>
      rows
        .filter((r) => r.occ !== null)
        .sort((a, b) => (b.premium ?? 0) - (a.premium ?? 0))
        .slice(0, RECEIPTED),
    [rows],
  );
  const occs = useMemo(() => [...new Set(largest.map((r) => r.occ!))], [largest]);
  // Re-read the queue's states whenever one changes (queued → sending → answered).
  const queued = useStore(queue.states, (s) => s.byId);
  // Interactive, not background: the trader asked for these with a click. The queue already leaves the
  // minute's room for the next page, while the BFF's day pacer would space background reads seconds apart.
  const histories = useQueries({
    queries: occs.map((occ) => ({
      ...paced(contractHistory(occ), historyId(occ), queue),
      enabled: on,
    })),
  });
  // Which snapshots bracket a session is the service's choice: one ticker's AM/PM series tells.
  const probe = largest[0]?.ticker ?? '';
  const series = useQuery({
    ...paced(oiTimeseries(probe, 'all'), SETTLEMENT_ID, queue),
    enabled: on && probe !== '',
  });
  const settlement: OiSettlement | null = series.isPending
    ? null
    : series.data !== undefined
      ? settlementOf(readOiTimeseries(series.data))
      : 'unknown';
  const receipts = new Map<string, OiReceipt>();
  const states = new Map<string, ReceiptRowState>();
  const byOcc = new Map(occs.map((occ, i) => [occ, histories[i]!]));
  let answered = 0;
  let failed = 0;
  if (on) {
    for (const occ of occs) {
      const s = rowState(byOcc.get(occ)!, queued.get(historyId(occ)));
      if (s === 'read' || s === 'failed') answered++;
      if (s === 'failed') failed++;
    }
    for (const r of largest) {
      const q = byOcc.get(r.occ!)!;
      const s = rowState(q, queued.get(historyId(r.occ!)));
      // Until the settlement is read no receipt can be judged: an answered history still waits for it.
      states.set(r.eventId, s === 'read' && settlement === null ? 'sending' : s);
      if (settlement !== null && q.data !== undefined)
        receipts.set(r.eventId, oiReceipt(readHistory(q.data), session, r.contracts, settlement));
    }
  }
  const asked = on ? occs.length : 0;
  const left = asked - answered + (on && series.isPending ? 1 : 0);
  const blocked = queue.blockedUntil > Date.now() ? queue.blockedUntil : null;
  return {
    receipts,
    states,
    largest,
    asked,
    // Judged only once the settlement is read: until then every contract counts as loading.
    loading: on ? (settlement === null ? asked : asked - answered) : 0,
    progress: { asked, answered, failed, etaMs: left > 0 ? queue.etaMs(left) : null, waitingUntil: blocked },
    settlement: on ? settlement : null,
  };
}

/** "12 of 35 read · ~40 s left": answered histories only, and the time the rest takes at the minute's rate. */
export function ReceiptProgress(props: { progress: ReceiptProgressCounts; prefix?: string }): ReactElement {
  const p = props.progress;
  const parts = [`${props.prefix ?? ''}${p.answered} of ${p.asked} contracts read`];
  if (p.failed > 0) parts.push(`${p.failed} failed`);
  if (p.waitingUntil !== null)
    parts.push(`the minute's budget is spent: asking again in ${Math.ceil((p.waitingUntil - Date.now()) / 1000)} s`);
  if (p.etaMs !== null) parts.push(`${formatEta(p.etaMs)} left`);
  return (
    <span
      data-testid="receipt-progress"
      data-answered={p.answered}
      data-asked={p.asked}
      aria-live="polite"
      title="Contract histories are asked a few at a time, keeping part of the minute's budget for the pages you open; a request refused for the budget is asked again after the wait the server names."
    >
      {parts.join(' · ')}
    </span>
  );
}

/** A trade's receipt cell: the verdict once read, else what its request is doing ("…" only while on its way). */
export function ReceiptCell(props: {
  receipt: OiReceipt | undefined;
  state: ReceiptRowState | undefined;
  occ: string | null;
}): ReactElement | null {
  if (props.receipt) return <ReceiptBadge receipt={props.receipt} occ={props.occ} />;
  const s = props.state;
  if (s === undefined) return null;
  const text = {
    queued: 'queued',
    sending: '…',
    'retry-wait': 'waiting for the budget',
    read: '—',
    failed: '✕ unread',
  }[s];
  return (
    <span data-testid="receipt-state" data-state={s} className={s === 'failed' ? 'text-down' : 'text-muted'}>
      {text}
    </span>
  );
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
