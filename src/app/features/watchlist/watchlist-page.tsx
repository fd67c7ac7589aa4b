/**
 * The trader's watchlists. The account's real-time one: add, remove, reorder, with the 25-active and
 * 50-a-day limits shown before they are hit; changes show at once and are undone, with a message, if the
 * service refuses. Beside it, named local lists (local-list-panel.tsx); `?list=` names the one shown.
 */
import { parseTicker } from '../../../api/ticker';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactElement } from 'react';
import { additionsToday, useAdditions } from '../../data/additions-store';
import { useCurrentSession } from '../../data/current-session';
import { liveQuoteQuery, useStreamSpots } from '../../data/live-price';
import { spotQuotes } from '../../data/readers';
import { useUniverse } from '../../data/universe';
import { contractDriftOf } from '../../data/contract-read';
import {
  MAX_ACTIVE_DEFAULT,
  MAX_DAILY_ADDITIONS_DEFAULT,
  useSaveWatchlist,
  useWatchlist,
  watchlistWriteBlock,
} from '../../data/watchlist';
import { useListParam } from '../../data/watchlists';
import { DataTable } from '../../ui/data-table';
import { DriftMark } from '../../ui/drift-mark';
import { ListFeedMark } from '../../ui/list-feed-mark';
import { ErrorPanel, QueryState } from '../../ui/query-state';
import { ListTabs } from './list-tabs';
import { LocalListPanel } from './local-list-panel';
import { watchlistSpots } from './queries';
import { canAdd, limitWarning, move, moveTo } from './watchlist-limits';
import { watchlistQuote, type WatchlistQuote } from './watchlist-quote';
import { watchlistColumns } from './watchlist-columns';

function RealtimeWatchlist(): ReactElement {
  const watchlist = useWatchlist();
  const save = useSaveWatchlist();
  const additions = useAdditions();
  const [input, setInput] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const universe = useUniverse();
  const symbols = useMemo(() => watchlist.data?.symbols ?? [], [watchlist.data]);
  const today = additionsToday(additions);
  const limits = {
    active: symbols.length,
    maxActive: watchlist.data?.max_active ?? MAX_ACTIVE_DEFAULT,
    additionsToday: today.length,
    maxAdditions: watchlist.data?.max_daily_additions ?? MAX_DAILY_ADDITIONS_DEFAULT,
  };
  const warning = limitWarning(limits);
  const writeBlock = watchlistWriteBlock(watchlist.data);

  // The ATM batch (one request) gives every symbol a price at once; each symbol's quote, asked once a
  // session (the board's, same key), gives the last trade, the previous close and the feed; the flow
  // stream keeps the price moving.
  const quotes = useQuery({
    ...watchlistSpots(symbols),
    enabled: symbols.length > 0,
    // An added or removed symbol refetches the batch: keep the known prices on screen meanwhile.
    placeholderData: keepPreviousData,
  });
  const snapshotSpots = spotQuotes(quotes.data?.results);
  const { session: currentSession } = useCurrentSession();
  const symbolQuotes = useQueries({
    queries: symbols.map((t) => ({
      ...liveQuoteQuery(t, currentSession, () => false),
      staleTime: Infinity,
      enabled: watchlist.data !== undefined,
    })),
  });
  const streamed = useStreamSpots(symbols);
  const quoteOf = (t: string, i: number): WatchlistQuote =>
    watchlistQuote(t, {
      quote: symbolQuotes[i]?.data,
      streamed: streamed.get(t),
      snapshotSpot: snapshotSpots.get(t),
    });

  const replace = (next: readonly string[], label: string): void => {
    setMessage(null);
    save.mutate({ symbols: next, label });
  };

  const columns = watchlistColumns({
    handle: true,
    actions: (r) => (
      <>
        <button
          type="button"
          aria-label={`Move ${r.ticker} up`}
          disabled={r.index === 0}
          onClick={() => replace(move(symbols, r.index, -1), `Moving ${r.ticker}`)}
          className="px-1 text-muted hover:text-fg disabled:opacity-30"
        >
          ↑
        </button>
        <button
          type="button"
          aria-label={`Move ${r.ticker} down`}
          disabled={r.index === symbols.length - 1}
          onClick={() => replace(move(symbols, r.index, 1), `Moving ${r.ticker}`)}
          className="px-1 text-muted hover:text-fg disabled:opacity-30"
        >
          ↓
        </button>
        <button
          type="button"
          aria-label={`Remove ${r.ticker}`}
          onClick={() =>
            replace(
              symbols.filter((s) => s !== r.ticker),
              `Removing ${r.ticker}`,
            )
          }
          className="ml-2 rounded border border-line px-1.5 text-muted hover:border-down hover:text-down"
        >
          Remove
        </button>
      </>
    ),
  });

  const onAdd = (e: FormEvent): void => {
    e.preventDefault();
    const t = parseTicker(input);
    if (!t) {
      setMessage('Type a ticker symbol, e.g. SPY.');
      return;
    }
    if (universe.data && universe.data.length > 0 && !universe.data.includes(t)) {
      setMessage(`${t} is not in the service's universe.`);
      return;
    }
    const v = canAdd(limits, t, symbols, today);
    if (!v.ok) {
      setMessage(v.reason);
      return;
    }
    setInput('');
    replace([...symbols, t], `Adding ${t}`);
  };

  const suggestions = (universe.data ?? [])
    .filter((t) => !symbols.includes(t) && input && t.startsWith(input.toUpperCase()))
    .slice(0, 20);

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-baseline gap-3">
        <h1 className="text-base font-semibold">Watchlist</h1>
        <ListFeedMark realtime />
        <span className="num text-muted" data-testid="watchlist-count">
          {limits.active} / {limits.maxActive} active
        </span>
        <span className="num text-muted" title="Counted in this browser: the service does not report today's usage">
          {limits.additionsToday} / {limits.maxAdditions} additions today (UTC)
        </span>
        {save.isPending ? <span className="text-xs text-muted">saving…</span> : null}
        <DriftMark fields={contractDriftOf(watchlist.data)} />
      </div>
      {watchlist.data && writeBlock ? (
        <p
          role="status"
          data-testid="watchlist-write-block"
          className="mb-2 rounded border border-down/60 px-2 py-1 text-down"
        >
          ⚠ Changes are not saved: {writeBlock}.
        </p>
      ) : null}
      <p className="mb-3 text-xs text-muted">
        Watchlisted symbols get real-time quotes and a shorter flow delay; the others are delayed. The board shows these
        symbols.
      </p>
      {warning ? (
        <p role="status" data-testid="limit-warning" className="mb-2 rounded border border-warn/60 px-2 py-1 text-warn">
          ⚠ {warning}
        </p>
      ) : null}
      <form onSubmit={onAdd} className="mb-3 flex gap-2">
        <label className="sr-only" htmlFor="add-symbol">
          Symbol to add
        </label>
        <input
          id="add-symbol"
          list="universe-list"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder="Add a symbol (e.g. NVDA)"
          autoComplete="off"
          className="w-56 rounded border border-line bg-raised px-2 py-1 font-mono uppercase"
        />
        <datalist id="universe-list">
          {suggestions.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <button type="submit" className="rounded border border-line bg-raised px-3 py-1 hover:border-accent">
          Add
        </button>
      </form>
      {quotes.isError ? <ErrorPanel error={quotes.error} compact onRetry={() => void quotes.refetch()} /> : null}
      {message ? (
        <p
          role="alert"
          data-testid="watchlist-message"
          className="mb-2 rounded border border-down/60 px-2 py-1 text-down"
        >
          ✕ {message}
        </p>
      ) : null}
      <QueryState query={watchlist} label="watchlist">
        {() =>
          symbols.length === 0 ? (
            <p className="rounded border border-line bg-panel p-4 text-muted">No symbols yet. Add one above.</p>
          ) : (
            // Scrolls sideways inside its box on a narrow screen, never the page; reachable by keyboard.
            // relative: the header's visually hidden text is placed inside the scroller, not past the page's edge.
            <DataTable
              id="watchlist"
              label="Watchlist symbols"
              columns={columns}
              rows={symbols.map((t, i) => ({
                index: i,
                ticker: t,
                quote: quoteOf(t, i),
                loading: quotes.isFetching || symbolQuotes[i]?.isFetching === true,
                failed: symbolQuotes[i]?.isError ? symbolQuotes[i].error.message : null,
              }))}
              rowKey={(r) => r.ticker}
              rowAttributes={(r) => ({ 'data-testid': `watchlist-row-${r.ticker}` })}
              onReorder={(moved, onto) => replace(moveTo(symbols, moved.index, onto.index), `Moving ${moved.ticker}`)}
              className="rounded border border-line bg-panel"
            />
          )
        }
      </QueryState>
    </div>
  );
}

export function WatchlistPage(): ReactElement {
  const [listName, setListName] = useListParam();
  return (
    <div className="mx-auto max-w-4xl p-3">
      <ListTabs value={listName} onCreated={setListName} />
      {listName === null ? (
        <RealtimeWatchlist />
      ) : (
        <LocalListPanel key={listName} name={listName} onRenamed={setListName} />
      )}
    </div>
  );
}
