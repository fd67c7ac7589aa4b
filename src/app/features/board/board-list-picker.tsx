/**
 * The picker of the watchlist the board shows (`?list=<name>`; absent: the service's real-time list),
 * and the states a picked list can be in before the board has rows to show.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Watchlist } from '../../data/watchlist';
import { useListView } from '../../data/watchlists';
import { WatchlistPicker } from '../../ui/watchlist-picker';
import { QueryState } from '../../ui/query-state';

export function BoardListPicker(props: {
  value: string | null;
  onChange: (name: string | null) => void;
}): ReactElement {
  return <WatchlistPicker id="board-list" label="List" value={props.value} onChange={props.onChange} />;
}

/**
 * The picked list's symbols handed to the board, or what stands in for them: the real-time list loading
 * or failing, a local list this browser does not have (a shared link), an empty local list.
 */
export function BoardListState(props: {
  name: string | null;
  realtime: UseQueryResult<Watchlist>;
  children: (symbols: readonly string[]) => ReactNode;
}): ReactElement {
  const list = useListView(props.name);
  if (props.name === null) {
    return (
      <QueryState query={props.realtime} label="watchlist">
        {(wl) => props.children(wl.symbols)}
      </QueryState>
    );
  }
  if (!list || list.symbols.length === 0) {
    return (
      <p className="rounded border border-line bg-panel p-4" data-testid="board-list-empty">
        {list ? `${props.name} is empty.` : `This browser has no list named ${props.name}.`}{' '}
        <Link to="/watchlist" className="text-accent underline">
          Manage lists
        </Link>
      </p>
    );
  }
  return <>{props.children(list.symbols)}</>;
}
