// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Panel } from './panel';
import { ContractDriftError } from '../data/contract-drift-error';

afterEach(cleanup);

function Throws(props: { error: unknown }): ReactElement {
  throw props.error;
}

/** Throws until `healed`: a retry renders the panel's body anew. */
let healed = false;
function ThrowsUntilHealed(): ReactElement {
  if (!healed) throw new Error('boom');
  return <p>healed</p>;
}

describe('a panel that cannot render', () => {
  it('names the field it could not read as contract drift, and the page beside it still renders', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const drift = new ContractDriftError('flow.current', [{ path: 'rankings', problem: 'missing' }]);
    render(
      <>
        <Panel title="Intent rankings">
          <Throws error={drift} />
        </Panel>
        <Panel title="Tide">
          <p>tide curve</p>
        </Panel>
      </>,
    );
    const shown = screen.getByTestId('contract-drift-error');
    expect(shown.textContent).toContain('could not read rankings — contract drift');
    expect(shown.textContent).toContain('rankings (missing)');
    expect(screen.getByText('tide curve')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Intent rankings' })).toBeTruthy();
  });

  it('shows any other failure inside the panel, and "Try again" renders it anew', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    healed = false;
    render(
      <Panel title="Levels">
        <ThrowsUntilHealed />
      </Panel>,
    );
    expect(screen.getByTestId('panel-error').textContent).toContain('boom');
    healed = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('healed')).toBeTruthy();
  });
});
