/**
 * The trader's watchlists side by side: the service's real-time list and the local ones, each marked
 * with the feed its symbols get, and a form that makes a new local list (shown at once).
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import { Link } from 'react-router';
import { LIST_PARAM, useLocalLists, useWatchlists } from '../../data/watchlists';
import { ListFeedMark } from '../../ui/list-feed-mark';

export function listHref(name: string | null): string {
  return name === null ? '/watchlist' : `/watchlist?${LIST_PARAM}=${encodeURIComponent(name)}`;
}

export function ListTabs(props: { value: string | null; onCreated: (name: string) => void }): ReactElement {
  const lists = useWatchlists();
  const create = useLocalLists((s) => s.create);
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const onCreate = (e: FormEvent): void => {
    e.preventDefault();
    const why = create(name);
    setRefusal(why);
    if (why) return;
    props.onCreated(name.trim());
    setName('');
  };

  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 border-b border-line pb-2">
      <nav aria-label="Watchlists" className="flex flex-wrap gap-1">
        {lists.map((l) => (
          <Link
            key={l.name ?? ''}
            to={listHref(l.name)}
            aria-current={l.name === props.value ? 'page' : undefined}
            className="flex items-baseline gap-1.5 rounded border border-line px-2 py-0.5 hover:border-accent aria-[current=page]:border-accent aria-[current=page]:bg-raised"
          >
            <span>{l.label}</span>
            <ListFeedMark realtime={l.realtime} />
          </Link>
        ))}
      </nav>
      <form onSubmit={onCreate} className="ml-auto flex gap-1">
        <label className="sr-only" htmlFor="new-list">
          New list name
        </label>
        <input
          id="new-list"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="New list (e.g. Semis)"
          autoComplete="off"
          className="w-44 rounded border border-line bg-raised px-2 py-0.5"
        />
        <button type="submit" className="rounded border border-line bg-raised px-2 py-0.5 hover:border-accent">
          Create list
        </button>
      </form>
      {refusal ? (
        <p role="alert" className="w-full text-down">
          ✕ {refusal}
        </p>
      ) : null}
    </div>
  );
}
