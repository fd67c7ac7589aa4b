/**
 * Ctrl-K / `/` palette (or any letter typed outside a field) over the universe and the watchlist: open a
 * ticker's GEX workspace, add it to the watchlist, jump to any page, a ticker's page ("NVDA vol") or a
 * contract. Loaded on first open so the home route stays small. A group with nothing to offer is not shown.
 */
import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { useEffect, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { deskListQuery } from '../data/desk-list';
import { useUniverse } from '../data/universe';
import { useSaveWatchlist, useWatchlist } from '../data/watchlist';
import { deskLinks, pageLinks } from './palette-search';
import { useTheme } from './theme-store';

const itemClass =
  'flex cursor-pointer items-center justify-between rounded px-2 py-1.5 data-[selected=true]:bg-raised data-[selected=true]:text-fg';

export interface CommandPaletteProps {
  /** The text, held by the layout: keys typed before this input had the focus are in it. */
  readonly search: string;
  readonly onSearchChange: (text: string) => void;
  /** Enter was pressed before the palette could choose: choose its first entry once it can. */
  readonly submitPending: boolean;
  readonly onSubmitPending: (pending: boolean) => void;
  readonly onClose: () => void;
}

export function CommandPalette(props: CommandPaletteProps): ReactElement {
  const navigate = useNavigate();
  const { search, submitPending, onSubmitPending } = props;
  const universe = useUniverse();
  const watchlist = useWatchlist();
  const save = useSaveWatchlist();
  const toggleTheme = useTheme((s) => s.toggle);
  const watched = watchlist.data?.symbols ?? [];
  const query = search.trim().toUpperCase();
  const pages = pageLinks(search);
  const savedDesks = useQuery(deskListQuery());
  const desks = deskLinks(
    search,
    (savedDesks.data ?? []).map((d) => d.name),
  );
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
  const switchTheme = (): void => {
    toggleTheme();
    props.onClose();
  };
  const watchedMatches = watched.filter((t) => t.startsWith(query));
  const offerAdd = query !== '' && others.includes(query);

  // The entry Enter chooses with nothing moved: the first one listed, in the order the groups render.
  const first = ((): (() => void) | null => {
    const ticker = watchedMatches[0] ?? matches[0];
    if (ticker) return () => go(`/gex/${ticker}`);
    if (offerAdd) return () => add(query);
    if (pages[0]) return () => go(pages[0]!.to);
    if (desks[0]) return () => go(desks[0]!.to);
    return themeMatches ? switchTheme : null;
  })();
  // Until the watchlist and the universe are read, the first entry may still change ("nvda" has none).
  const ready = !universe.isPending && !watchlist.isPending;
  useEffect(() => {
    if (!submitPending || !ready) return;
    onSubmitPending(false);
    first?.();
  });

  return (
    <Command label="Command palette" shouldFilter={false} className="flex max-h-[70vh] flex-col">
      <Command.Input
        autoFocus
        value={search}
        onValueChange={props.onSearchChange}
        onKeyDown={(e) => {
          // Enter before the tickers are read would choose among what is listed so far: wait for them.
          if (e.key === 'Enter' && !ready) {
            e.preventDefault();
            onSubmitPending(true);
          }
        }}
        placeholder="Ticker, page or action…"
        className="border-b border-line bg-transparent px-4 py-3 text-base outline-none"
      />
      <Command.List className="overflow-y-auto p-2">
        <Command.Empty className="px-2 py-3 text-muted">
          {universe.isPending ? 'Loading tickers…' : 'No match.'}
        </Command.Empty>
        {watchedMatches.length > 0 ? (
          <Command.Group
            heading="Watchlist"
            className="text-xs text-muted [&_[cmdk-item]]:text-sm [&_[cmdk-item]]:text-fg"
          >
            {watchedMatches.map((t) => (
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
        {offerAdd ? (
          <Command.Group
            heading="Actions"
            className="text-xs text-muted [&_[cmdk-item]]:text-sm [&_[cmdk-item]]:text-fg"
          >
            <Command.Item value={`add-${query}`} onSelect={() => add(query)} className={itemClass}>
              Add {query} to the watchlist
            </Command.Item>
          </Command.Group>
        ) : null}
        {desks.length > 0 ? (
          <Command.Group heading="Desks" className="text-xs text-muted [&_[cmdk-item]]:text-sm [&_[cmdk-item]]:text-fg">
            {desks.map((d) => (
              <Command.Item key={d.to} value={`d-${d.to}`} onSelect={() => go(d.to)} className={itemClass}>
                {d.label}
              </Command.Item>
            ))}
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
              <Command.Item value="theme" onSelect={switchTheme} className={itemClass}>
                Switch theme
              </Command.Item>
            ) : null}
          </Command.Group>
        ) : null}
      </Command.List>
    </Command>
  );
}
