// @vitest-environment jsdom
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerFor } from '../../data/endpoint-query';
import { readContractAnswer } from '../../data/contract-read';
import { createQueryClient } from '../../data/query-client';
import { RankPanel } from './vol-panels';

let client: QueryClient | null = null;

const RANK = {
  session: '2026-11-20',
  as_of: '2026-11-20T13:30:00.000Z',
  finality: 'provisional',
  current: 0.24353,
  min: 0.15646,
  max: 0.28774,
  rank: 0.6632,
  percentile: 0.8556,
  n: 90,
  from: '2026-07-17',
  to: '2026-11-20',
  unit: 'decimal',
  rank_scale: '0-1',
};
const STATS = {
  session: '2026-11-20',
  as_of: '2026-11-20T13:30:00.000Z',
  finality: 'provisional',
  mean: 0.2018,
  std: 0.0349,
  min: 0.15646,
  max: 0.28774,
  p25: 0.1698,
  median: 0.194,
  p75: 0.2223,
  current: 0.24353,
  z_score: 1.19,
  n: 90,
  from: '2026-07-17',
  to: '2026-11-20',
};

/** The rank panel fed as the app feeds it: each body read through contract-read, as apiFetch does. */
function Rank(props: { rank: unknown; stats: unknown }): ReactElement {
  const rank = useQuery({
    queryKey: ['rank'],
    queryFn: async () =>
      (await readContractAnswer(
        'GET',
        '/v1/volatility/SPY/iv-rank',
        props.rank,
        null,
      )) as AnswerFor<'volatility.ivRank'>,
  });
  const stats = useQuery({
    queryKey: ['stats'],
    queryFn: async () =>
      (await readContractAnswer('GET', '/v1/volatility/SPY/stats', props.stats, null)) as AnswerFor<'volatility.stats'>,
  });
  return <RankPanel ticker="SPY" rank={rank} stats={stats} />;
}

function renderRank(rank: unknown, stats: unknown): void {
  client = createQueryClient();
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Rank rank={rank} stats={stats} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  client?.clear();
  client = null;
});

describe('IV rank panel', () => {
  it('shows the rank, percentile and stats of the answer on the 0–1 scale', async () => {
    renderRank(RANK, STATS);
    const rank = await screen.findByTestId('iv-rank');
    expect(rank.textContent).toContain('0.66');
    expect(rank.textContent).toContain('n = 90 observations, 2026-07-17 → 2026-11-20');
    const stats = await screen.findByRole('table', { name: 'ATM-IV(30d) descriptive stats' });
    expect(within(stats).getByRole('row', { name: /median/ }).textContent).toContain('19.4');
    expect(screen.queryByTestId('contract-drift')).toBeNull();
  });

  it('shows a figure it cannot read as "—", never 0, and names the field as drift', async () => {
    const { rank: _rank, ...renamed } = RANK;
    renderRank({ ...renamed, iv_rank: 0.66, percentile: 'high' }, { ...STATS, median: '0.194' });
    const rank = await screen.findByTestId('iv-rank');
    expect(rank.textContent).toMatch(/IV rank \(0–1\)—/);
    expect(rank.textContent).toMatch(/IV percentile \(0–1\)—/);
    const marks = await screen.findAllByTestId('contract-drift');
    expect(marks.map((m) => m.textContent).join(' ')).toMatch(/rank, percentile/);
    const stats = await screen.findByRole('table', { name: 'ATM-IV(30d) descriptive stats' });
    expect(within(stats).getByRole('row', { name: /median/ }).textContent).toContain('19.4');
  });
});
