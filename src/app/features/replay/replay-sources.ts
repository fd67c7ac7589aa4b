/**
 * What a replay plays back, all of one past session and one ticker, each read once and kept:
 * - price: the GEX profile's minute bars (its OHLC), the chart's own door;
 * - levels: the key levels with flow (flip, walls, max pain) as this BFF read them through the day
 *   (`/api/recorded/levels/…`), else the session's final ones, and the service's intraday exposures
 *   every 5 minutes (spot and net GEX as published through the day);
 * - tape: the session's REST tape, every page, joined by `event_id` with the rows this BFF recorded
 *   from the stream that day (`/api/recorded/flow/…`, no upstream request);
 * - abnormal trades: the session's list, the ticker's own.
 * A past session is immutable: the BFF stores each answer for good, so a replay of a session already
 * read costs no upstream request, and React Query keeps them for the tab (`staleTime: 'static'`).
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readServerMessage } from '../../../api/stream';
import { tapeNextPage } from '../../../api/tape-paging';
import { tapeOrder, tapeRows } from '../../../api/tape-row';
import type { FlowOrder } from '../../../api/types';
import type { PriceBar } from '../../charts/price-bars';
import { abnormalRowsOf, toAbnormalEntry, type AbnormalEntry } from '../../data/abnormal-row';
import { ApiError } from '../../data/api-error';
import { apiFetch } from '../../data/api-fetch';
import { endpointFetch, endpointQuery, endpointUrl } from '../../data/endpoint-query';
import { gexIntraday, gexPriceBars, gexWithFlow } from '../../data/gex-snapshot-queries';
import { readAnswer } from '../../../api/check-answer';
import type { AnswerOf } from '../../../api/schemas';
import { levelsOf, withFlowBlock, type Levels } from '../../data/key-levels';
import { isObj, str } from '../../data/readers';
import { fromFlowOrder, type TapeEntry } from '../../data/tape-entry';
import { readProfileOhlc } from '../../data/price-source';
import { tapeReadDecision, tapeRowEstimate, type TapeReadDecision } from './tape-cost';

/** The largest page the tape allows: a busy ticker's session is two or three pages. */
const TAPE_PAGE = 2000;
/** Every abnormal trade of the session in one answer (the endpoint's bound); the ticker's are kept. */
const ABNORMAL_LIMIT = 5000;
const PAST = { priority: 'interactive' as const };

export interface ReplayTape {
  /** Ascending by print time; one entry per event_id. */
  readonly entries: TapeEntry[];
  readonly times: Float64Array;
  /** Rows that came from the BFF's recording of the stream and not from the REST tape. */
  readonly recordedOnly: number;
  /** Pages read from the REST tape (each spent flow-row budget once, the first time). */
  readonly pages: number;
  /** A page came full without a cursor (read on by time), or paging stopped early: rows may be missing. */
  readonly cut: boolean;
}

/** The key levels as read at a moment of the session (market time). */
export interface LevelsReading {
  readonly atMs: number;
  readonly levels: Levels;
}

export interface LevelsAt {
  readonly levels: Levels | null;
  /** When the shown levels were read; null for the session's final levels. */
  readonly atMs: number | null;
}

/** The last reading at or before the moment; before the first (or with none), the session's final levels. */
export function levelsAt(readings: readonly LevelsReading[], finalLevels: Levels | null, atMs: number): LevelsAt {
  let last: LevelsReading | null = null;
  for (const r of readings) {
    if (r.atMs > atMs) break;
    last = r;
  }
  return last ? { levels: last.levels, atMs: last.atMs } : { levels: finalLevels, atMs: null };
}

export function readLevelReadings(body: unknown): LevelsReading[] {
  const list = isObj(body) && Array.isArray(body.readings) ? body.readings : [];
  const out: LevelsReading[] = [];
  for (const r of list) {
    if (!isObj(r)) continue;
    const atMs = Date.parse(str(r.at) ?? '');
    // Each reading is a with-flow answer the BFF kept whole: read through its schema like any answer.
    const read = readAnswer('gex.withFlow', r.answer);
    const levels = read.ok ? levelsOf(withFlowBlock(read.value, 'key_levels')) : null;
    if (Number.isFinite(atMs) && levels) out.push({ atMs, levels });
  }
  return out.sort((a, b) => a.atMs - b.atMs);
}

export interface IntradayPoint {
  readonly tMs: number;
  readonly spot: number | null;
  readonly netGex: number | null;
}

async function readWholeTape(
  ticker: string,
  session: string,
  signal: AbortSignal,
): Promise<{ rows: TapeEntry[]; pages: number; cut: boolean }> {
  const rows: TapeEntry[] = [];
  let sent: string | null = null;
  let byTime = false;
  let cut = false;
  let pages = 0;
  for (;;) {
    const params = { ticker, session, limit: TAPE_PAGE, ...(sent !== null ? { older_than: sent } : {}) };
    let body: unknown;
    try {
      body = await endpointFetch<unknown, 'optionsFlow.tape'>('optionsFlow.tape', params, { ...PAST, signal });
    } catch (e) {
      // A service that takes no time for a cursor: the tape read so far is what there is, marked cut.
      if (byTime && e instanceof ApiError && e.status === 422) return { rows, pages, cut: true };
      throw e;
    }
    pages += 1;
    for (const r of tapeRows(body)) {
      const order = tapeOrder(r, session);
      if (order) rows.push(fromFlowOrder(order, 'rest', r));
    }
    // A full page without a cursor goes on by time; its repeated boundary rows are joined by event_id.
    const next = tapeNextPage(body, TAPE_PAGE, sent);
    cut ||= next.cut;
    if (next.olderThan === null) return { rows, pages, cut };
    sent = next.olderThan;
    byTime = next.byTime;
  }
}

async function readRecorded(ticker: string, session: string, signal: AbortSignal): Promise<TapeEntry[]> {
  const body = await apiFetch<unknown>(`/recorded/flow/${session}?ticker=${encodeURIComponent(ticker)}`, { signal });
  const frames = isObj(body) && Array.isArray(body.frames) ? body.frames : [];
  const out: TapeEntry[] = [];
  for (const f of frames) {
    const read = readServerMessage(JSON.stringify(f));
    if (read?.message?.type === 'flow_order') out.push(fromFlowOrder(read.message.data as FlowOrder));
  }
  return out;
}

/** The REST tape and the recording joined by event_id (the streamed copy wins: it carries every field). */
export function joinTape(
  rest: readonly TapeEntry[],
  recorded: readonly TapeEntry[],
  pages: number,
  cut = false,
): ReplayTape {
  const byId = new Map<string, TapeEntry>();
  for (const e of rest) byId.set(e.eventId, e);
  let recordedOnly = 0;
  for (const e of recorded) {
    if (!byId.has(e.eventId)) recordedOnly += 1;
    byId.set(e.eventId, e);
  }
  const entries = [...byId.values()].sort((a, b) => a.tsMs - b.tsMs || a.eventId.localeCompare(b.eventId));
  return { entries, times: Float64Array.from(entries, (e) => e.tsMs), recordedOnly, pages, cut };
}

export function readIntraday(answer: AnswerOf<'gex.intraday'> | undefined): IntradayPoint[] {
  return (answer?.series ?? [])
    .map((r) => ({ tMs: Date.parse(r.t ?? ''), spot: r.spot, netGex: r.net_gex }))
    .filter((p) => Number.isFinite(p.tMs))
    .sort((a, b) => a.tMs - b.tMs);
}

/** The session's abnormal trades of one ticker, ascending by time; a trade with no time cannot be placed. */
export function tickerAbnormal(
  payload: AnswerOf<'abnormal.session'> | undefined,
  ticker: string,
): { entries: AbnormalEntry[]; times: Float64Array } {
  const entries = abnormalRowsOf(payload)
    .map(toAbnormalEntry)
    .filter((e) => e.ticker === ticker && e.timestamp !== null && Number.isFinite(Date.parse(e.timestamp)))
    .sort((a, b) => Date.parse(a.timestamp!) - Date.parse(b.timestamp!));
  return { entries, times: Float64Array.from(entries, (e) => Date.parse(e.timestamp!)) };
}

export interface ReplaySources {
  readonly bars: { readonly bars: PriceBar[]; readonly minutes: number };
  readonly levels: Levels | null;
  /** The levels as this BFF read them during the session, oldest first (empty when it recorded none). */
  readonly levelReadings: LevelsReading[];
  readonly intraday: IntradayPoint[];
  readonly tape: ReplayTape | null;
  readonly abnormal: { entries: AbnormalEntry[]; times: Float64Array };
  /** Whether the tape is read now, asked about, or left unread (tape-cost.ts). */
  readonly tapeDecision: TapeReadDecision;
  readonly queries: {
    readonly bars: UseQueryResult<unknown>;
    readonly levels: UseQueryResult<unknown>;
    readonly intraday: UseQueryResult<unknown>;
    readonly tape: UseQueryResult<ReplayTape>;
    readonly abnormal: UseQueryResult<unknown>;
  };
}

/**
 * Whether the BFF stores the session's tape: its first page looked up in the BFF's store
 * (`/api/stored/v1/…`, never an upstream request). Stored pages were read in a row, so the first stands
 * for them all.
 */
async function isTapeStored(ticker: string, session: string, signal: AbortSignal): Promise<boolean> {
  const url = endpointUrl('optionsFlow.tape', { ticker, session, limit: TAPE_PAGE });
  const body = await apiFetch<unknown>(`/stored${url}`, { signal });
  return isObj(body) && body.stored === true;
}

export function useReplaySources(
  ticker: string,
  session: string,
  currentSession: string,
  tapeChoice: 'read' | 'not-now' | null,
): ReplaySources {
  const at = { session, ticker };
  const opts = { currentSession, ...PAST };
  const barsQ = useQuery(gexPriceBars(at, opts));
  const levelsQ = useQuery(gexWithFlow(at, opts));
  const intradayQ = useQuery(gexIntraday(at, opts));
  const readingsQ = useQuery({
    queryKey: ['replay-levels', session, ticker],
    queryFn: ({ signal }) =>
      apiFetch<unknown>(`/recorded/levels/${session}?ticker=${encodeURIComponent(ticker)}`, { signal }),
    staleTime: 'static',
    gcTime: 30 * 60_000,
  });
  const abnormalQ = useQuery(endpointQuery('abnormal.session', { session, limit: ABNORMAL_LIMIT }, opts));
  const storedQ = useQuery({
    queryKey: ['replay-tape-stored', session, ticker],
    queryFn: ({ signal }) => isTapeStored(ticker, session, signal),
    staleTime: 'static',
    gcTime: 30 * 60_000,
    retry: false,
  });
  const tapeDecision = tapeReadDecision({
    // A probe that failed says nothing: ask, as for a tape not stored.
    stored: storedQ.isError ? false : (storedQ.data ?? null),
    choice: tapeChoice,
    estimate: tapeRowEstimate(levelsQ.data),
  });
  const tapeQ = useQuery({
    enabled: tapeDecision.kind === 'read',
    queryKey: ['replay-tape', session, ticker],
    queryFn: async ({ signal }) => {
      const [rest, recorded] = await Promise.all([
        readWholeTape(ticker, session, signal),
        // The recording is a bonus: a BFF that kept nothing (or an older one without the route) is no error.
        readRecorded(ticker, session, signal).catch(() => []),
      ]);
      return joinTape(rest.rows, recorded, rest.pages, rest.cut);
    },
    staleTime: 'static',
    gcTime: 30 * 60_000,
  });
  const bars = useMemo(() => {
    const o = readProfileOhlc(barsQ.data);
    return { bars: o.bars ?? [], minutes: o.minutes };
  }, [barsQ.data]);
  const levels = useMemo(() => levelsOf(withFlowBlock(levelsQ.data, 'key_levels')), [levelsQ.data]);
  const levelReadings = useMemo(() => readLevelReadings(readingsQ.data), [readingsQ.data]);
  const intraday = useMemo(() => readIntraday(intradayQ.data), [intradayQ.data]);
  const abnormal = useMemo(() => tickerAbnormal(abnormalQ.data, ticker), [abnormalQ.data, ticker]);
  return {
    bars,
    levels,
    levelReadings,
    intraday,
    tape: tapeQ.data ?? null,
    abnormal,
    tapeDecision,
    queries: { bars: barsQ, levels: levelsQ, intraday: intradayQ, tape: tapeQ, abnormal: abnormalQ },
  };
}
