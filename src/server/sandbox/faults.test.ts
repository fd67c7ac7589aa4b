import { describe, expect, it } from 'vitest';
import { FaultStore, globToRegExp } from './faults';

describe('faults', () => {
  it('matches path globs with * across segments and escapes the rest', () => {
    expect(globToRegExp('/v1/gex/*').test('/v1/gex/2026-03-10/SPY/levels')).toBe(true);
    expect(globToRegExp('/v1/gex/*').test('/v1/gexx/a')).toBe(false);
    expect(globToRegExp('/v1/oi/health').test('/v1/oi/healthy')).toBe(false);
    expect(globToRegExp('/v1/a.b').test('/v1/aXb')).toBe(false);
  });

  it('applies a fault to the next N matching requests only', () => {
    const f = new FaultStore();
    f.addFault({ pattern: '/v1/*', status: 502, count: 2 });
    expect(f.takeFault('/health')).toBeUndefined();
    expect(f.takeFault('/v1/x')?.status).toBe(502);
    expect(f.takeFault('/v1/y')?.status).toBe(502);
    expect(f.takeFault('/v1/z')).toBeUndefined();
  });

  it('a fault that names a method spares the other methods and keeps its uses for its own', () => {
    const f = new FaultStore();
    f.addFault({ pattern: '/v1/quotes/watchlist', status: 502, count: 1, method: 'PUT' });
    expect(f.takeFault('/v1/quotes/watchlist', 'GET')).toBeUndefined();
    expect(f.takeFault('/v1/quotes/watchlist', 'PUT')?.status).toBe(502);
    expect(f.takeFault('/v1/quotes/watchlist', 'PUT')).toBeUndefined();
  });
});
