// @vitest-environment jsdom
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readContractAnswer } from '../../data/contract-read';
import type { AnswerFor } from '../../data/endpoint-query';
import { createQueryClient } from '../../data/query-client';
import { ReporterDetail } from './reporter-detail';

let client: QueryClient | null = null;

const OCC = 'O:CVNA261120C00220000';

const DETAIL = {
  session: '2026-11-18',
  as_of: '2026-11-18T20:59:00.000Z',
  finality: 'final',
  ticker: 'CVNA',
  event: {
    ticker: 'CVNA',
    name: 'Carvana Co.',
    session: '2026-11-18',
    time: 'bmo',
    release_at: '2026-11-18T12:00:00.000Z',
    fiscal_quarter: 'Q3 2026',
    reported: true,
    eps_estimate: 1.62,
    eps_actual: 1.78,
    eps_surprise_pct: 0.0988,
    revenue_estimate: 5.1e9,
    revenue_actual: 5.3e9,
    atm_iv: 1.036,
    expected_move_pct: 0.0653,
    realized_move_pct: -0.041,
  },
  summary: {
    orders: 1,
    contracts: 150,
    total_premium: 60000,
    call_premium: 60000,
    put_premium: 0,
    net_premium: 60000,
    put_call_premium_ratio: 0,
  },
  greeks: { net_delta: 8200, net_gamma: 310, net_vega: 1900, net_theta: -2400, orders_priced: 1, orders_unpriced: 0 },
  scatter: [],
  orders: [
    {
      event_id: 'e1',
      executed_at: '2026-11-18T15:00:00.000Z',
      option_symbol: OCC,
      option_type: 'call',
      strike: 220,
      expiration: '2026-11-20',
      dte: 2,
      contracts: 150,
      premium: 60000,
      price: 4,
      direction: 'buy',
      implied_volatility: 0.9,
    },
  ],
  abnormal_trades: [],
};

/** The detail fed as the app feeds it: the body read through contract-read, as apiFetch does. */
function Detail(props: { body: unknown }): ReactElement {
  const query = useQuery({
    queryKey: ['detail'],
    queryFn: async () =>
      (await readContractAnswer(
        'GET',
        '/v1/earnings/2026-11-18/CVNA',
        props.body,
        null,
      )) as AnswerFor<'earnings.ticker'>,
  });
  return <ReporterDetail ticker="CVNA" query={query} />;
}

function renderDetail(body: unknown): void {
  client = createQueryClient();
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Detail body={body} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  client?.clear();
  client = null;
});

describe('reporter detail', () => {
  it('lists an order by its contract as every page reads it, opening the contract page', async () => {
    renderDetail(DETAIL);
    const orders = await screen.findByTestId('earnings-orders');
    const link = within(orders).getByRole('link', { name: new RegExp(OCC) });
    expect(link.textContent).toBe('2026-11-20 220 C');
    expect(link.getAttribute('href')).toBe(`/contract/${encodeURIComponent(OCC)}`);
    expect(within(orders).getByRole('row', { name: /2026-11-20 220 C/ }).textContent).toContain('▲ buy');
    expect(screen.queryAllByTestId('contract-drift').map((m) => m.textContent)).toEqual([]);
  });

  it('shows what it cannot read as "—", never 0, names it as drift and keeps the rest', async () => {
    renderDetail({
      ...DETAIL,
      event: 'pending',
      greeks: [],
      orders: [{ ...DETAIL.orders[0], option_symbol: 'CVNA 11/20 220C', direction: 'BUY', premium: '60000.00' }],
    });
    const event = await screen.findByTestId('earnings-event');
    expect(within(event).getByText('EPS estimate / actual').nextSibling?.textContent).toBe('— / —');
    const greeks = screen.getByTestId('earnings-greeks');
    expect(within(greeks).getByText('Net delta').nextSibling?.textContent).toBe('—');
    const orders = screen.getByTestId('earnings-orders');
    // A symbol that is not OCC is shown as sent; the side in another case and the premium as a string still read.
    const row = within(orders).getByRole('row', { name: /CVNA 11\/20 220C/ });
    expect(row.textContent).toContain('▲ buy');
    expect(row.textContent).toContain('$60');
    const marks = await screen.findAllByTestId('contract-drift');
    expect(marks.map((m) => m.textContent).join(' ')).toMatch(/event/);
  });
});
