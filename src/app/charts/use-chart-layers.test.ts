import { describe, expect, it } from 'vitest';
import { faded, priorLines } from './use-chart-layers';

describe('the prior session’s levels across the chart', () => {
  it('are faint, dashed, named "prior …" and keyed apart from the session’s own levels', () => {
    const [line] = priorLines([{ key: 'gamma_flip', label: 'γ flip', price: 187.2, color: '#f59e0b' }]);
    expect(line).toMatchObject({
      key: 'prior:gamma_flip',
      price: 187.2,
      color: '#f59e0b73',
      label: 'prior γ flip',
      edge: { group: 'prior levels' },
    });
    expect(line!.dash!.length).toBe(2);
  });

  it('fade only a plain hex colour; another form is kept as it is', () => {
    expect(faded('#10B981')).toBe('#10B98173');
    expect(faded('rgba(1, 2, 3, 0.5)')).toBe('rgba(1, 2, 3, 0.5)');
  });
});
