// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DriftMark } from './drift-mark';

afterEach(cleanup);

describe('the contract-drift mark', () => {
  it('names every field whose answer differs from the reference', () => {
    render(<DriftMark fields={['net_gex', 'levels.gamma_flip']} />);
    const mark = screen.getByTestId('contract-drift');
    expect(mark.textContent).toBe('⚠ contract drift: net_gex, levels.gamma_flip');
    expect(mark.getAttribute('title')).toBe(
      "The service's answer differs from the API reference at: net_gex, levels.gamma_flip. Values shown may be incomplete.",
    );
  });

  it('shows nothing when the answer matches the reference', () => {
    const { container } = render(<DriftMark fields={[]} />);
    expect(screen.queryByTestId('contract-drift')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
