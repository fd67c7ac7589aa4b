// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../data/api-error';
import { QueryState } from './query-state';

function Refused(props: { status: number }): React.ReactElement {
  const q = useQuery({
    queryKey: ['refused', props.status],
    queryFn: (): Promise<string> =>
      Promise.reject(new ApiError({ status: props.status, code: 'x', message: 'refused by the service' })),
    retry: false,
  });
  return (
    <QueryState query={q} label="GEX levels">
      {(d) => <p>{d}</p>}
    </QueryState>
  );
}

function renderRefused(status: number): void {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Refused status={status} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('QueryState on a refusal by tier', () => {
  it('says what Pro adds, as a note and not an error alert', async () => {
    renderRefused(403);
    const note = await screen.findByTestId('pro-adds');
    expect(note.getAttribute('role')).toBe('note');
    expect(note.textContent).toContain('Pro adds GEX levels');
    expect(note.textContent).toMatch(/free key still shows/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps other failures as an error alert with a retry', async () => {
    renderRefused(404);
    expect((await screen.findByRole('alert')).textContent).toContain('Not found (404)');
    expect(screen.queryByTestId('pro-adds')).toBeNull();
  });
});
