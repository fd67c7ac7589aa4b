/**
 * The morning board: one row per watchlist symbol with the last traded price, the gamma regime,
 * distances from that price to flip, local transition, walls and max pain, ATM IV and the directional
 * reading. Batch routes answer for all symbols at once; per-symbol levels, quotes and intraday
 * exposures arrive progressively, visible rows first, within the minute budget (board-queries.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { atmIvBatch } from '../../data/atm-iv-batch';
import { directionalScores, intentRankings } from '../../data/session-rankings';
import { REGIME_DEFINITION, regimeTitle, regimeWords, type RegimeReading } from '../../data/gamma-regime';
import { DIRECTION_DEFINITION, DIRECTION_LOOK, type Direction } from '../../data/readings/direction';
import { FLIP_DEFINITION, FLIP_LABEL, LEVELS_ANSWER_VARIANT } from '../../data/readings/flip';
import { fromLastLabel } from '../../data/level-distances';
import { useCurrentSession } from '../../data/current-session';
import { CURRENT, useSessionParam } from '../../data/url-state';
import { useWatchlist } from '../../data/watchlist';
import { useListParam, useListView } from '../../data/watchlists';
import {
  formatIv,
  formatMoney,
  formatPercentChange,
  formatPrice,
  formatSigned,
  MISSING,
  toneClassOf,
} from '../../ui/format';
import { ErrorPanel } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { BoardFreshness } from './board-freshness';
import { BoardListPicker, BoardListState } from './board-list-picker';
import { BoardProgressLine } from './board-progress';
import { useBoardQueries } from './board-queries';
import { levelsComputedLabel } from './levels-label';
import { quotesForFreshness } from './quote-freshness';
import { useRovingRows } from '../../ui/roving-rows';
import { buildBoardRows, sortRows, type BoardRow, type QuoteAnswer, type SortKey } from './board-rows';

/** Directional scores of the whole market (the route's most rows), so every watchlist symbol is in. */
const BOARD_DIRECTIONAL_ROWS = 500;

const COLUMNS: readonly { key: SortKey; label: string; title?: string }[] = [
  { key: 'ticker', label: 'Ticker' },
  { key: 'last', label: 'Last' },
  { key: 'changePct', label: 'Chg' },
  { key: 'regime', label: 'Regime', title: REGIME_DEFINITION },
  { key: 'flipPct', label: `To ${FLIP_LABEL[LEVELS_ANSWER_VARIANT]}`, title: FLIP_DEFINITION },
  { key: 'localPct', label: 'To local γ', title: 'From the last traded price to the local gamma transition' },
  { key: 'callWallPct', label: 'To call wall', title: 'From the last traded price to the call wall' },
  { key: 'putWallPct', label: 'To put wall', title: 'From the last traded price to the put wall' },
  { key: 'maxPainPct', label: 'To max pain', title: 'From the last traded price to max pain' },
  { key: 'atmIv', label: 'ATM IV', title: 'ATM implied volatility, 30 days' },
  { key: 'directional', label: 'Direction', title: DIRECTION_DEFINITION },
  { key: 'flowNetPremium', label: 'Flow net prem.' },
];

function useVisibleRows(tbody: React.RefObject<HTMLTableSectionElement | null>, count: number): ReadonlySet<string> {
  const [visible, setVisible] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const el = tbody.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const seen = new Set<string>();
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        const t = (e.target as HTMLElement).dataset.ticker;
        if (!t) continue;
        if (e.isIntersecting) seen.add(t);
        else seen.delete(t);
      }
      setVisible(new Set(seen));
    });
    el.querySelectorAll('tr[data-ticker]').forEach((r) => io.observe(r));
    return () => io.disconnect();
  }, [tbody, count]);
  return visible;
}

/** A distance from the row's last price; its title says what it is measured from. */
function Distance(props: { pct: number | null; abs: number | null; loading: boolean; from: string }): ReactElement {
  if (props.pct === null) return props.loading ? <Skeleton /> : <>{MISSING}</>;
  return (
    <span title={`${formatSigned(props.abs, 2)} $ ${props.from}`} data-from={props.from}>
      {formatPercentChange(props.pct, 1)} <span className="text-muted">{formatSigned(props.abs, 2)}</span>
    </span>
  );
}

function Regime(props: { reading: RegimeReading; loading: boolean }): ReactElement {
  const r = props.reading;
  if (!r.regime) return props.loading ? <Skeleton /> : <>{MISSING}</>;
  return (
    <span
      className={r.regime === 'long' ? 'text-up' : 'text-down'}
      title={regimeTitle(r)}
      data-regime={r.regime}
      data-basis={r.basis}
      data-flip-variant={r.variant ?? ''}
      data-flip={r.flip ?? ''}
      data-price={r.spot ?? ''}
    >
      {regimeWords(r.regime)}
      {r.basis === 'snapshot' ? <span className="ml-1 text-[10px] text-muted">snapshot</span> : null}
    </span>
  );
}

/** The row's direction (readings/direction.ts) with the score it is the sign of. */
function Reading(props: { v: number | null; direction: Direction | null }): ReactElement {
  if (props.direction === null) return <>{MISSING}</>;
  const look = DIRECTION_LOOK[props.direction];
  return (
    <span className={look.cls} data-direction={props.direction} title={DIRECTION_DEFINITION}>
      {look.text} <span className="text-muted">{formatMoney(props.v, { signed: true })}</span>
    </span>
  );
}

/** What a row's distances are measured from: the last price, or on a past session the levels' spot. */
function fromLabel(r: BoardRow): string {
  return r.lastSource === 'snapshot'
    ? `from the closing snapshot's spot ${formatPrice(r.last)}`
    : fromLastLabel(r.last);
}

export function BoardPage(): ReactElement {
  const watchlist = useWatchlist();
  const [sessionValue] = useSessionParam();
  const { session: current } = useCurrentSession();
  const session = sessionValue === CURRENT ? current : sessionValue;
  const isCurrent = sessionValue === CURRENT;
  const [listName, setListName] = useListParam();
  const list = useListView(listName);
  const tickers = useMemo(() => list?.symbols ?? [], [list]);
  // The flow stream carries only the real-time list's symbols; the others are read by request alone.
  const streamable = useMemo(() => watchlist.data?.symbols ?? [], [watchlist.data]);
  const navigate = useNavigate();
  const [sort, setSort] = useState<{ key: SortKey; dir: 'asc' | 'desc' } | null>(null);
  const tbody = useRef<HTMLTableSectionElement>(null);
  const visible = useVisibleRows(tbody, tickers.length);
  const opts = { currentSession: current, poll: true } as const;
  const has = tickers.length > 0;

  const directional = useQuery({
    ...directionalScores(sessionValue, BOARD_DIRECTIONAL_ROWS, opts),
    enabled: has,
  });
  const atm = useQuery({
    ...atmIvBatch(tickers, opts),
    enabled: has && isCurrent,
  });
  // No batch quote is published and the watchlist answer carries symbols, not quotes: each symbol's
  // stock_quote is asked once a session (board-queries.ts); the stream keeps the prices live.
  const flow = useQuery({
    ...intentRankings(sessionValue, opts),
    enabled: has,
  });

  const board = useBoardQueries({ tickers, streamable, session, currentSession: current, isCurrent, visible });
  const progressive = board.progressive;
  const quoteData: ReadonlyMap<string, QuoteAnswer> = isCurrent ? board.quotes : new Map();
  const rows = buildBoardRows(tickers, {
    directional: directional.data,
    // Only the current session's answer, and only for that session: never today's IV on a past day.
    atm: isCurrent ? atm.data : undefined,
    session,
    flow: flow.data,
    levels: board.levels,
    quotes: quoteData,
    streamSpots: board.streamSpots,
    intraday: board.intraday,
    live: isCurrent,
  });
  const shown = sort ? sortRows(rows, sort.key, sort.dir) : rows;
  const rowLink = (ticker: string): string => `/gex/${ticker}${isCurrent ? '' : `?session=${session}`}`;
  const roving = useRovingRows(shown.length, (i) => {
    const r = shown[i];
    if (r) void navigate(rowLink(r.ticker));
  });
  const loadingLevels = (t: string): boolean => {
    const r = progressive.results.get(`levels:${t}`);
    return r?.data === undefined && !r?.isError;
  };
  // A symbol's quote is still coming while its request has not answered yet.
  const quoteLoading = (t: string): boolean => isCurrent && !quoteData.has(t) && board.loading('quote', t);
  const regimeLoading = (t: string): boolean => loadingLevels(t) || (isCurrent && board.loading('intraday', t));
  const rowState = (t: string): ReactElement | null => {
    const parts: string[] = [];
    const l = progressive.results.get(`levels:${t}`);
    if (l?.isError)
      return (
        <span className="text-down" title={l.error.message}>
          ✕ levels
        </span>
      );
    if (progressive.waiting.has(`levels:${t}`) && l?.data === undefined) parts.push('levels queued');
    else if (l?.isFetching && l.data === undefined) parts.push('levels…');
    if (quoteLoading(t)) parts.push('quote…');
    return parts.length ? <span className="text-muted">{parts.join(' · ')}</span> : null;
  };

  const header = (c: (typeof COLUMNS)[number]): ReactElement => {
    const active = sort?.key === c.key;
    const next = (): void =>
      setSort(
        active
          ? sort.dir === 'desc'
            ? { key: c.key, dir: 'asc' }
            : null
          : { key: c.key, dir: c.key === 'ticker' ? 'asc' : 'desc' },
      );
    return (
      <th
        key={c.key}
        scope="col"
        aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
        className={`px-2 py-1.5 font-medium ${c.key === 'ticker' || c.key === 'regime' ? 'text-left' : 'text-right'}`}
        title={c.title}
      >
        <button type="button" onClick={next} className="hover:text-fg">
          {c.label} {active ? (sort.dir === 'asc' ? '↑' : '↓') : ''}
        </button>
      </th>
    );
  };

  // The reference: truncation shows as `tickers_count` above the length of `data`.
  const dirAnswer = directional.data;
  const truncated =
    dirAnswer !== undefined && dirAnswer.tickers_count !== null && dirAnswer.tickers_count > dirAnswer.data.length;

  return (
    <div className="p-3">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h1 className="text-base font-semibold">Watchlist board</h1>
        <BoardListPicker value={listName} onChange={setListName} />
        <span className="text-muted">
          {session}
          {isCurrent ? ' (current)' : ''}
        </span>
        {truncated ? (
          <span className="text-warn">directional list truncated: a missing ticker is not “no evidence”</span>
        ) : null}
      </div>
      {has ? (
        <BoardFreshness
          showAtm={isCurrent}
          answers={{
            quotes: quotesForFreshness(quoteData),
            levels: board.levels.values(),
            atm: atm.data,
            directional: directional.data,
            flow: flow.data,
          }}
        />
      ) : null}
      <BoardListState name={listName} realtime={watchlist}>
        {(symbols) =>
          symbols.length === 0 ? (
            <p className="rounded border border-line bg-panel p-4">
              The watchlist is empty.{' '}
              <Link to="/watchlist" className="text-accent underline">
                Add symbols
              </Link>{' '}
              or press <kbd>Ctrl K</kbd>.
            </p>
          ) : (
            <>
              {[directional, atm, flow].map((q, i) =>
                q.isError ? <ErrorPanel key={i} error={q.error} compact onRetry={() => void q.refetch()} /> : null,
              )}
              <BoardProgressLine progress={board.progress} />
              {/* relative: the header's visually hidden text is placed inside the scroller, not past the page's edge. */}
              <div className="relative overflow-x-auto rounded border border-line bg-panel">
                <table className="w-full min-w-[80rem] border-collapse">
                  <thead className="border-b border-line text-xs text-muted">
                    <tr>
                      {COLUMNS.map(header)}
                      <th scope="col" className="px-2 py-1.5 text-left font-medium">
                        Levels computed at
                      </th>
                      <th scope="col" className="px-2 py-1.5 text-left font-medium">
                        <span className="sr-only">Loading</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody ref={tbody}>
                    {shown.map((r: BoardRow, i) => (
                      <tr
                        key={r.ticker}
                        data-ticker={r.ticker}
                        tabIndex={roving.tabIndexOf(i)}
                        aria-label={`${r.ticker}: open its GEX page`}
                        onClick={() => void navigate(rowLink(r.ticker))}
                        onFocus={() => roving.onFocusRow(i)}
                        onKeyDown={(e) => roving.onKeyDown(e, i)}
                        className="cursor-pointer border-b border-line/60 outline-offset-[-2px] hover:bg-raised focus:bg-raised focus-visible:outline-2 focus-visible:outline-accent"
                      >
                        <td className="px-2 py-1.5 font-mono font-semibold">
                          {/* The row is the tab stop; the link stays for a pointer and "open in new tab". */}
                          <Link to={rowLink(r.ticker)} tabIndex={-1} onClick={(e) => e.stopPropagation()}>
                            {r.ticker}
                          </Link>
                          {r.realtime === false ? <span className="ml-1 text-[10px] text-warn">delayed</span> : null}
                        </td>
                        <td className="num px-2" data-source={r.lastSource ?? ''}>
                          {r.last === null && quoteLoading(r.ticker) ? <Skeleton /> : formatPrice(r.last)}
                        </td>
                        <td
                          className={`num px-2 ${r.changePct === null ? '' : toneClassOf(formatPercentChange(r.changePct, 2))}`}
                        >
                          {r.changePct === null && quoteLoading(r.ticker) ? (
                            <Skeleton />
                          ) : (
                            formatPercentChange(r.changePct, 2)
                          )}
                        </td>
                        <td className="whitespace-nowrap px-2">
                          <Regime reading={r.regime} loading={regimeLoading(r.ticker)} />
                        </td>
                        {(
                          [
                            ['gamma_flip', r.flipPct, r.flipAbs],
                            ['local_gamma_transition', r.localPct, r.localAbs],
                            ['call_wall', r.callWallPct, r.callWallAbs],
                            ['put_wall', r.putWallPct, r.putWallAbs],
                            ['max_pain', r.maxPainPct, r.maxPainAbs],
                          ] as const
                        ).map(([level, pct, abs]) => (
                          <td
                            key={level}
                            className="num px-2"
                            data-level={level}
                            data-flip-variant={level === 'gamma_flip' ? r.flip.variant : undefined}
                            data-value={level === 'gamma_flip' ? (r.flip.price ?? '') : undefined}
                          >
                            <Distance
                              pct={pct}
                              abs={abs}
                              loading={loadingLevels(r.ticker) || quoteLoading(r.ticker)}
                              from={fromLabel(r)}
                            />
                          </td>
                        ))}
                        <td className="num px-2">{atm.isPending && isCurrent ? <Skeleton /> : formatIv(r.atmIv)}</td>
                        <td className="num px-2">
                          {directional.isPending ? <Skeleton /> : <Reading v={r.directional} direction={r.direction} />}
                        </td>
                        <td className="num px-2">
                          {flow.isPending ? <Skeleton /> : formatMoney(r.flowNetPremium, { signed: true })}
                        </td>
                        <td className="whitespace-nowrap px-2 text-xs text-muted" data-testid="levels-at">
                          {r.levels ? levelsComputedLabel(r.levels.spot, r.snapshotAsOf) : MISSING}
                        </td>
                        <td className="px-2 text-xs">{rowState(r.ticker)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="mt-2 text-xs text-muted" data-testid="board-basis">
                {isCurrent
                  ? 'Distances are measured from Last, the last traded price (the flow stream where live, else the latest intraday minute or the quote), not from the spot the levels were computed at. '
                  : 'Past session: distances are measured from the closing snapshot’s spot. '}
                {REGIME_DEFINITION} The board reads the {FLIP_LABEL[LEVELS_ANSWER_VARIANT]}
                {isCurrent ? ', against the last price.' : '.'}
              </p>
              <p className="mt-1 text-xs text-muted">
                Directional and flow are descriptive (calibration: none). Rows load a few requests at a time, the rows
                in view first, keeping part of the minute's budget free.{' '}
                {isCurrent ? '' : 'ATM IV is only available for the current session.'}
              </p>
            </>
          )
        }
      </BoardListState>
    </div>
  );
}
