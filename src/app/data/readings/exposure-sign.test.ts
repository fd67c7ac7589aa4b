import { describe, expect, it } from 'vitest';
import { exposureLook } from './exposure-sign';

describe('each greek’s arrow', () => {
  it('draws Δ$ as a direction: an arrow and green or red', () => {
    expect(exposureLook('delta', 23_220_000)).toMatchObject({ text: '▲ +$23.22M', cls: 'text-up' });
    expect(exposureLook('delta', -10_400_000)).toMatchObject({ text: '▼ −$10.4M', cls: 'text-down' });
  });

  it('never draws Θ$, Γ$ or vega$ as a direction: no arrow, no red or green, the sign explained', () => {
    const theta = exposureLook('theta', -326_000);
    expect(theta.text).toBe('−$326K');
    expect(theta.cls).not.toMatch(/text-(up|down)/);
    expect(theta.meaning).toBe('net bought options: paying the decay');
    expect(exposureLook('gamma', 1e6).meaning).toBe('net bought gamma (long convexity)');
    expect(exposureLook('vega', -2e5)).toMatchObject({ text: '−$200K', meaning: 'net sold volatility (short vega)' });
  });

  it('leaves a zero and a missing value without an arrow or a meaning', () => {
    expect(exposureLook('delta', 0.001)).toMatchObject({ text: '$0', cls: 'text-muted', meaning: '' });
    expect(exposureLook('theta', null).text).toBe('—');
  });
});
