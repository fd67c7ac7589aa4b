/**
 * A page's request is checked by tsc against the registry: an unknown endpoint id or a parameter the
 * endpoint does not declare does not compile (each `@ts-expect-error` fails the typecheck if it compiles).
 */
import { describe, expect, it } from 'vitest';
import { endpointKey, endpointQuery, endpointUrl } from './endpoint-query';

const session = '2026-11-20';

describe('typed endpoint requests', () => {
  it('rejects an endpoint id that does not exist', () => {
    // @ts-expect-error -- 'gex.levelz' is not an endpoint id
    expect(() => endpointQuery('gex.levelz', { session, ticker: 'SPY' })).toThrow(/unknown endpoint id/);
    // @ts-expect-error -- ids are checked without a payload type too
    expect(() => endpointUrl('darkpool.print', { ticker: 'SPY' })).toThrow(/unknown endpoint id/);
  });

  it('rejects a parameter the endpoint does not declare', () => {
    // @ts-expect-error -- step_min is a parameter of gex.intraday, not of gex.levels
    expect(() => endpointUrl('gex.levels', { session, ticker: 'SPY', step_min: 5 })).toThrow(/unknown parameter/);
    // @ts-expect-error -- `tickr` is declared by no endpoint
    expect(() => endpointQuery('gex.levels', { session, ticker: 'SPY', tickr: 'SPY' })).toThrow(/unknown parameter/);
    // @ts-expect-error -- without a payload type the check is per endpoint
    expect(() => endpointQuery('gex.levels', { session, ticker: 'SPY', step_min: 5 })).toThrow(/unknown parameter/);
  });

  it('accepts the declared parameters', () => {
    expect(endpointKey('gex.intraday', { session, ticker: 'SPY', step_min: 5 })).toEqual([
      'api',
      'gex',
      'gex.intraday',
      session,
      'SPY',
      { dte_filter: 'all', step_min: 5 },
    ]);
  });
});
