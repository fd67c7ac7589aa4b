/**
 * One local watchlist, kept in this browser: rename, delete, add and remove symbols. Its symbols are not
 * on the service's real-time list, so each quote says whether it is delayed (the service's delay block);
 * a quote is asked once a session per symbol (the board's request, same key), and nothing is streamed.
 */
import { useQueries } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useCurrentSession } from '../../data/current-session';
import { liveQuoteQuery } from '../../data/live-price';
import { useUniverse } from '../../data/universe';
import { MAX_LOCAL_SYMBOLS, useListView, useLocalLists } from '../../data/watchlists';
import { DataTable } from '../../ui/data-table';
import { ListFeedMark } from '../../ui/list-feed-mark';
import { watchlistQuote } from './watchlist-quote';
import { watchlistColumns } from './watchlist-columns';

export function LocalListPanel(props: { name: string; onRenamed: (name: string | null) => void }): ReactElement {
  const { name } = props;
  const list = useListView(name);
  const { add, drop, rename, remove } = useLocalLists();
  const universe = useUniverse();
  const { session } = useCurrentSession();
  const [symbol, setSymbol] = useState('');
  const [newName, setNewName] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const symbols = list?.symbols ?? [];
  const quotes = useQueries({
    queries: symbols.map((t) => ({ ...liveQuoteQuery(t, session, () => false), staleTime: Infinity })),
  });

  const columns = watchlistColumns({
    actions: (r) => (
      <button
        type="button"
        aria-label={`Remove ${r.ticker} from ${name}`}
        onClick={() => drop(name, r.ticker)}
        className="rounded border border-line px-1.5 text-muted hover:border-down hover:text-down"
      >
        Remove
      </button>
    ),
  });

  if (!list)
    return (
      <p className="rounded border border-line bg-panel p-4">
        This browser has no list named {name}.{' '}
        <Link to="/watchlist" className="text-accent underline">
          Back to the real-time list
        </Link>
      </p>
    );

  const onAdd = (e: FormEvent): void => {
    e.preventDefault();
    const t = symbol.trim().toUpperCase();
    if (universe.data && universe.data.length > 0 && !universe.data.includes(t)) {
      setMessage(`${t} is not in the service's universe.`);
      return;
    }
    const why = add(name, t);
    setMessage(why);
    if (!why) setSymbol('');
  };
  const onRename = (e: FormEvent): void => {
    e.preventDefault();
    const why = rename(name, newName ?? '');
    setMessage(why);
    if (why) return;
    setNewName(null);
    props.onRenamed((newName ?? '').trim());
  };
  const button = 'rounded border border-line bg-raised px-2 py-0.5 hover:border-accent';

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-baseline gap-3">
        <h1 className="text-base font-semibold">{name}</h1>
        <ListFeedMark realtime={false} />
        <span className="num text-muted" data-testid="local-list-count">
          {symbols.length} / {MAX_LOCAL_SYMBOLS} symbols
        </span>
        {newName === null ? (
          <button type="button" className={button} onClick={() => setNewName(name)}>
            Rename
          </button>
        ) : (
          <form onSubmit={onRename} className="flex gap-1">
            <label className="sr-only" htmlFor="rename-list">
              New name for {name}
            </label>
            <input
              id="rename-list"
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
              className="w-40 rounded border border-line bg-raised px-2 py-0.5"
            />
            <button type="submit" className={button}>
              Save name
            </button>
          </form>
        )}
        <button
          type="button"
          className={`${button} hover:border-down hover:text-down`}
          onClick={() => {
            if (!confirmDelete) return setConfirmDelete(true);
            remove(name);
            props.onRenamed(null);
          }}
        >
          {confirmDelete ? `Delete ${name} for good` : 'Delete list'}
        </button>
      </div>
      <p className="mb-3 text-xs text-muted">
        A local list lives in this browser. Its symbols get no real-time feed unless they are also on the real-time
        list; each quote below says whether the service delays it. The board can show this list.
      </p>
      <form onSubmit={onAdd} className="mb-3 flex gap-2">
        <label className="sr-only" htmlFor="add-local-symbol">
          Symbol to add to {name}
        </label>
        <input
          id="add-local-symbol"
          value={symbol}
          onChange={(e) => setSymbol(e.target.value)}
          placeholder="Add a symbol (e.g. AMD)"
          autoComplete="off"
          className="w-56 rounded border border-line bg-raised px-2 py-1 font-mono uppercase"
        />
        <button type="submit" className={button}>
          Add to list
        </button>
      </form>
      {message ? (
        <p role="alert" className="mb-2 rounded border border-down/60 px-2 py-1 text-down">
          ✕ {message}
        </p>
      ) : null}
      {symbols.length === 0 ? (
        <p className="rounded border border-line bg-panel p-4 text-muted">No symbols yet. Add one above.</p>
      ) : (
        <DataTable
          id="local-list"
          label={`Symbols of ${name}`}
          columns={columns}
          rows={symbols.map((t, i) => ({
            index: i,
            ticker: t,
            quote: watchlistQuote(t, { quote: quotes[i]?.data, streamed: undefined, snapshotSpot: undefined }),
            loading: quotes[i]?.isFetching === true,
            failed: quotes[i]?.isError ? quotes[i].error.message : null,
          }))}
          rowKey={(r) => r.ticker}
          rowAttributes={(r) => ({ 'data-testid': `local-row-${r.ticker}` })}
          className="rounded border border-line bg-panel"
        />
      )}
    </div>
  );
}
