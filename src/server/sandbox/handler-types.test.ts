/**
 * The handler types come from the registry, and the compiler checks them: tsc fails on each
 * `@ts-expect-error` line below if the error it expects goes away (a handler reading a parameter its
 * endpoint does not declare, a table entry under an id the registry does not have). The handler is
 * then called the way the server calls it, so the typed reads are also checked at run time.
 */
import { describe, expect, it } from 'vitest';
import type { DteFilter } from '../../api/dte-filter';
import { createFakeMarket } from './testing/fake-market';
import type { RouteTable } from './handler';
import { bodyOf, callRoute } from './testing/test-harness';

const NOW = Date.parse('2026-11-20T17:00:00Z');

const table: RouteTable = {
  'gex.levels': (ctx) => {
    // A declared parameter reads with its precise type, no cast.
    const filter: DteFilter | undefined = ctx.values.dte_filter;
    const ticker: string = ctx.values.ticker;
    // @ts-expect-error gex.levels declares no `nbbo_label`
    const label: unknown = ctx.values.nbbo_label;
    return { body: { filter, ticker, label } };
  },
  // A required query parameter is always present after validation.
  'volatility.atm': (ctx) => ({ body: { symbols: ctx.values.symbols satisfies readonly string[] } }),
  // @ts-expect-error no endpoint has this id
  'gex.levelz': () => ({ body: {} }),
};

describe('handler types from the registry', () => {
  it('hand each handler its own validated parameters', async () => {
    const market = createFakeMarket();
    const levels = await callRoute(table, market, 'gex.levels', {
      pathParams: { session: '2026-11-20', ticker: 'spy' },
      query: { dte_filter: '0dte' },
      now: NOW,
    });
    expect(bodyOf(levels)).toEqual({ filter: '0dte', ticker: 'SPY' });
    const atm = await callRoute(table, market, 'volatility.atm', { query: { symbols: 'SPY,QQQ' }, now: NOW });
    expect(bodyOf(atm)).toEqual({ symbols: ['SPY', 'QQQ'] });
  });
});
