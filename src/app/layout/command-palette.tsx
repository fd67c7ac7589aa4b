/**
 * Ctrl-K / `/` palette over the universe and the watchlist: open a ticker's GEX workspace, add or
 * remove it from the watchlist, jump to a page. Loaded on first open so the home route stays small.
 */
import { parseTicker } from '../../api/ticker';
import { Command } from 'cmdk';
import { useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useUniverse } from '../data/universe';
import { useSaveWatchlist, useWatchlist } from '../data/watchlist';
import { useTheme } from './theme-store';

const PAGES = [
  { to: '/', label: 'Board' },
  { to: '/watchlist', label: 'Watchlist' },
  { to: '/flow', label: 'Flow tape' },
  { to: '/rankings', label: 'Rankings' },
];

const itemClass =
  'flex cursor-pointer items-center justify-between rounded px-2 py-1.5 data-[selected=true]:bg-raised data-[selected=true]:text-fg';

export function CommandPalette(props: { onClose: () => void }): ReactElement {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const universe = useUniverse();
  const watchlist = useWatchlist();
  const save = useSaveWatchlist();
  const toggleTheme = useTheme((s) => s.toggle);
  const watched = watchlist.data?.symbols ?? [];
  const query = search.trim().toUpperCase();
  const others = (universe.data ?? []).filter((t) => !watched.includes(t));
  // Show the universe only once the user types: 500 rows of tickers is noise.
  const matches = query ? others.filter((t) => t.startsWith(query)).slice(0, 30) : [];
  const exactUnknown = parseTicker(query) !== null && !watched.includes(query) && !others.includes(query);

  const go = (to: string): void => {
    props.onClose();
    void navigate(to);
  };
  const add = (t: string): void => {
    save.mutate({ symbols: [...watched, t], label: `Adding ${t}` });
    props.onClose();
  };

  return (
    <Command label="Command palette" shouldFilter={false} className="flex max-h-[70vh] flex-col">
      <Command.Input
        autoFocus
        value={search}
        onValueChange={setSearch}
        placeholder="Ticker, page or action…"
        className="border-b border-line bg-transparent px-4 py-3 text-base outline-none"
      />
      <Command.List className="overflow-y-auto p-2">
        <Command.Empty className="px-2 py-3 text-muted">
          {universe.isPending ? 'Loading tickers…' : 'No match.'}
        </Command.Empty>
        {watched.some((t) => t.startsWith(query)) ? (
          <Command.Group
            heading="Watchlist"
            className="text-xs text-muted [&_[cmdk-item]]:text-sm [&_[cmdk-item]]:text-fg"
          >
            {watched
              .filter((t) => t.startsWith(query))
              .map((t) => (
                <Command.Item key={`w-${t}`} value={`w-${t}`} onSelect={() => go(`/gex/${t}`)} className={itemClass}>
                  <span className="font-mono">{t}</span>
                  <span className="text-xs text-muted">open GEX ↵</span>
                </Command.Item>
              ))}
          </Command.Group>
        ) : null}
        {matches.length > 0 || exactUnknown ? (
          <Command.Group
            heading="Universe"
            className="text-xs text-muted [&_[cmdk-item]]:text-sm [&_[cmdk-item]]:text-fg"
          >
            {matches.map((t) => (
              <Command.Item key={`u-${t}`} value={`u-${t}`} onSelect={() => go(`/gex/${t}`)} className={itemClass}>
                <span className="font-mono">{t}</span>
                <span className="flex gap-2 text-xs text-muted">
                  open GEX ↵
                  <button
                    type="button"
                    className="rounded border border-line px-1 hover:text-fg"
                    onClick={(e) => {
                      e.stopPropagation();
                      add(t);
                    }}
                  >
                    + watchlist
                  </button>
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
        {query && others.includes(query) ? (
          <Command.Group
            heading="Actions"
            className="text-xs text-muted [&_[cmdk-item]]:text-sm [&_[cmdk-item]]:text-fg"
          >
            <Command.Item value={`add-${query}`} onSelect={() => add(query)} className={itemClass}>
              Add {query} to the watchlist
            </Command.Item>
          </Command.Group>
        ) : null}
        <Command.Group heading="Pages" className="text-xs text-muted [&_[cmdk-item]]:text-sm [&_[cmdk-item]]:text-fg">
          {PAGES.filter((p) => !query || p.label.toUpperCase().includes(query)).map((p) => (
            <Command.Item key={p.to} value={`p-${p.to}`} onSelect={() => go(p.to)} className={itemClass}>
              {p.label}
            </Command.Item>
          ))}
          {!query || 'THEME'.includes(query) ? (
            <Command.Item
              value="theme"
              onSelect={() => {
                toggleTheme();
                props.onClose();
              }}
              className={itemClass}
            >
              Switch theme
            </Command.Item>
          ) : null}
        </Command.Group>
      </Command.List>
    </Command>
  );
}
