/** Frame of every page: top navigation, the page, the status bar, the palette and the shortcut help. */
import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { CurrentSessionGate } from './current-session-gate';
import { StatusBar } from './status-bar';
import { SessionPicker } from './session-picker';
import { SignOutButton } from './sign-out-button';
import { ShortcutsDialog } from './shortcuts-dialog';
import { useTheme } from './theme-store';
import { useHotkeys } from './use-hotkeys';
import { Dialog } from '../ui/dialog';
import { Toaster } from '../ui/toaster';

const CommandPalette = lazy(async () => ({ default: (await import('./command-palette')).CommandPalette }));
// Abnormal-trade alerts watch the stream on every page; loaded after the first paint so the home
// route's initial JavaScript stays small.
const AbnormalAlerts = lazy(async () => ({
  default: (await import('../features/abnormal/abnormal-alerts')).AbnormalAlerts,
}));

const NAV = [
  { to: '/', label: 'Board', end: true },
  { to: '/watchlist', label: 'Watchlist', end: false },
  { to: '/flow', label: 'Flow', end: false },
  { to: '/rankings', label: 'Rankings', end: false },
  { to: '/volatility/SPY', label: 'Volatility', end: false },
  { to: '/tide', label: 'Tide', end: false },
  { to: '/oi/SPY', label: 'OI', end: false },
  { to: '/darkpool/SPY', label: 'Dark pool', end: false },
];

export function AppLayout(): ReactElement {
  const [palette, setPalette] = useState(false);
  const [help, setHelp] = useState(false);
  const openPalette = useCallback(() => setPalette(true), []);
  const openHelp = useCallback(() => setHelp(true), []);
  useHotkeys(openPalette, openHelp);
  const { theme, toggle } = useTheme();
  const location = useLocation();
  const showSession = location.pathname === '/' || location.pathname.startsWith('/gex/');

  return (
    <div className="flex min-h-full flex-col pb-8">
      <header className="sticky top-0 z-30 flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-line bg-panel px-3 py-1.5">
        <span className="font-semibold tracking-tight">
          <span className="text-accent">◆</span> Options Analytics
        </span>
        <nav aria-label="Main" className="flex gap-1">
          {NAV.map((n) => (
            <NavLink
              key={n.to}
              to={n.to}
              end={n.end}
              className={({ isActive }) =>
                `rounded px-2 py-1 ${isActive ? 'bg-raised font-medium text-fg' : 'text-muted hover:text-fg'}`
              }
            >
              {n.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {showSession ? <SessionPicker /> : null}
          <button
            type="button"
            onClick={openPalette}
            className="flex items-center gap-2 rounded border border-line bg-raised px-2 py-1 text-muted hover:text-fg"
          >
            Search tickers <kbd className="font-mono text-xs">Ctrl K</kbd>
          </button>
          <button
            type="button"
            onClick={toggle}
            aria-label={`Switch to ${theme === 'dark' ? 'light' : 'dark'} theme`}
            className="rounded border border-line px-2 py-1 text-muted hover:text-fg"
          >
            {theme === 'dark' ? '☾' : '☀'}
          </button>
          <SignOutButton />
          <button
            type="button"
            onClick={openHelp}
            aria-label="Keyboard shortcuts"
            className="rounded border border-line px-2 py-1 text-muted hover:text-fg"
          >
            ?
          </button>
        </div>
      </header>
      <main className="flex-1">
        <CurrentSessionGate>
          <Outlet />
        </CurrentSessionGate>
      </main>
      <StatusBar />
      <Toaster />
      <Suspense fallback={null}>
        <AbnormalAlerts />
      </Suspense>
      <Dialog open={palette} onClose={() => setPalette(false)} label="Command palette">
        <Suspense fallback={<p className="p-4 text-muted">Loading…</p>}>
          <CommandPalette onClose={() => setPalette(false)} />
        </Suspense>
      </Dialog>
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </div>
  );
}
