/**
 * The picker of a named watchlist (null: the service's real-time list), each marked real-time or local
 * with its size. A name this browser has no list of (a shared link's) stays picked and says so.
 */
import type { ReactElement } from 'react';
import { useWatchlists } from '../data/watchlists';
import { ListFeedMark } from './list-feed-mark';

export function WatchlistPicker(props: {
  /** The select's id (its label points at it); unique on the page. */
  id: string;
  /** The label shown before it. */
  label: string;
  /** The accessible name, where the shown label is not enough ("List of Board"). */
  ariaLabel?: string;
  value: string | null;
  onChange: (name: string | null) => void;
  /** Small, for a panel's header; the feed mark is left out. */
  compact?: boolean;
}): ReactElement {
  const lists = useWatchlists();
  const picked = lists.find((l) => l.name === props.value);
  return (
    <span className="flex items-center gap-1.5">
      <label htmlFor={props.id} className="text-xs text-muted">
        {props.label}
      </label>
      <select
        id={props.id}
        aria-label={props.ariaLabel}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value === '' ? null : e.target.value)}
        className={`rounded border border-line bg-raised ${props.compact ? 'px-1 text-xs' : 'px-1.5 py-0.5'}`}
      >
        {lists.map((l) => (
          <option key={l.name ?? ''} value={l.name ?? ''}>
            {l.label} {l.realtime ? '(real-time)' : `(local, ${l.symbols.length})`}
          </option>
        ))}
        {picked ? null : <option value={props.value ?? ''}>{props.value} (not in this browser)</option>}
      </select>
      {picked && !props.compact ? <ListFeedMark realtime={picked.realtime} /> : null}
    </span>
  );
}
