/**
 * /flow: the live options-flow tape. Streamed `flow_order` rows (through the shared stream worker)
 * joined by event_id with REST history, for the watchlist or a chosen set of tickers.
 */
import { useQuery } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { budgetQuery } from '../../data/bff-status';
import { useHeaderBudget } from '../../data/budget-store';
import { useWatchlist } from '../../data/watchlist';
import { useFlowStream } from '../../stream/stream-client';
import type { FlowOrderRow, StreamRow } from '../../stream/protocol';
import { useStreamStatus } from '../../stream/stream-status';
import { formatCount } from '../../ui/format';
import { ActiveContractsPanel } from './active-contracts-panel';
import { useFlowPrefs } from './flow-prefs';
import { FlowSummaryPanel } from './flow-summary-panel';
import { PHONE_COLUMNS, TAPE_COLUMNS, type ColumnId } from './tape-columns';
import { tapeCsv } from './tape-csv';
import { fromFlowOrder } from '../../data/tape-entry';
import { isFilterActive } from './tape-filter';
import { floorsOf } from './tape-floors';
import { TapeFilters } from './tape-filters';
import { loadEarlier, loadFirstPage, tapeStore, useTapeHistory } from './tape-session';
import { TapeTable } from './tape-table';
import { useFillHeight } from '../../ui/use-fill-height';
import { StreamBadge } from './stream-badge';
import { useNarrowScreen } from '../../ui/use-narrow-screen';
import { useKeyTier } from '../../data/bff-status';
import { ProAddsNotice } from '../../ui/pro-adds-notice';
import { useTapeFilterParam, useTapeSortParam } from './tape-url';
import { csvFileName, downloadCsv } from '../../ui/csv-export';
import { DriftMark } from '../../ui/drift-mark';
import { exposeTapeTickers, sampleScreenLatency } from './tape-test-hook';

function isFlowOrder(r: StreamRow): r is FlowOrderRow {
  return 'order' in r && 'ts_ms' in r;
}

function exportTapeCsv(columns: typeof TAPE_COLUMNS): void {
  downloadCsv(csvFileName('flow-tape', Date.now()), tapeCsv(tapeStore.visibleRows(), columns));
}

export function FlowPage(props: { aside?: ReactNode } = {}): ReactElement {
  const prefs = useFlowPrefs();
  const watchlist = useWatchlist();
  const status = useStreamStatus((s) => s.flow);
  const history = useTapeHistory();
  const [manualPause, setManualPause] = useState(false);
  const [hoverPause, setHoverPause] = useState(false);
  const [filter, setFilter] = useTapeFilterParam();
  // The sort a trader kept before it moved to the URL stays their default.
  const [sort, setSort] = useTapeSortParam(prefs.sort);
  const tableBox = useRef<HTMLDivElement>(null);
  const tableHeight = useFillHeight(tableBox, { min: 320, initial: 600 }) ?? 600;

  const tickers = useMemo<string[] | null>(() => {
    if (prefs.source === 'custom') return prefs.custom;
    return watchlist.data ? [...watchlist.data.symbols] : null;
  }, [prefs.source, prefs.custom, watchlist.data]);

  // Live rows: applied once per frame by the stream client, kept in the tape store, not React state.
  const onRows = useCallback((rows: readonly StreamRow[], receivedAt: readonly number[], replay: boolean) => {
    const entries = [];
    for (const r of rows) if (isFlowOrder(r)) entries.push(fromFlowOrder(r));
    tapeStore.add(entries);
    if (replay || receivedAt.length === 0) return;
    sampleScreenLatency(receivedAt);
  }, []);
  useFlowStream(tickers, onRows);

  // History is asked with the floors the service applies (rows it filters out are never charged).
  const floors = useMemo(() => floorsOf(filter), [filter]);
  useEffect(() => {
    exposeTapeTickers(tickers ?? []);
    if (tickers && tickers.length > 0) loadFirstPage(tickers, floors);
  }, [tickers, floors]);

  useEffect(() => tapeStore.setFilter(filter), [filter]);
  useEffect(() => tapeStore.setSort(sort), [sort]);
  useEffect(
    () => tapeStore.setPaused(manualPause || (prefs.pauseOnHover && hoverPause)),
    [manualPause, hoverPause, prefs.pauseOnHover],
  );

  const narrow = useNarrowScreen();
  const columns = useMemo(
    () => TAPE_COLUMNS.filter((c) => (narrow ? PHONE_COLUMNS.includes(c.id) : !prefs.hidden.includes(c.id))),
    [prefs.hidden, narrow],
  );
  // Choices come from what the tape has carried (the reference names `sweep` only as an example).
  const orderTypes = useOrderTypes();

  const rejected = status.rejected ?? [];
  return (
    <div className="flex flex-col gap-2 p-3" data-testid="flow-page">
      <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-lg font-semibold">Options flow tape</h1>
        <TickerSource tickers={tickers} loading={watchlist.isPending && prefs.source === 'watchlist'} />
        <StreamBadge state={status.state} reason={status.reason} retryAt={status.retryAt} drift={status.drift} />
        <FlowBudget />
      </header>
      {rejected.length > 0 ? (
        <p
          role="status"
          className="rounded border border-warn/60 px-2 py-1 text-xs text-warn"
          data-testid="rejected-tickers"
        >
          ⚠ Not streamed (outside the real-time watchlist): {rejected.join(', ')}. Add them to the watchlist to stream
          them.
        </p>
      ) : null}
      {/* On a phone the tape is what the trader came for: the two panels go below it (order only). On a
          desktop their loaded height (310 px) is held from the first paint, so the tape below does not jump
          as they fill: that was most of /flow's layout shift. */}
      <div className="grid grid-cols-1 gap-3 max-sm:order-last lg:min-h-80 lg:grid-cols-2" data-testid="flow-panels">
        <FlowSummaryPanel tickers={tickers} />
        <ActiveContractsPanel tickers={tickers} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <button
          type="button"
          aria-pressed={manualPause}
          onClick={() => setManualPause((p) => !p)}
          className={`rounded border px-2 py-0.5 ${manualPause ? 'border-warn text-warn' : 'border-line'}`}
        >
          {manualPause ? '▶ Resume' : '❚❚ Pause'}
        </button>
        <PausedCount manual={manualPause} />
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={prefs.pauseOnHover}
            onChange={(e) => prefs.set({ pauseOnHover: e.target.checked })}
          />
          hold rows while hovering
        </label>
        <ColumnChooser hidden={prefs.hidden} onChange={(hidden) => prefs.set({ hidden })} />
        <button type="button" className="rounded border border-line px-2 py-0.5" onClick={() => exportTapeCsv(columns)}>
          ⇩ Export CSV (<TapeCount what="visible" /> rows)
        </button>
        <button
          type="button"
          className="rounded border border-line px-2 py-0.5 disabled:opacity-50"
          disabled={!tickers || tickers.length === 0 || history.loading || (history.pages > 0 && history.exhausted)}
          onClick={() => tickers && loadEarlier(tickers)}
          title="Fetches up to 500 older rows; each row counts against the daily flow-row budget"
        >
          {history.loading
            ? 'Loading…'
            : history.pages > 0 && history.exhausted
              ? 'No earlier rows'
              : '⟲ Load earlier (500 rows of budget)'}
        </button>
        <span className="text-muted" data-testid="tape-counts">
          <TapeCount what="visible" /> shown of <TapeCount what="held" /> held
          {isFilterActive(filter) ? ' (filtered)' : ''}
        </span>
        {history.rowsUnplaced > 0 ? (
          <span
            className="text-warn"
            data-testid="tape-unplaced"
            title="Rows of the REST tape without an event_id or a print time"
          >
            {history.rowsUnplaced} history rows could not be placed (contract drift)
          </span>
        ) : null}
      </div>
      <TapeFilters filter={filter} orderTypes={orderTypes} onChange={setFilter} />
      <HistoryNotice />
      <div ref={tableBox} className="flex min-h-0 gap-3" style={{ height: tableHeight }}>
        <TapeTable
          store={tapeStore}
          columns={columns}
          sort={sort}
          onSort={setSort}
          onHover={setHoverPause}
          empty={<EmptyTape tickers={tickers} state={status.state} />}
        />
        {props.aside ? <aside className="hidden w-72 shrink-0 overflow-y-auto lg:block">{props.aside}</aside> : null}
      </div>
    </div>
  );
}

function TickerSource(props: { tickers: readonly string[] | null; loading: boolean }): ReactElement {
  const prefs = useFlowPrefs();
  return (
    <div className="flex items-center gap-2 text-xs">
      <label className="flex items-center gap-1">
        <span className="text-muted">Stream</span>
        <select
          className="rounded border border-line bg-bg px-1 py-0.5"
          value={prefs.source}
          onChange={(e) => prefs.set({ source: e.target.value === 'custom' ? 'custom' : 'watchlist' })}
        >
          <option value="watchlist">watchlist</option>
          <option value="custom">chosen tickers</option>
        </select>
      </label>
      {prefs.source === 'custom' ? (
        <input
          aria-label="Chosen tickers"
          defaultValue={prefs.custom.join(' ')}
          placeholder="SPY QQQ"
          className="w-40 rounded border border-line bg-bg px-1 py-0.5 uppercase"
          onBlur={(e) =>
            prefs.set({
              custom: e.target.value
                .split(/[\s,]+/)
                .filter(Boolean)
                .map((t) => t.toUpperCase()),
            })
          }
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
        />
      ) : (
        <span className="text-muted" data-testid="tape-tickers">
          {props.loading
            ? 'loading watchlist…'
            : props.tickers && props.tickers.length > 0
              ? props.tickers.join(' ')
              : 'watchlist is empty'}
        </span>
      )}
    </div>
  );
}

function FlowBudget(): ReactElement {
  const budget = useQuery(budgetQuery);
  const header = useHeaderBudget((s) => s.flowRows);
  const fr = budget.data?.flow_rows;
  const remaining = fr?.remaining ?? header?.remaining ?? null;
  const limit = fr?.limit ?? header?.limit ?? null;
  const low = remaining !== null && limit !== null && limit > 0 && remaining / limit < 0.1;
  return (
    <span
      className={`text-xs ${low ? 'text-warn' : 'text-muted'}`}
      data-testid="flow-row-budget"
      title="Daily flow rows, shared by the stream and the REST tape; resets 00:00 UTC"
    >
      Flow rows left today: <span className="num">{formatCount(remaining)}</span> /{' '}
      <span className="num">{formatCount(limit)}</span>
      {low ? ' ⚠ low' : ''}
    </span>
  );
}

function HistoryNotice(): ReactElement | null {
  const h = useTapeHistory();
  // The history's drift stands beside any other notice: rows read with a field of another name show "—".
  const drift = h.drift.length > 0 ? <DriftMark fields={h.drift} /> : null;
  const notice = historyText(h);
  if (!drift) return notice;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {drift}
      {notice}
    </div>
  );
}

function historyText(h: ReturnType<typeof useTapeHistory.getState>): ReactElement | null {
  if (h.error)
    return (
      <p role="alert" className="text-xs text-down">
        ✕ History: {h.error}
      </p>
    );
  if (h.degraded)
    return (
      <p className="text-xs text-warn">
        ⚠ The live feed is degraded upstream; history may be incomplete. Try “Load earlier” again in a few seconds.
      </p>
    );
  if (h.staleLiveWindow)
    return <p className="text-xs text-muted">ℹ Market closed: the live window is empty. {h.hint ?? ''}</p>;
  if (h.cut)
    return (
      <p className="text-xs text-warn" data-testid="tape-history-cut">
        ⚠ The service sent a full page without a paging cursor: earlier rows were asked by time, and rows at that page
        boundary may be missing.
      </p>
    );
  return null;
}

function EmptyTape(props: { tickers: readonly string[] | null; state: string }): ReactElement {
  const tier = useKeyTier((s) => s.tier);
  // A free key is refused the stream (4003) and the REST tape: say what Pro adds, not only that it stopped.
  if (tier === 'free') {
    return (
      <div className="p-3">
        <ProAddsNotice label="the live flow tape: every large order as it prints, with its lean, filters, presets and CSV" />
      </div>
    );
  }
  let text = 'Waiting for the first large order…';
  if (props.tickers === null) text = 'Loading the watchlist…';
  else if (props.tickers.length === 0) text = 'No tickers to stream: add symbols to the watchlist, or choose tickers.';
  else if (props.state === 'stopped') text = 'The stream is stopped (see the reason above).';
  return <p className="p-4 text-muted">{text}</p>;
}

function ColumnChooser(props: { hidden: readonly ColumnId[]; onChange: (hidden: ColumnId[]) => void }): ReactElement {
  return (
    <details className="relative">
      <summary className="cursor-pointer rounded border border-line px-2 py-0.5">Columns</summary>
      <div className="absolute z-20 mt-1 flex w-44 flex-col gap-0.5 rounded border border-line bg-raised p-2 shadow-lg">
        {TAPE_COLUMNS.map((c) => (
          <label key={c.id} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={!props.hidden.includes(c.id)}
              onChange={(e) =>
                props.onChange(e.target.checked ? props.hidden.filter((h) => h !== c.id) : [...props.hidden, c.id])
              }
            />
            {c.label}
          </label>
        ))}
      </div>
    </details>
  );
}

/** Counts re-render on every store change; the rest of the page does not. */
function TapeCount(props: { what: 'visible' | 'held' }): ReactElement {
  useSyncExternalStore(tapeStore.subscribe, tapeStore.getVersion);
  return <span className="num">{formatCount(props.what === 'visible' ? tapeStore.visibleCount : tapeStore.size)}</span>;
}

function PausedCount(props: { manual: boolean }): ReactElement | null {
  useSyncExternalStore(tapeStore.subscribe, tapeStore.getVersion);
  if (!tapeStore.isPaused) return null;
  return (
    <span role="status" className="text-warn" data-testid="paused-count">
      {props.manual ? 'Paused' : 'Held while hovering'} — {formatCount(tapeStore.pendingCount)} new rows waiting
    </span>
  );
}

function useOrderTypes(): string[] {
  const key = useSyncExternalStore(tapeStore.subscribe, () => [...tapeStore.orderTypes].sort().join('\u0000'));
  return useMemo(() => (key === '' ? [] : key.split('\u0000')), [key]);
}
