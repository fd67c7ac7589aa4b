/**
 * Ctrl-K / `/` palette (or any letter typed outside a field) over the universe and the watchlist: open a
 * ticker's GEX workspace, add it to the watchlist, jump to any page, a ticker's page ("NVDA vol") or a
 * contract. Loaded on first open so the home route stays small. A group with nothing to offer is not shown.
 */
import { Command } from 'cmdk';
import { useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useUniverse } from '../data/universe';
import { useSaveWatchlist, useWatchlist } from '../data/watchlist';
import { pageLinks } from './palette-search';
import { useTheme } from './theme-store';

const itemClass =
  'flex cursor-pointer items-center justify-between rounded px-2 py-1.5 data-[selected=true]:bg-raised data-[selected=true]:text-fg';

export function CommandPalette(props: { onClose: () => void; initial?: string }): ReactElement {
  const navigate = useNavigate();
  const [search, setSearch] = useState(props.initial ?? '');
  const universe = useUniverse();
  const watchlist = useWatchlist();
  const save = useSaveWatchlist();
  const toggleTheme = useTheme((s) => s.toggle);
  const watched = watchlist.data?.symbols ?? [];
  const query = search.trim().toUpperCase();
  const pages = pageLinks(search);
  const themeMatches = !query || 'SWITCH THEME'.includes(query) || 'THEME'.startsWith(query);
  const others = (universe.data ?? []).filter((t) => !watched.includes(t));
  // Show the universe only once the user types: 500 rows of tickers is noise.
  const matches = query ? others.filter((t) => t.startsWith(query)).slice(0, 30) : [];

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
        {matches.length > 0 ? (
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
        {pages.length > 0 || themeMatches ? (
          <Command.Group heading="Pages" className="text-xs text-muted [&_[cmdk-item]]:text-sm [&_[cmdk-item]]:text-fg">
            {pages.map((p) => (
              <Command.Item key={p.to} value={`p-${p.to}`} onSelect={() => go(p.to)} className={itemClass}>
                {p.label}
              </Command.Item>
            ))}
            {themeMatches ? (
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
        ) : null}
      </Command.List>
    </Command>
  );
}
