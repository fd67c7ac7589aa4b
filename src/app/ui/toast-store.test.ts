import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, toast, useToasts } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('the toast stack', () => {
  it('updates a keyed toast in place, keeping its id, and keeps it up after each update', () => {
    showToast({ kind: 'info', text: 'one', key: 'k' }, 5_000);
    const id = useToasts.getState().toasts[0]!.id;
    vi.advanceTimersByTime(4_000);
    showToast({ kind: 'info', text: 'two', key: 'k' }, 5_000);
    vi.advanceTimersByTime(4_000);
    expect(useToasts.getState().toasts).toEqual([expect.objectContaining({ id, text: 'two' })]);
    vi.advanceTimersByTime(1_000);
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('a toast the trader dismissed is not brought back by its burst', () => {
    showToast({ kind: 'info', text: 'one', key: 'k' });
    useToasts.getState().dismiss(useToasts.getState().toasts[0]!.id);
    showToast({ kind: 'info', text: 'two', key: 'k' });
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('holds at most four, the newest', () => {
    for (let i = 1; i <= 6; i++) toast('info', `t${i}`);
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['t3', 't4', 't5', 't6']);
  });
});
