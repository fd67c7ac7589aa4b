/**
 * One ticker's dark-pool answers read through their schemas (src/api/schemas/darkpool.ts): the summary
 * with its rolling baseline, ADV and NBBO-location split, blocks (also the market's recent prints and
 * alerts), raw prints and their cursor, and the session list. One name per field, the schema's; what an
 * answer does not carry under that name stays `null` (shown as "—") and the drift mark names it.
 */
import type {
  advSample,
  darkpoolAlert,
  darkpoolPrint,
  darkpoolPrints,
  darkpoolSessions,
  darkpoolTicker,
  nbboShare,
  optionsConfirmation,
  printsCursor,
  rollingBaseline,
  tickerSummary,
} from '../../../api/schemas/darkpool';
import { isNbboLabel, NBBO_LABELS } from '../../../api/nbbo-labels';
import { isObj, num, str } from '../../data/readers';
import { newestSessionsFirst } from '../../data/session-list';
import { bool, listOf, viewOf } from '../../data/answer-view';

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
export function readBlock(row: unknown): BlockRow {
  const o = viewOf<typeof darkpoolAlert>(row);
  const pct = num(o.pct_adv);
  const c = viewOf<typeof optionsConfirmation>(o.options_confirmation);
  return {
    time: str(o.executed_at),
    ticker: str(o.ticker),
    price: num(o.price),
    size: num(o.size),
    premium: num(o.premium),
    nbboLabel: str(o.nbbo_label),
    pctAdv: pct === null ? null : pct / 100,
    impactBps: num(o.impact_bps),
    confirmation: str(c.read),
    evidence: {
      windowMinutes: num(c.window_minutes),
      orders: num(c.orders),
      netBullish: num(c.net_bullish_premium),
      gross: num(c.gross_premium),
    },
    severity: str(o.severity),
  };
}

/** The rows of a block list (`blocks`, `alerts`, or `/recent`'s `prints`). */
export function readBlocks(payload: unknown, key: 'blocks' | 'alerts' | 'prints'): BlockRow[] {
  return listOf<typeof darkpoolAlert>(payload, key).map(readBlock);
}

/** How many rows matched in all (`total`), of which the answer carries the first; null when not stated. */
export function readTotal(payload: unknown): number | null {
  return isObj(payload) ? num(payload.total) : null;
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
export function readNbboSplit(raw: unknown): NbboSplitRow[] {
  const rows: NbboSplitRow[] = [];
  if (isObj(raw))
    for (const [label, v] of Object.entries(raw))
      if (isObj(v)) {
        const s = viewOf<typeof nbboShare>(v);
        rows.push({ label, notional: num(s.notional), share: num(s.share) });
      }
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
export function readTickerSummary(payload: unknown): TickerSummary {
  const o = viewOf<typeof darkpoolTicker>(payload);
  const s = viewOf<typeof tickerSummary>(o.summary);
  const b = viewOf<typeof rollingBaseline>(o.baseline);
  return {
    notional: num(s.notional),
    share: num(s.off_exchange_share),
    prints: num(s.prints),
    shares: num(s.shares),
    p95: num(b.p95),
    p99: num(b.p99),
    p995: num(b.p995),
    blockThreshold: num(b.threshold),
    baselineN: num(b.n),
    adv: num(viewOf<typeof advSample>(o.adv).shares),
    vwap: num(s.vwap),
    net: num(s.net),
    split: readNbboSplit(o.nbbo_split),
    blocks: readBlocks(payload, 'blocks'),
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

/** `/prints/{ticker}` rows with their NBBO context; `outside`/`away` null when the quote is unknown. */
export function readPrints(payload: unknown): PrintRow[] {
  return listOf<typeof darkpoolPrint>(payload, 'prints').map((r, i) => {
    const time = str(r.executed_at);
    return {
      key: `${str(r.id) ?? time ?? ''}|${i}`,
      time,
      price: num(r.price),
      size: num(r.size),
      premium: num(r.premium),
      bid: num(r.bid),
      ask: num(r.ask),
      nbboLabel: str(r.nbbo_label),
      outside: bool(r.outside_nbbo),
      away: bool(r.away_from_quote),
    };
  });
}

/** The server's `next_cursor.older_than` when it gives one, and its `has_more`. */
export function serverOlderCursor(payload: unknown): { cursor: string | null; hasMore: boolean | null } {
  const o = viewOf<typeof darkpoolPrints>(payload);
  return { cursor: str(viewOf<typeof printsCursor>(o.next_cursor).older_than), hasMore: bool(o.has_more) };
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
export function readSessions(payload: unknown): string[] {
  const list = viewOf<typeof darkpoolSessions>(payload).sessions;
  return newestSessionsFirst((Array.isArray(list) ? list : []).map(str));
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
