// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { TableColumn } from './table-columns';

interface Row {
  ticker: string;
  premium: number | null;
}

const COLUMNS: readonly TableColumn<Row>[] = [
  { id: 'ticker', header: 'Ticker', kind: 'text', value: (r) => r.ticker },
  {
    id: 'premium',
    header: 'Premium',
    kind: 'number',
    value: (r) => r.premium,
    cell: (r) => (r.premium === null ? '—' : `$${r.premium / 1e6}M`),
  },
];

const ROWS: Row[] = [
  { ticker: 'SPY', premium: 2e6 },
  { ticker: 'QQQ', premium: null },
  { ticker: 'AAPL', premium: 5e6 },
];

function mount(url: string, onOpen?: (r: Row) => void, onReorder?: (moved: Row, onto: Row) => void) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <DataTable
            id="blocks"
            label="Blocks"
            columns={COLUMNS}
            rows={ROWS}
            rowKey={(r) => r.ticker}
            {...(onOpen ? { onRowActivate: onOpen, rowLabel: (r: Row) => `Open ${r.ticker}` } : {})}
            {...(onReorder ? { onReorder } : {})}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const tickers = (): string[] =>
  within(screen.getByRole('table', { name: 'Blocks' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td')!.textContent!);

describe('DataTable', () => {
  afterEach(cleanup);

  it('sorts by a header, largest first, nulls last, and keeps the sort in the URL', () => {
    const router = mount('/?ticker=SPY');
    expect(tickers()).toEqual(['SPY', 'QQQ', 'AAPL']);
    const header = screen.getByRole('columnheader', { name: /Premium/ });
    fireEvent.click(within(header).getByRole('button'));
    expect(tickers()).toEqual(['AAPL', 'SPY', 'QQQ']);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(router.state.location.search).toBe('?ticker=SPY&sort.blocks=-premium');
    fireEvent.click(within(header).getByRole('button'));
    expect(tickers()).toEqual(['SPY', 'AAPL', 'QQQ']);
    expect(router.state.location.search).toBe('?ticker=SPY&sort.blocks=premium');
  });

  it('opens sorted from a link, and ignores a sort by a column it does not have', () => {
    mount('/?sort.blocks=ticker');
    expect(tickers()).toEqual(['AAPL', 'QQQ', 'SPY']);
    cleanup();
    mount('/?sort.blocks=-volume');
    expect(tickers()).toEqual(['SPY', 'QQQ', 'AAPL']);
  });

  it('makes the rows one tab stop that the arrows move through, and Enter opens a row', () => {
    const open = vi.fn();
    mount('/', open);
    const rows = screen.getAllByRole('row', { name: /^Open / });
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    rows[0]!.focus();
    fireEvent.keyDown(rows[0]!, { key: 'End' });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2]!, { key: 'Enter' });
    expect(open).toHaveBeenCalledWith(ROWS[2]);
    expect(rows.map((r) => r.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('exports the rows in the order shown', async () => {
    const blobs: Blob[] = [];
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (b: Blob | MediaSource): string => {
      blobs.push(b as Blob);
      return 'blob:csv';
    };
    URL.revokeObjectURL = (): void => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      mount('/?sort.blocks=-premium');
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV: Blocks' }));
      expect(click).toHaveBeenCalledOnce();
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
        /^blocks-\d{4}-\d{2}-\d{2}-\d{4}-ET\.csv$/,
      );
      expect(await blobs[0]!.text()).toBe('Ticker,Premium\r\nAAPL,5000000\r\nSPY,2000000\r\nQQQ,\r\n');
    } finally {
      click.mockRestore();
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    }
  });

  it('a row dragged onto another is reported with both; rows do not drag when the table takes no order', () => {
    const reorder = vi.fn();
    mount('/', undefined, reorder);
    const rows = within(screen.getByRole('table', { name: 'Blocks' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.every((r) => r.draggable)).toBe(true);
    fireEvent.dragStart(rows[2]!);
    fireEvent.dragOver(rows[0]!);
    fireEvent.drop(rows[0]!);
    expect(reorder).toHaveBeenCalledWith(ROWS[2], ROWS[0]);
    cleanup();
    mount('/');
    const still = within(screen.getByRole('table', { name: 'Blocks' }))
      .getAllByRole('row')
      .slice(1);
    expect(still.some((r) => r.draggable)).toBe(false);
  });
});
