/**
 * One ticker's dark-pool answers as their schemas read them (src/api/schemas/darkpool.ts): the summary
 * with its rolling baseline, ADV and NBBO-location split, blocks (also the market's recent prints and
 * alerts), raw prints and their cursor, and the session list. One name per field, the schema's; what an
 * answer does not carry under that name is `null` (shown as "—") and the drift mark names it.
 */
import type { z } from 'zod';
import type { AnswerOf } from '../../../api/schemas';
import type { darkpoolAlert, nbboShare, recentPrint } from '../../../api/schemas/darkpool';
import { isNbboLabel, NBBO_LABELS } from '../../../api/nbbo-labels';
import { newestSessionsFirst } from '../../data/session-list';

/** A block, an alert (with its severity) or a recent notable print, as the schemas read them. */
export type BlockAnswer = z.output<typeof recentPrint> & Partial<Pick<z.output<typeof darkpoolAlert>, 'severity'>>;

export interface BlockRow {
  readonly time: string | null;
  readonly ticker: string | null;
  readonly price: number | null;
  readonly size: number | null;
  readonly premium: number | null;
  readonly nbboLabel: string | null;
  /** Decimal share of ADV (0.012 = 1.2%). */
  readonly pctAdv: number | null;
  readonly impactBps: number | null;
  readonly confirmation: string | null;
  /** The option flow behind the read: orders within ±`windowMinutes`, bullish-signed net and gross $. */
  readonly evidence: ConfirmationEvidence;
  readonly severity: string | null;
}

export interface ConfirmationEvidence {
  readonly windowMinutes: number | null;
  readonly orders: number | null;
  readonly netBullish: number | null;
  readonly gross: number | null;
}

/** A block, alert or recent notable print. `pct_adv` is a percent of ADV (1.5 = 1.5%), kept as a decimal. */
export function readBlock(o: BlockAnswer): BlockRow {
  const pct = o.pct_adv ?? null;
  const c = o.options_confirmation ?? null;
  return {
    time: o.executed_at,
    ticker: o.ticker ?? null,
    price: o.price,
    size: o.size,
    premium: o.premium,
    nbboLabel: o.nbbo_label,
    pctAdv: pct === null ? null : pct / 100,
    impactBps: o.impact_bps ?? null,
    confirmation: c?.read ?? null,
    evidence: {
      windowMinutes: c?.window_minutes ?? null,
      orders: c?.orders ?? null,
      netBullish: c?.net_bullish_premium ?? null,
      gross: c?.gross_premium ?? null,
    },
    severity: o.severity ?? null,
  };
}

type BlockListKey = 'blocks' | 'alerts' | 'prints';

/** The rows of a block list (`blocks`, `alerts`, or `/recent`'s `prints`); none before an answer. */
export function readBlocks<K extends BlockListKey>(
  answer: { readonly [P in K]: readonly BlockAnswer[] } | undefined,
  key: K,
): BlockRow[] {
  return (answer?.[key] ?? []).map(readBlock);
}

/** How many rows matched in all (`total`), of which the answer carries the first; null when not stated. */
export function readTotal(answer: { readonly total?: number | null } | undefined): number | null {
  return answer?.total ?? null;
}

export interface NbboSplitRow {
  readonly label: string;
  readonly notional: number | null;
  /** Fraction 0–1 of the ticker's off-exchange notional. */
  readonly share: number | null;
}

export interface TickerSummary {
  readonly notional: number | null;
  /** Fraction 0–1 of consolidated volume done off exchange. */
  readonly share: number | null;
  readonly prints: number | null;
  readonly shares: number | null;
  readonly p95: number | null;
  readonly p99: number | null;
  readonly p995: number | null;
  readonly blockThreshold: number | null;
  readonly baselineN: number | null;
  readonly adv: number | null;
  readonly vwap: number | null;
  /** Net NBBO-location notional (at/above ask − at/below bid), $. */
  readonly net: number | null;
  readonly split: readonly NbboSplitRow[];
  readonly blocks: readonly BlockRow[];
}

/** The NBBO-location split: an object keyed by label, each `{notional, share}`; unknown labels still show. */
export function readNbboSplit(
  split: Readonly<Record<string, z.output<typeof nbboShare>>> | null | undefined,
): NbboSplitRow[] {
  const rows: NbboSplitRow[] = Object.entries(split ?? {}).map(([label, v]) => ({
    label,
    notional: v.notional,
    share: v.share ?? null,
  }));
  // Shares derived from notionals when only notionals are given (same numbers, not a guess).
  const total = rows.reduce((s, r) => s + (r.notional ?? 0), 0);
  const filled = rows.map((r) =>
    r.share === null && r.notional !== null && total > 0 ? { ...r, share: r.notional / total } : r,
  );
  // The contract's labels in its order, any other after them.
  const rank = (l: string): number => (isNbboLabel(l) ? NBBO_LABELS.indexOf(l) : NBBO_LABELS.length);
  return filled.sort((a, b) => rank(a.label) - rank(b.label));
}

/** `/ticker/{ticker}`: `summary`, `baseline`, `adv.shares`, `nbbo_split` and `blocks`. */
export function readTickerSummary(answer: AnswerOf<'darkpool.ticker'>): TickerSummary {
  const s = answer.summary;
  const b = answer.baseline;
  return {
    notional: s?.notional ?? null,
    share: s?.off_exchange_share ?? null,
    prints: s?.prints ?? null,
    shares: s?.shares ?? null,
    p95: b?.p95 ?? null,
    p99: b?.p99 ?? null,
    p995: b?.p995 ?? null,
    blockThreshold: b?.threshold ?? null,
    baselineN: b?.n ?? null,
    adv: answer.adv?.shares ?? null,
    vwap: s?.vwap ?? null,
    net: s?.net ?? null,
    split: readNbboSplit(answer.nbbo_split),
    blocks: readBlocks(answer, 'blocks'),
  };
}

export interface PrintRow {
  readonly key: string;
  readonly time: string | null;
  readonly price: number | null;
  readonly size: number | null;
  readonly premium: number | null;
  readonly bid: number | null;
  readonly ask: number | null;
  readonly nbboLabel: string | null;
  readonly outside: boolean | null;
  readonly away: boolean | null;
}

type PrintsAnswer = AnswerOf<'darkpool.prints'>;

/** `/prints/{ticker}` rows with their NBBO context; `outside`/`away` null when the quote is unknown. */
export function readPrints(answer: PrintsAnswer | undefined): PrintRow[] {
  return (answer?.prints ?? []).map((r, i) => ({
    key: `${r.id ?? r.executed_at ?? ''}|${i}`,
    time: r.executed_at,
    price: r.price,
    size: r.size,
    premium: r.premium,
    bid: r.bid,
    ask: r.ask,
    nbboLabel: r.nbbo_label,
    outside: r.outside_nbbo,
    away: r.away_from_quote,
  }));
}

/** The server's `next_cursor.older_than` when it gives one, and its `has_more`. */
export function serverOlderCursor(answer: PrintsAnswer | undefined): {
  cursor: string | null;
  hasMore: boolean | null;
} {
  return { cursor: answer?.next_cursor?.older_than ?? null, hasMore: answer?.has_more ?? null };
}

/**
 * The `older_than` cursor for the next page of a newest-first list: the oldest print's time as
 * `YYYY-MM-DDTHH:MM:SS` (UTC, the contract's format); null when the page is empty or has no time.
 */
export function olderThanCursor(rows: readonly PrintRow[]): string | null {
  let oldest: number | null = null;
  for (const r of rows) {
    const t = r.time ? Date.parse(r.time.endsWith('Z') || /[+-]\d\d:\d\d$/.test(r.time) ? r.time : `${r.time}Z`) : NaN;
    if (!Number.isNaN(t) && (oldest === null || t < oldest)) oldest = t;
  }
  return oldest === null ? null : new Date(oldest).toISOString().slice(0, 19);
}

/** Append an older page, dropping rows already shown (same time, price and size) and keeping newest first. */
export function mergeOlder(shown: readonly PrintRow[], older: readonly PrintRow[]): PrintRow[] {
  const seen = new Set(shown.map((r) => `${r.time}|${r.price}|${r.size}`));
  return [...shown, ...older.filter((r) => !seen.has(`${r.time}|${r.price}|${r.size}`))];
}

/** Session dates of `/v1/darkpool/sessions` (a list of `YYYY-MM-DD` strings), newest first, once each. */
export function readSessions(answer: AnswerOf<'darkpool.sessions'> | undefined): string[] {
  return newestSessionsFirst(answer?.sessions ?? []);
}

export { readPressureCurve, type CurvePoint } from './pressure-readers';
export {
  readPrintLevels,
  readPrintLevelSample,
  type PrintLevel,
  type PrintLevelSample,
} from '../../data/darkpool-print-levels';
export {
  readRanking,
  readRotation,
  readSector,
  readSectors,
  type ConstituentRow,
  type Ranking,
  type RankingRow,
  type RotationMatrix,
  type SectorDetail,
  type SectorRow,
} from './market-readers';
