/**
 * The board's per-symbol requests, run progressively in one queue (visible rows first, within the
 * minute budget): each symbol's levels, and on the current session its intraday exposures (the live
 * regime and the minute's price) and its quote (the previous close). The flow stream, free of the
 * request budget, keeps the prices live between intraday refreshes.
 */
import { useMemo } from 'react';
import { BOARD_ROW_REFRESH_SECONDS } from '../../../api/cache-policy';
import { liveQuoteQuery, useStreamSpots, type StreamSpot } from '../../data/live-price';
import { visibleFirst } from '../../data/progressive';
import {
  progressiveJob,
  useProgressiveQueries,
  type ProgressiveJob,
  type ProgressiveResult,
} from '../../data/use-progressive-queries';
import { gexIntraday, gexLevels } from '../../data/gex-snapshot-queries';
import type { IntradayAnswer } from '../../data/gamma-regime';
import type { LevelsAnswer } from '../../data/key-levels';
import type { QuoteAnswer } from './board-rows';

/**
 * A 25-symbol board must stay within a few requests a minute all day. Its live price comes from the
 * flow stream (free of the request budget) and from the latest intraday sample, whose regime it reads
 * anyway; a symbol's quote is asked once per session, for the previous close the change is measured
 * from. Each row's intraday reading is refreshed on the policy's per-row cadence.
 */
export const BOARD_INTRADAY_REFRESH_MS = BOARD_ROW_REFRESH_SECONDS * 1000;

type Kind = 'levels' | 'quote' | 'intraday';
const jobKey = (kind: Kind, ticker: string): string => `${kind}:${ticker}`;

export interface BoardQueries {
  readonly progressive: ProgressiveResult;
  readonly levels: ReadonlyMap<string, LevelsAnswer>;
  readonly quotes: ReadonlyMap<string, QuoteAnswer>;
  readonly intraday: ReadonlyMap<string, IntradayAnswer>;
  readonly streamSpots: ReadonlyMap<string, StreamSpot>;
  /** Whether a symbol's request of this kind has not answered yet (and has not failed). */
  readonly loading: (kind: Kind, ticker: string) => boolean;
}

/**
 * The answers of one kind by ticker. The scheduler forgets each job's answer type; every job of a kind
 * is built below from that kind's typed query (its answer already read through its schema), so the type
 * is restored here, once per kind.
 */
function collect<T>(kind: Kind, tickers: readonly string[], p: ProgressiveResult): Map<string, T> {
  const out = new Map<string, T>();
  for (const t of tickers) {
    const r = p.results.get(jobKey(kind, t));
    if (r?.data !== undefined) out.set(t, r.data as T);
  }
  return out;
}

export function useBoardQueries(args: {
  tickers: readonly string[];
  session: string;
  currentSession: string;
  isCurrent: boolean;
  visible: ReadonlySet<string>;
}): BoardQueries {
  const { tickers, session, currentSession, isCurrent, visible } = args;
  const streamSpots = useStreamSpots(isCurrent ? tickers : null);
  const jobs = useMemo<ProgressiveJob[]>(() => {
    const opts = { currentSession, poll: false, priority: 'background' } as const;
    const levels = tickers.map((ticker) =>
      progressiveJob(jobKey('levels', ticker), gexLevels({ session, ticker }, opts)),
    );
    if (!isCurrent) return levels;
    const quotes = tickers.map((ticker) =>
      // Once per session: the previous close does not move; the price comes from the stream and intraday.
      progressiveJob(jobKey('quote', ticker), {
        ...liveQuoteQuery(ticker, currentSession, () => false),
        staleTime: Infinity,
      }),
    );
    const intraday = tickers.map((ticker) =>
      progressiveJob(jobKey('intraday', ticker), {
        ...gexIntraday({ session, ticker }, opts),
        staleTime: BOARD_INTRADAY_REFRESH_MS,
        refetchInterval: BOARD_INTRADAY_REFRESH_MS,
      }),
    );
    return [...levels, ...quotes, ...intraday];
  }, [tickers, session, currentSession, isCurrent]);

  // Visible rows first; within them, levels, then the regime and minute price, then the previous close.
  const order = useMemo(() => {
    const byRow = visibleFirst(tickers, visible);
    const known = new Set(jobs.map((j) => j.key));
    return (['levels', 'intraday', 'quote'] as const)
      .flatMap((kind) => byRow.map((t) => jobKey(kind, t)))
      .filter((k) => known.has(k));
  }, [tickers, visible, jobs]);
  const progressive = useProgressiveQueries(jobs, order);

  return {
    progressive,
    levels: collect<LevelsAnswer>('levels', tickers, progressive),
    quotes: collect<QuoteAnswer>('quote', tickers, progressive),
    intraday: collect<IntradayAnswer>('intraday', tickers, progressive),
    streamSpots,
    loading: (kind, ticker) => {
      const r = progressive.results.get(jobKey(kind, ticker));
      return r !== undefined && r.data === undefined && !r.isError;
    },
  };
}
