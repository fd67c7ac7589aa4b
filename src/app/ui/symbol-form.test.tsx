// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SymbolForm } from './symbol-form';

function renderForm(onGo: (s: string) => void): void {
  render(
    <SymbolForm
      initial="spy"
      label="Ticker"
      submitText="Go"
      width="w-20"
      parse={(t) => (/^[a-z]+$/i.test(t.trim()) ? t.trim().toUpperCase() : null)}
      onGo={onGo}
    />,
  );
}

describe('SymbolForm', () => {
  afterEach(cleanup);

  it('opens the symbol as the page reads it', () => {
    const onGo = vi.fn();
    renderForm(onGo);
    fireEvent.change(screen.getByLabelText('Ticker'), { target: { value: ' aapl ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onGo).toHaveBeenCalledWith('AAPL');
  });

  it('stays put on text the page does not read as a symbol', () => {
    const onGo = vi.fn();
    renderForm(onGo);
    fireEvent.change(screen.getByLabelText('Ticker'), { target: { value: '12!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onGo).not.toHaveBeenCalled();
  });
});
