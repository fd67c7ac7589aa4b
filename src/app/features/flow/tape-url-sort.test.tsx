// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTapeSortParam } from './tape-url';
import type { TapeSort } from './tape-filter';

function inRouter(url: string, saved: TapeSort) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/flow', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useTapeSortParam(saved), { wrapper });
  return { hook, location: () => router.state.location.search };
}

describe('the tape sort in the URL', () => {
  it('opens on the sort a trader saved before it moved to the URL', () => {
    const { hook, location } = inRouter('/flow', { key: 'premium', dir: 'desc' });
    expect(hook.result.current[0]).toEqual({ key: 'premium', dir: 'desc' });
    expect(location()).toBe('');
  });

  it('reads a shared link, refuses an unknown key, and writes a new sort into the URL', () => {
    const linked = inRouter('/flow?sort.tape=size&side=buy', { key: 'time', dir: 'desc' });
    expect(linked.hook.result.current[0]).toEqual({ key: 'size', dir: 'asc' });
    act(() => linked.hook.result.current[1]({ key: 'iv', dir: 'desc' }));
    expect(linked.location()).toBe('?sort.tape=-iv&side=buy');
    expect(linked.hook.result.current[0]).toEqual({ key: 'iv', dir: 'desc' });

    const stale = inRouter('/flow?sort.tape=-volume', { key: 'time', dir: 'desc' });
    expect(stale.hook.result.current[0]).toEqual({ key: 'time', dir: 'desc' });
  });
});
