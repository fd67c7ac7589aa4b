// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainNav } from './main-nav';
import { GO_SETTLE_MS, goPath, PAGE_SHORTCUTS, tickerOnScreen } from './shortcuts';
import { ShortcutsDialog } from './shortcuts-dialog';
import { useHotkeys, type PaletteKeys } from './use-hotkeys';

afterEach(cleanup);

/** Whether a page shortcut's path pattern names the page at `href` (`/volatility/:ticker` ↔ `/volatility/SPY`). */
function names(pattern: string, href: string): boolean {
  const a = pattern.split('/');
  const b = href.split('/');
  return a.length === b.length && a.every((seg, i) => seg === b[i] || (seg === ':ticker' && b[i] !== ''));
}

describe('page shortcuts', () => {
  it('every page in the navigation has a `g` shortcut, and the desk has one', () => {
    const { container } = render(
      <MemoryRouter>
        <MainNav />
      </MemoryRouter>,
    );
    const hrefs = [...container.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(10);
    const without = hrefs.filter((h) => !PAGE_SHORTCUTS.some((s) => names(s.path, h)));
    expect(without).toEqual([]);
    expect(PAGE_SHORTCUTS.some((s) => s.path === '/desk')).toBe(true);
  });

  it('no two pages share a letter or a path, and each letter is one lower-case letter', () => {
    const keys = PAGE_SHORTCUTS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(PAGE_SHORTCUTS.map((s) => s.path)).size).toBe(keys.length);
    for (const k of keys) expect(k).toMatch(/^[a-z]$/);
  });

  it('the `?` help lists every page key from the same table', () => {
    // jsdom has no modal dialogs: opening one only marks it open.
    const proto = HTMLDialogElement.prototype as { showModal?: () => void };
    const saved = proto.showModal;
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    render(<ShortcutsDialog open onClose={() => undefined} />);
    if (saved) proto.showModal = saved;
    else delete proto.showModal;
    const items = within(screen.getByRole('list', { name: 'Page shortcuts' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(PAGE_SHORTCUTS.map((s) => `g ${s.key}${s.page}`));
  });

  it('a ticker page keeps the ticker on screen, else opens on SPY', () => {
    expect(tickerOnScreen('/gex/nvda')).toBe('NVDA');
    expect(tickerOnScreen('/flow')).toBeNull();
    expect(tickerOnScreen('/contract/NVDA261218C00190000')).toBeNull();
    expect(goPath('/volatility/:ticker', '/gex/NVDA')).toBe('/volatility/NVDA');
    expect(goPath('/volatility/:ticker', '/flow')).toBe('/volatility/SPY');
    expect(goPath('/flow', '/gex/NVDA')).toBe('/flow');
  });
});

function Keys(props: { palette: PaletteKeys }): ReactElement {
  useHotkeys(props.palette, () => undefined);
  return <p>page</p>;
}

function mount(): { router: ReturnType<typeof createMemoryRouter>; started: string[]; typed: string[] } {
  const started: string[] = [];
  const typed: string[] = [];
  let open = false;
  const palette: PaletteKeys = {
    isOpen: () => open,
    start: (t) => {
      open = true;
      started.push(t);
    },
    type: (t) => typed.push(t),
    erase: () => undefined,
    submit: () => undefined,
  };
  const router = createMemoryRouter([{ path: '*', element: <Keys palette={palette} /> }], {
    initialEntries: ['/gex/NVDA'],
  });
  render(<RouterProvider router={router} />);
  return { router, started, typed };
}

describe('g then a letter', () => {
  it('goes to the page once no key follows, keeping the ticker on screen', () => {
    vi.useFakeTimers();
    const { router, started } = mount();
    fireEvent.keyDown(window, { key: 'g' });
    fireEvent.keyDown(window, { key: 'v' });
    expect(router.state.location.pathname).toBe('/gex/NVDA');
    act(() => vi.advanceTimersByTime(GO_SETTLE_MS + 1));
    expect(router.state.location.pathname).toBe('/volatility/NVDA');
    expect(started).toEqual([]);
    vi.useRealTimers();
  });

  it('a key typed right after is a ticker starting with G: all of it goes to the palette, no page change', () => {
    vi.useFakeTimers();
    const { router, started, typed } = mount();
    for (const key of 'gld') fireEvent.keyDown(window, { key });
    act(() => vi.advanceTimersByTime(GO_SETTLE_MS * 3));
    expect(router.state.location.pathname).toBe('/gex/NVDA');
    expect([...started, ...typed].join('')).toBe('gld');
    vi.useRealTimers();
  });
});
