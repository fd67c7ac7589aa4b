// @vitest-environment jsdom
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../data/api-error';
import { createQueryClient } from '../data/query-client';
import { QueryState } from './query-state';

let client: QueryClient | null = null;

/** One panel as pages build it: the app's query client (its retry policy) and a QueryState. */
function Panel(props: { load: () => Promise<readonly string[]>; enabled?: boolean }): ReactElement {
  const query = useQuery({ queryKey: ['rows'], queryFn: props.load, enabled: props.enabled ?? true });
  return (
    <QueryState query={query} label="flow rankings">
      {(rows) => (rows.length === 0 ? <p>No rankings in this session yet.</p> : <p>{rows.join(', ')}</p>)}
    </QueryState>
  );
}

function renderPanel(load: () => Promise<readonly string[]>, enabled?: boolean): void {
  client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Panel load={load} {...(enabled === undefined ? {} : { enabled })} />
    </QueryClientProvider>,
  );
}

const failing = (error: ApiError) => vi.fn(async (): Promise<readonly string[]> => Promise.reject(error));

afterEach(() => {
  cleanup();
  client?.clear();
  client = null;
});

describe('a panel reading one query', () => {
  it('keeps its place with a labelled skeleton while loading', () => {
    renderPanel(() => new Promise(() => {}));
    expect(screen.getByRole('status', { name: 'Loading flow rankings' })).toBeTruthy();
  });

  it('says it is waiting when the query is not allowed to run yet', () => {
    renderPanel(async () => ['SPY'], false);
    expect(screen.getByText('flow rankings: waiting.')).toBeTruthy();
  });

  it('shows the data, and hands an empty answer to the panel to say so', async () => {
    renderPanel(async () => ['SPY', 'QQQ']);
    expect(await screen.findByText('SPY, QQQ')).toBeTruthy();
    cleanup();
    renderPanel(async () => []);
    expect(await screen.findByText('No rankings in this session yet.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on a 429 says it is retrying, when, and which attempt it is', async () => {
    renderPanel(failing(new ApiError({ status: 429, code: 'rate_limited', message: 'slow down', retryAfterMs: 7000 })));
    const notice = await screen.findByTestId('retrying');
    expect(notice.textContent).toContain('⟳ Rate limit (429) — retrying (attempt 2 of 5)');
    expect(notice.textContent).toContain('The minute budget is spent; retrying in 7 s.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on a 403 says what Pro adds as a note, and does not ask again by itself', async () => {
    let calls = 0;
    renderPanel(async () => {
      calls++;
      throw new ApiError({ status: 403, code: 'forbidden', message: 'pro tier required' });
    });
    const note = await screen.findByTestId('pro-adds');
    expect(note.textContent).toMatch(/^Pro adds /);
    expect(note.textContent).toContain('A free key still shows');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(calls).toBe(1);
  });

  it('on a 422 names the field the service refused', async () => {
    renderPanel(
      failing(
        new ApiError({
          status: 422,
          code: 'validation_error',
          message: 'HTTP 422',
          detail: [{ loc: ['query', 'limit'], msg: 'ensure this value is less than or equal to 500' }],
        }),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid request (422)');
    expect(alert.textContent).toContain('limit: ensure this value is less than or equal to 500');
  });
});
