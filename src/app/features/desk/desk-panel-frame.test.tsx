// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskPanel } from '../../../dashboard-api/desk';
import { useLocalLists } from '../../data/watchlists';
import { DeskPanelFrame } from './desk-panel-frame';
import type { DeskPanelProps } from './desk-panel-props';

// The real-time list as the service would answer it; this test is about the local lists beside it.
vi.mock('../../data/watchlist', () => ({
  useWatchlist: () => ({ data: { symbols: ['SPY', 'QQQ'] } }),
}));

const board: DeskPanel = {
  id: 'board-1',
  kind: 'board',
  x: 0,
  y: 0,
  w: 12,
  h: 8,
  group: null,
  ticker: null,
  list: null,
};

function Body(p: DeskPanelProps) {
  return <p data-testid="body">{p.list ?? 'real-time list'}</p>;
}

function frame(panel: DeskPanel, onList = vi.fn()) {
  render(
    <DeskPanelFrame
      panel={panel}
      name="Board"
      ticker={null}
      bodyHeight={200}
      Body={Body}
      onTicker={vi.fn()}
      onGroup={vi.fn()}
      onList={onList}
      onRemove={vi.fn()}
      onStep={vi.fn()}
    />,
  );
  return onList;
}

describe('a desk’s board panel', () => {
  afterEach(cleanup);

  it('picks the list it shows in its header and hands the picked list to the board', async () => {
    useLocalLists.setState({ lists: [{ name: 'Semis', symbols: ['NVDA', 'AMD', 'AVGO'] }] });
    const onList = frame(board);
    const picker = screen.getByRole('combobox', { name: 'List of Board' });
    expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Watchlist (real-time)',
      'Semis (local, 3)',
    ]);
    fireEvent.change(picker, { target: { value: 'Semis' } });
    expect(onList).toHaveBeenCalledWith('Semis');
    expect((await screen.findByTestId('body')).textContent).toBe('real-time list');
    cleanup();
    frame({ ...board, list: 'Semis' });
    expect((screen.getByRole('combobox', { name: 'List of Board' }) as HTMLSelectElement).value).toBe('Semis');
    expect((await screen.findByTestId('body')).textContent).toBe('Semis');
  });

  it('a panel of another kind has no list picker', () => {
    frame({ ...board, id: 'tide-1', kind: 'tide' });
    expect(screen.queryByRole('combobox', { name: /List of/ })).toBeNull();
  });
});
