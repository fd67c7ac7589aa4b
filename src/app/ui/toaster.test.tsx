// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, useToasts } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useToasts.setState({ toasts: [] });
});

describe('toasts', () => {
  it('shows a failure as an alert that the trader can dismiss', () => {
    render(<Toaster />);
    act(() => toast('error', 'Watchlist change rolled back: the server refused it.'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('✕');
    expect(alert.textContent).toContain('Watchlist change rolled back: the server refused it.');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('dismisses only the toast whose button was pressed', () => {
    render(<Toaster />);
    act(() => {
      toast('success', 'Saved');
      toast('info', 'Stream reconnected');
    });
    const saved = screen.getAllByRole('status').find((el) => el.textContent?.includes('Saved'))!;
    fireEvent.click(within(saved).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved', { exact: false })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Stream reconnected');
  });

  it('fades by itself after its time', () => {
    render(<Toaster />);
    act(() => toast('info', 'Refreshed', 3000));
    expect(screen.getByRole('status').textContent).toContain('Refreshed');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Refreshed', { exact: false })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Refreshed', { exact: false })).toBeNull();
  });

  it('keeps the four newest when messages pile up (the corner stack stays short)', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 7; i++) toast('info', `message ${i}`);
    });
    const shown = screen.getAllByRole('status').map((el) => el.textContent);
    expect(shown).toHaveLength(4);
    expect(shown[0]).toContain('message 4');
    expect(shown[3]).toContain('message 7');
  });
});
