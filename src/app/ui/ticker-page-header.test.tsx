// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderChoices, TickerPageHeader } from './ticker-page-header';

function Page(): React.ReactElement {
  const ticker = useParams().ticker ?? '';
  const { pathname, search } = useLocation();
  return (
    <>
      <TickerPageHeader title="Open interest" ticker={ticker} route="oi">
        <HeaderChoices
          label="DTE bucket"
          value="lt8"
          options={['all', 'lt8']}
          names={{ lt8: '< 8 DTE' }}
          onChange={() => undefined}
        />
      </TickerPageHeader>
      <p data-testid="at">{`${pathname}${search}`}</p>
    </>
  );
}

function renderAt(url: string): void {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/oi/:ticker" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('TickerPageHeader', () => {
  it('opens the same page for a typed ticker, upper-cased, keeping the view in the URL', () => {
    renderAt('/oi/SPY?dte=lt8');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Open interest — SPY');
    fireEvent.change(screen.getByRole('textbox', { name: 'Ticker' }), { target: { value: ' aapl ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('at').textContent).toBe('/oi/AAPL?dte=lt8');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Open interest — AAPL');
    // The box follows the route's ticker.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Ticker' }).value).toBe('AAPL');
  });

  it('stays on the page when the text cannot be a ticker', () => {
    renderAt('/oi/SPY');
    fireEvent.change(screen.getByRole('textbox', { name: 'Ticker' }), { target: { value: '../x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('at').textContent).toBe('/oi/SPY');
  });

  it('marks the chosen setting pressed and names the choices', () => {
    renderAt('/oi/SPY');
    expect(screen.getByRole('button', { name: '< 8 DTE' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'all' }).getAttribute('aria-pressed')).toBe('false');
  });
});
