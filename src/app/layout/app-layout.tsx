/** Frame of every page: top navigation, the page, the status bar, the palette and the shortcut help. */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CurrentSessionGate } from './current-session-gate';
import { MainNav } from './main-nav';
import { SessionPicker } from './session-picker';
import { SignOutButton } from './sign-out-button';
import { useTheme } from './theme-store';
import { useKeyTierLookup } from './use-key-tier';
import { useHotkeys, type PaletteKeys } from './use-hotkeys';
import { Dialog } from '../ui/dialog';

// What the first paint does not show is loaded after it, so the home route's initial JavaScript stays
// small: the status bar (its place is held, so nothing moves), the toasts and the shortcut help.
const StatusBar = lazy(async () => ({ default: (await import('./status-bar')).StatusBar }));
const Toaster = lazy(async () => ({ default: (await import('../ui/toaster')).Toaster }));
const ShortcutsDialog = lazy(async () => ({ default: (await import('./shortcuts-dialog')).ShortcutsDialog }));
const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(async () => ({ default: (await loadPalette()).CommandPalette }));
// Abnormal-trade alerts watch the stream on every page; loaded after the first paint too.
const AbnormalAlerts = lazy(async () => ({
  default: (await import('../features/abnormal/abnormal-alerts')).AbnormalAlerts,
}));
// The trader's own alerts fire in the BFF and reach every page the same way.
const AlertNotifier = lazy(async () => ({
  default: (await import('../features/alerts/alert-notifier')).AlertNotifier,
}));

export function AppLayout(): ReactElement {
  // The palette's text: it opens empty, or with what the trader started typing outside a field, and
  // every key typed before its input has the focus is added to it (palette-keys.ts).
  const [palette, setPalette] = useState<string | null>(null);
  // Enter pressed before the palette could take it: it chooses the first entry once the palette can.
  const [submitPending, setSubmitPending] = useState(false);
  // Open as of the last key, not the last render: the next key may come before React renders.
  const paletteOpen = useRef(false);
  const [help, setHelp] = useState(false);
  const paletteKeys = useMemo<PaletteKeys>(
    () => ({
      isOpen: () => paletteOpen.current,
      start: (text) => {
        paletteOpen.current = true;
        setSubmitPending(false);
        setPalette(text);
      },
      type: (text) => setPalette((p) => (p ?? '') + text),
      erase: () => setPalette((p) => (p ?? '').slice(0, -1)),
      submit: () => setSubmitPending(true),
    }),
    [],
  );
  const closePalette = useCallback(() => {
    paletteOpen.current = false;
    setPalette(null);
    setSubmitPending(false);
  }, []);
  const openHelp = useCallback(() => setHelp(true), []);
  useHotkeys(paletteKeys, openHelp);
  // Fetch the palette's code once the page is idle, so a first key rarely waits for it.
  useEffect(() => {
    // Safari has no requestIdleCallback: a few seconds after the first paint does as well there.
    if (typeof requestIdleCallback !== 'function') {
      const t = setTimeout(() => void loadPalette(), 3_000);
      return () => clearTimeout(t);
    }
    const id = requestIdleCallback(() => void loadPalette(), { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }, []);
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
            onClick={() => paletteKeys.start('')}
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
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </header>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <CurrentSessionGate>
          <Outlet />
        </CurrentSessionGate>
      </main>
      <Suspense
        fallback={
          <div aria-hidden="true" className="fixed inset-x-0 bottom-0 z-40 h-8 border-t border-line bg-panel" />
        }
      >
        <StatusBar />
      </Suspense>
      <Suspense fallback={null}>
        <AbnormalAlerts />
        <AlertNotifier />
      </Suspense>
      <Dialog open={palette !== null} onClose={closePalette} label="Command palette">
        {/* Until its code is here, what was typed so far, where the input will be. */}
        <Suspense fallback={<p className="border-b border-line px-4 py-3 text-base">{palette || 'Loading…'}</p>}>
          <CommandPalette
            search={palette ?? ''}
            onSearchChange={setPalette}
            submitPending={submitPending}
            onSubmitPending={setSubmitPending}
            onClose={closePalette}
          />
        </Suspense>
      </Dialog>
      <Suspense fallback={null}>
        <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
      </Suspense>
    </div>
  );
}
