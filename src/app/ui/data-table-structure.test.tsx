// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { csvFieldsOf, type TableColumn } from './table-columns';

interface Strike {
  strike: number;
  bid: number | null;
  ask: number | null;
}

const COLUMNS: readonly TableColumn<Strike>[] = [
  { id: 'strike', header: 'Strike', kind: 'number', rowHeader: true, value: (r) => r.strike },
  {
    id: 'quote',
    header: 'Bid · Ask',
    kind: 'number',
    value: (r) => r.bid,
    cell: (r) => <button type="button">{`${r.bid ?? '—'} · ${r.ask ?? '—'}`}</button>,
    className: (r) => (r.strike === 100 ? 'current' : ''),
    cellProps: (r) => ({ 'data-bid': r.bid ?? '' }),
    csvFields: [
      { header: 'Bid', value: (r) => r.bid },
      { header: 'Ask', value: (r) => r.ask },
    ],
  },
];

const ROWS: Strike[] = [
  { strike: 95, bid: 5.1, ask: 5.3 },
  { strike: 100, bid: 1.2, ask: null },
];

function Table(props: { onOpen?: (r: Strike) => void }): ReactElement {
  return (
    <MemoryRouter>
      <DataTable
        id="chain"
        label="Chain"
        testId="chain-table"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r, i) => `${r.strike}-${i}`}
        headGroups={[{ label: 'Calls', span: 2 }]}
        rowAttributes={(r) => ({ 'data-atm': r.strike === 100 ? 'true' : undefined })}
        onRowActivate={props.onOpen}
      />
    </MemoryRouter>
  );
}

describe('DataTable structure', () => {
  afterEach(cleanup);

  it('heads each row with its row-header column, groups the headings, and marks rows and cells', () => {
    render(<Table />);
    const table = screen.getByTestId('chain-table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['95', '100']);
    expect(within(table).getByRole('columnheader', { name: 'Calls' }).getAttribute('colspan')).toBe('2');
    const atm = table.querySelectorAll('tr[data-atm="true"]');
    expect(atm).toHaveLength(1);
    expect(atm[0]!.querySelector('.current')?.textContent).toBe('1.2 · —');
    expect(atm[0]!.querySelector('td[data-bid="1.2"]')).not.toBeNull();
  });

  it('opens a row on a click in the row, but not on a click of a control inside it', () => {
    const onOpen = vi.fn();
    render(<Table onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: '1.2 · —' }));
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('rowheader', { name: '95' }));
    expect(onOpen).toHaveBeenCalledWith(ROWS[0]);
  });

  it('exports a column that shows two values as two fields, a null empty', () => {
    const fields = csvFieldsOf(COLUMNS);
    expect(fields.map((f) => f.header)).toEqual(['Strike', 'Bid', 'Ask']);
    expect(fields.map((f) => f.value(ROWS[1]!))).toEqual([100, 1.2, null]);
  });
});
