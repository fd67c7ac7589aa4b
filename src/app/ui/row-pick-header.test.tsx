// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowPickHeader } from './row-pick-header';

describe('RowPickHeader', () => {
  afterEach(cleanup);

  it('is the row header, pressed while its row is shown, and picks the row when clicked', () => {
    const onPick = vi.fn();
    render(
      <table>
        <tbody>
          <tr>
            <RowPickHeader selected onPick={onPick} after={<span>Oct</span>}>
              CPI
            </RowPickHeader>
          </tr>
        </tbody>
      </table>,
    );
    const button = screen.getByRole('button', { name: 'CPI' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('rowheader').textContent).toBe('CPIOct');
    fireEvent.click(button);
    expect(onPick).toHaveBeenCalledOnce();
  });

  it('is not pressed for a row that is not shown', () => {
    render(
      <table>
        <tbody>
          <tr>
            <RowPickHeader selected={false} onPick={() => undefined}>
              SPY
            </RowPickHeader>
          </tr>
        </tbody>
      </table>,
    );
    expect(screen.getByRole('button', { name: 'SPY' }).getAttribute('aria-pressed')).toBe('false');
  });
});
