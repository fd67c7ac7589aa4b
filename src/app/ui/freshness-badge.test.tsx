// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../data/api-fetch';
import { useHeaderBudget } from '../data/budget-store';
import { FreshnessBadge } from './freshness-badge';

const MINUTE_HEADERS = { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '40', 'x-ratelimit-reset': '2' };

/** One proxied answer as the BFF sends it, with or without its pacing header. */
async function answerFromBff(extra: Record<string, string>): Promise<void> {
  const body = JSON.stringify({ results: [] });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body, {
          status: 200,
          headers: { 'content-type': 'application/json', ...MINUTE_HEADERS, ...extra },
        }),
    ),
  );
  await act(async () => {
    await apiFetch('/v1/flow/current', { priority: 'background' });
  });
}

function badges(): void {
  render(
    <MemoryRouter>
      <div data-testid="live">
        <FreshnessBadge meta={{ as_of: '2026-11-20T15:00:00Z', finality: 'provisional' }} />
      </div>
      <div data-testid="settled">
        <FreshnessBadge meta={{ as_of: '2026-11-19T21:00:00Z', finality: 'final' }} />
      </div>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useHeaderBudget.setState({ minute: null, flowRows: null, refreshSlowed: null, updatedAt: null });
});

describe('a panel whose refreshes the BFF stretches', () => {
  it('says so on live data, not on a settled session, and stops saying it when the BFF stops pacing', async () => {
    badges();
    expect(screen.queryByTestId('refresh-slowed')).toBeNull();

    await answerFromBff({ 'x-refresh-slowed': '3.4' });
    const marks = screen.getAllByTestId('refresh-slowed');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.textContent).toContain("refresh slowed to keep the day's budget (×3.4)");
    expect(screen.getByTestId('live').contains(marks[0]!)).toBe(true);

    await answerFromBff({ 'x-refresh-slowed': 'paused' });
    expect(screen.getByTestId('refresh-slowed').textContent).toContain("refresh paused to keep the day's budget");

    await answerFromBff({});
    expect(screen.queryByTestId('refresh-slowed')).toBeNull();
  });
});

describe('the "as of" stamp', () => {
  it('shows the ET date beside the ET time, after 19:00 ET too', () => {
    render(
      <MemoryRouter>
        <FreshnessBadge meta={{ as_of: '2026-11-21T01:30:00Z', finality: 'final' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^as of /).textContent).toBe('as of 2026-11-20 20:30:00 ET');
  });
});
