// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowPickButton } from './row-pick-button';

describe('RowPickButton', () => {
  afterEach(cleanup);

  it('is pressed while its row is shown, and picks the row when clicked', () => {
    const onPick = vi.fn();
    render(
      <div data-testid="cell">
        <RowPickButton selected onPick={onPick} after={<span>Oct</span>}>
          CPI
        </RowPickButton>
      </div>,
    );
    const button = screen.getByRole('button', { name: 'CPI' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('cell').textContent).toBe('CPIOct');
    fireEvent.click(button);
    expect(onPick).toHaveBeenCalledOnce();
  });

  it('is not pressed for a row that is not shown', () => {
    render(
      <RowPickButton selected={false} onPick={() => undefined}>
        SPY
      </RowPickButton>,
    );
    expect(screen.getByRole('button', { name: 'SPY' }).getAttribute('aria-pressed')).toBe('false');
  });
});
