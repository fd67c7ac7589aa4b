// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollTable } from './scroll-table';

describe('ScrollTable', () => {
  afterEach(cleanup);

  it('names the table and its box, keeps the header apart from the rows, and focuses for keyboard scrolling', () => {
    render(
      <ScrollTable label="Orders" boxLabel="Orders, scrollable" height="max-h-96" nowrap head={<th>Time</th>}>
        <tr>
          <td>09:30</td>
        </tr>
      </ScrollTable>,
    );
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(table.querySelector('thead th')?.textContent).toBe('Time');
    expect(table.querySelector('tbody td')?.textContent).toBe('09:30');
    expect(table.className).toContain('[&_td]:whitespace-nowrap');
    const box = screen.getByLabelText('Orders, scrollable');
    expect(box.tabIndex).toBe(0);
    expect(box.className).toContain('max-h-96');
  });

  it('lets cells wrap unless asked not to', () => {
    render(
      <ScrollTable label="Calendar" height="max-h-80" head={<th>Date</th>}>
        {null}
      </ScrollTable>,
    );
    expect(screen.getByRole('table', { name: 'Calendar' }).className).not.toContain('whitespace-nowrap');
  });
});
