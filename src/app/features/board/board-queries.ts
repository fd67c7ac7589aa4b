/**
 * The board's per-symbol requests, run progressively in one queue (visible rows first, within the
 * minute budget): each symbol's levels, and on the current session its intraday exposures (the live
 * regime and the minute's price) and its quote (the previous close). The flow stream, free of the
 * request budget, keeps the prices live between intraday refreshes.
 */
import { useMemo } from 'react';
import { BOARD_ROW_REFRESH_SECONDS } from '../../data/board-row-refresh';
import { liveQuoteQuery, useStreamSpots, type StreamSpot } from '../../data/live-price';
import { MINUTE_RESERVE } from '../../data/budget-store';
import { headerWindow, minuteEtaMs } from '../../data/minute-eta';
import {
  PROGRESSIVE_CONCURRENCY,
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

/** How far the cold board is: whole rows (every request of the symbol answered), visible ones apart. */
export interface BoardProgress {
  readonly rowsDone: number;
  readonly rows: number;
  readonly visibleDone: number;
  /** Rows in view with their readings (levels, regime and minute price), the previous close aside. */
  readonly visibleReadings: number;
  readonly visible: number;
  /** Per-symbol requests not answered yet. */
  readonly requestsLeft: number;
  /** How long those take at the minute's rate, ms; null when none is left. */
  readonly etaMs: number | null;
  /** The minute's limit the estimate is at; null until an answer said it. */
  readonly minuteLimit: number | null;
}

/** One answer's time, a guess for the estimate (a cold symbol's answers take about this on the sandbox). */
const ANSWER_MS = 800;

export interface BoardQueries {
  readonly progressive: ProgressiveResult;
  readonly progress: BoardProgress;
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
  /** The symbols the flow stream may carry (the real-time list's); the others are read by request alone. */
  streamable: readonly string[];
  session: string;
  currentSession: string;
  isCurrent: boolean;
  visible: ReadonlySet<string>;
}): BoardQueries {
  const { tickers, streamable, session, currentSession, isCurrent, visible } = args;
  const streamed = useMemo(() => tickers.filter((t) => streamable.includes(t)), [tickers, streamable]);
  const streamSpots = useStreamSpots(isCurrent ? streamed : null);
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

  // Row by row, visible rows first: a row is whole once its levels, its regime and minute price and its
  // previous close are in, so the rows in view fill completely before the first row out of view starts.
  const order = useMemo(() => boardOrder(tickers, visible, new Set(jobs.map((j) => j.key))), [tickers, visible, jobs]);
  const progressive = useProgressiveQueries(jobs, order);
  const progress = boardProgress(tickers, visible, jobs, progressive);

  return {
    progressive,
    progress,
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

/**
 * The requests in the order they go. At 60 a minute the rows in view (22 at 1440×900, three requests
 * each) cannot all be whole in one minute, so they get their readings first (levels, then the regime and
 * minute price: every distance), row by row; then their previous close (the change); then the rest of
 * the board row by row.
 */
export function boardOrder(
  tickers: readonly string[],
  visible: ReadonlySet<string>,
  known: ReadonlySet<string>,
): string[] {
  const inView = tickers.filter((t) => visible.has(t));
  const rest = tickers.filter((t) => !visible.has(t));
  return [
    ...inView.flatMap((t) => [jobKey('levels', t), jobKey('intraday', t)]),
    ...inView.map((t) => jobKey('quote', t)),
    ...rest.flatMap((t) => (['levels', 'intraday', 'quote'] as const).map((kind) => jobKey(kind, t))),
  ].filter((k) => known.has(k));
}

/** Whole rows, visible rows, and how long the requests left take at the minute's rate. */
function boardProgress(
  tickers: readonly string[],
  visible: ReadonlySet<string>,
  jobs: readonly ProgressiveJob[],
  p: ProgressiveResult,
): BoardProgress {
  const answered = (key: string): boolean => {
    const r = p.results.get(key);
    return r !== undefined && (r.data !== undefined || r.isError);
  };
  const keysOf = new Map<string, string[]>();
  for (const j of jobs) {
    const ticker = j.key.slice(j.key.indexOf(':') + 1);
    keysOf.set(ticker, [...(keysOf.get(ticker) ?? []), j.key]);
  }
  const whole = (t: string): boolean => (keysOf.get(t) ?? []).every(answered);
  const readings = (t: string): boolean => (keysOf.get(t) ?? []).filter((k) => !k.startsWith('quote:')).every(answered);
  const inView = tickers.filter((t) => visible.has(t));
  const requestsLeft = jobs.filter((j) => !answered(j.key)).length;
  const window = headerWindow();
  return {
    rowsDone: tickers.filter(whole).length,
    rows: tickers.length,
    visibleDone: inView.filter(whole).length,
    visibleReadings: inView.filter(readings).length,
    visible: inView.length,
    requestsLeft,
    etaMs:
      requestsLeft > 0
        ? minuteEtaMs({
            requests: requestsLeft,
            window,
            reserve: MINUTE_RESERVE,
            concurrency: PROGRESSIVE_CONCURRENCY,
            latencyMs: ANSWER_MS,
            now: Date.now(),
          })
        : null,
    minuteLimit: window.limit,
  };
}
