/**
 * Endpoint ids are a closed set known to the compiler: `npm run typecheck` fails on a misspelt id,
 * so a page or handler cannot ask for an endpoint the registry does not hold.
 */
import { describe, expect, it } from 'vitest';
import type { DteFilter } from './dte-filter';
import { ANSWER_SCHEMAS } from './schemas';
import {
  ENDPOINTS,
  endpoint,
  isEndpointId,
  type ByEndpoint,
  type DeclaredValues,
  type EndpointId,
  type ParamName,
} from './registry';
import { validateRequest } from './validate';

describe('EndpointId', () => {
  it('is rejected by tsc for an id the registry does not hold, and endpoint() throws on it at run time', () => {
    // @ts-expect-error -- 'gex.levelz' is not an endpoint id
    expect(() => endpoint('gex.levelz')).toThrow(/unknown endpoint id/);
    // @ts-expect-error -- an id is family.name, not a path
    const notAnId: EndpointId = '/v1/gex/{session}/{ticker}/levels';
    expect(isEndpointId(notAnId)).toBe(false);
  });

  it('names every registered endpoint, and only those', () => {
    const ids: readonly EndpointId[] = ['gex.levels', 'darkpool.prints', 'tide.ticker', 'earnings.calendar'];
    for (const id of ids) expect(endpoint(id).id).toBe(id);
    expect(ENDPOINTS.every((e) => isEndpointId(e.id))).toBe(true);
    expect(isEndpointId('gex.levelz')).toBe(false);
  });

  it('keys the tables of per-endpoint settings (schemas, refresh cadences) by registered ids only', () => {
    const cadences = { 'gex.levels': 600 } satisfies ByEndpoint<number>;
    // @ts-expect-error -- a misspelt id in a per-endpoint table does not compile
    const misspelt = { 'gex.levelz': 600 } satisfies ByEndpoint<number>;
    expect(Object.keys(cadences).every(isEndpointId)).toBe(true);
    expect(Object.keys(misspelt).every(isEndpointId)).toBe(false);
    expect(Object.keys(ANSWER_SCHEMAS).filter((id) => !isEndpointId(id))).toEqual([]);
  });

  it("keeps each endpoint's parameter names as types", () => {
    const levels: readonly ParamName<'gex.levels'>[] = ['session', 'ticker', 'dte_filter'];
    // @ts-expect-error -- step_min belongs to gex.intraday, not gex.levels
    const wrong: ParamName<'gex.levels'> = 'step_min';
    expect(endpoint('gex.levels').params.map((p) => p.name)).toEqual(levels);
    expect(endpoint('gex.levels').params.map((p) => p.name)).not.toContain(wrong);
  });

  it("types a handler's validated values from the endpoint, so an undeclared parameter does not compile", () => {
    const checked = validateRequest(endpoint('gex.levels'), {
      pathParams: { session: '2026-11-20', ticker: 'spy' },
      query: { dte_filter: '0dte' },
    });
    if (!checked.ok) throw new Error('a valid request was refused');
    // validate.ts returns untyped values; the handler table is what would give them this type.
    const values = checked.values as DeclaredValues<'gex.levels'>;
    const bucket: DteFilter | undefined = values.dte_filter;
    const ticker: string = values.ticker;
    expect([ticker, bucket]).toEqual(['SPY', '0dte']);
    // @ts-expect-error -- gex.levels declares no step_min (a parameter of gex.intraday)
    expect(values.step_min).toBeUndefined();
    const mode: DeclaredValues<'volatility.surface'>['mode'] = 'call';
    // @ts-expect-error -- `mode` is one of the registry's enum values
    const badMode: DeclaredValues<'volatility.surface'>['mode'] = 'straddle';
    expect(endpoint('volatility.surface').params.find((p) => p.name === 'mode')?.values).toContain(mode);
    expect(endpoint('volatility.surface').params.find((p) => p.name === 'mode')?.values).not.toContain(badMode);
  });
});
