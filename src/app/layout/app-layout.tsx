/** Frame of every page: top navigation, the page, the status bar, the palette and the shortcut help. */
import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CurrentSessionGate } from './current-session-gate';
import { MainNav } from './main-nav';
import { StatusBar } from './status-bar';
import { SessionPicker } from './session-picker';
import { SignOutButton } from './sign-out-button';
import { ShortcutsDialog } from './shortcuts-dialog';
import { useTheme } from './theme-store';
import { useKeyTierLookup } from './use-key-tier';
import { useHotkeys } from './use-hotkeys';
import { Dialog } from '../ui/dialog';
import { Toaster } from '../ui/toaster';

const CommandPalette = lazy(async () => ({ default: (await import('./command-palette')).CommandPalette }));
// Abnormal-trade alerts watch the stream on every page; loaded after the first paint so the home
// route's initial JavaScript stays small.
const AbnormalAlerts = lazy(async () => ({
  default: (await import('../features/abnormal/abnormal-alerts')).AbnormalAlerts,
}));
// The trader's own alerts fire in the BFF and reach every page the same way.
const AlertNotifier = lazy(async () => ({
  default: (await import('../features/alerts/alert-notifier')).AlertNotifier,
}));

export function AppLayout(): ReactElement {
  // The palette opens empty, or with what the trader started typing outside a field.
  const [palette, setPalette] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  const openPalette = useCallback((initial?: string) => setPalette(initial ?? ''), []);
  const openHelp = useCallback(() => setHelp(true), []);
  useHotkeys(openPalette, openHelp);
  useKeyTierLookup();
  const { theme, toggle } = useTheme();
  const location = useLocation();
  const showSession = location.pathname === '/' || location.pathname.startsWith('/gex/');

  return (
    <div className="flex min-h-full flex-col pb-8">
      <header className="sticky top-0 z-30 flex flex-wrap items-center gap-x-2 gap-y-1 sm:gap-x-4 border-b border-line bg-panel px-3 py-1.5">
        <a
          href="#main"
          className="sr-only rounded bg-accent px-2 py-1 text-bg focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
        >
          Skip to content
        </a>
        <span className="whitespace-nowrap font-semibold tracking-tight">
          <span className="text-accent">◆</span>
          <span className="hidden sm:inline"> Options Analytics</span>
        </span>
        <MainNav />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {showSession ? <SessionPicker /> : null}
          <button
            type="button"
            onClick={() => openPalette()}
            aria-label="Search tickers"
            className="flex items-center gap-2 rounded border border-line bg-raised px-2 py-1 text-muted hover:text-fg"
          >
            <span className="hidden sm:inline">Search tickers</span>
            <span className="sm:hidden" aria-hidden="true">
              ⌕
            </span>
            <kbd className="hidden font-mono text-xs sm:inline">Ctrl K</kbd>
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
        <Toaster />
      </header>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <CurrentSessionGate>
          <Outlet />
        </CurrentSessionGate>
      </main>
      <StatusBar />
      <Suspense fallback={null}>
        <AbnormalAlerts />
        <AlertNotifier />
      </Suspense>
      <Dialog open={palette !== null} onClose={() => setPalette(null)} label="Command palette">
        <Suspense fallback={<p className="p-4 text-muted">Loading…</p>}>
          <CommandPalette onClose={() => setPalette(null)} initial={palette ?? ''} />
        </Suspense>
      </Dialog>
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </div>
  );
}
