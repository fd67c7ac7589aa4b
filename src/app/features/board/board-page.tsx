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
import { REGIME_DEFINITION } from '../../data/gamma-regime';
import { FLIP_LABEL, LEVELS_ANSWER_VARIANT } from '../../data/readings/flip';
import { useCurrentSession } from '../../data/current-session';
import { CURRENT, useSessionParam } from '../../data/url-state';
import { useWatchlist } from '../../data/watchlist';
import { useListParam, useListView } from '../../data/watchlists';
import { DataTable } from '../../ui/data-table';
import { ErrorPanel } from '../../ui/query-state';
import { BOARD_COLUMNS, type BoardLine } from './board-columns';
import { BoardFreshness } from './board-freshness';
import { BoardListPicker, BoardListState } from './board-list-picker';
import { BoardProgressLine } from './board-progress';
import { useBoardQueries } from './board-queries';
import { quotesForFreshness } from './quote-freshness';
import { buildBoardRows, type QuoteAnswer } from './board-rows';

/** Directional scores of the whole market (the route's most rows), so every watchlist symbol is in. */
const BOARD_DIRECTIONAL_ROWS = 500;

/** The tickers of the rows on screen, which load first; rows are found by their `data-ticker`. */
function useVisibleRows(box: React.RefObject<HTMLDivElement | null>, count: number): ReadonlySet<string> {
  const [visible, setVisible] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const el = box.current;
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
  }, [box, count]);
  return visible;
}

/**
 * The board of the list in the URL (`?list=`), with its picker; a desk's board panel passes `list`
 * (null: the real-time list) and picks it in the panel's own header.
 */
export function BoardPage(props: { list?: string | null }): ReactElement {
  const watchlist = useWatchlist();
  const [sessionValue] = useSessionParam();
  const { session: current } = useCurrentSession();
  const session = sessionValue === CURRENT ? current : sessionValue;
  const isCurrent = sessionValue === CURRENT;
  const [urlList, setListName] = useListParam();
  const listName = props.list === undefined ? urlList : props.list;
  const list = useListView(listName);
  const tickers = useMemo(() => list?.symbols ?? [], [list]);
  // The flow stream carries only the real-time list's symbols; the others are read by request alone.
  const streamable = useMemo(() => watchlist.data?.symbols ?? [], [watchlist.data]);
  const navigate = useNavigate();
  const tableBox = useRef<HTMLDivElement>(null);
  const visible = useVisibleRows(tableBox, tickers.length);
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
  const rowLink = (ticker: string): string => `/gex/${ticker}${isCurrent ? '' : `?session=${session}`}`;
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

  const lines: BoardLine[] = rows.map((row) => ({
    row,
    link: rowLink(row.ticker),
    loading: {
      quote: quoteLoading(row.ticker),
      levels: loadingLevels(row.ticker),
      regime: regimeLoading(row.ticker),
      atm: atm.isPending && isCurrent,
      directional: directional.isPending,
      flow: flow.isPending,
    },
    state: rowState(row.ticker),
  }));

  // The reference: truncation shows as `tickers_count` above the length of `data`.
  const dirAnswer = directional.data;
  const truncated =
    dirAnswer !== undefined && dirAnswer.tickers_count !== null && dirAnswer.tickers_count > dirAnswer.data.length;

  return (
    <div className="p-3">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h1 className="text-base font-semibold">Watchlist board</h1>
        {props.list === undefined ? <BoardListPicker value={listName} onChange={setListName} /> : null}
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
              <div ref={tableBox}>
                <DataTable
                  id="board"
                  label="Watchlist board"
                  columns={BOARD_COLUMNS}
                  rows={lines}
                  rowKey={(l) => l.row.ticker}
                  onRowActivate={(l) => void navigate(l.link)}
                  rowLabel={(l) => `${l.row.ticker}: open its GEX page`}
                  rowAttributes={(l) => ({ 'data-ticker': l.row.ticker })}
                  // relative: the header's visually hidden text is placed inside the box, not past the page's edge.
                  className="relative rounded border border-line bg-panel"
                  tableClassName="min-w-[80rem] [&_td]:py-1 [&_th]:py-1.5"
                />
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
