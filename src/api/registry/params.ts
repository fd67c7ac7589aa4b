/**
 * Parameter builders shared by the registry's family files: one line per parameter in the endpoint
 * tables. Each keeps its name as a literal type so that request values can be checked against the
 * parameters an endpoint declares.
 */
import type { ParamKind, ParamSpec } from '../endpoint';

/** A parameter whose name and kind the type system keeps. */
export type NamedParam<N extends string = string, K extends ParamKind = ParamKind> = ParamSpec & {
  readonly name: N;
  readonly kind: K;
};

export const path = {
  session: { name: 'session', in: 'path', kind: 'session', required: true },
  ticker: { name: 'ticker', in: 'path', kind: 'ticker', required: true },
  occ: { name: 'occ', in: 'path', kind: 'occ', required: true },
  sector: { name: 'key', in: 'path', kind: 'sector', required: true },
  etf: { name: 'symbol', in: 'path', kind: 'etf', required: true },
} as const satisfies Record<string, ParamSpec>;

export function int<const N extends string>(
  name: N,
  min: number | undefined,
  max: number | undefined,
  dflt?: number,
  extra: Partial<Omit<ParamSpec, 'name' | 'kind'>> = {},
): NamedParam<N, 'integer'> {
  return {
    name,
    in: 'query',
    kind: 'integer',
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(dflt === undefined ? {} : { default: dflt }),
    ...extra,
  };
}
export function num<const N extends string>(
  name: N,
  min: number | undefined,
  max: number | undefined,
  dflt?: number,
): NamedParam<N, 'number'> {
  return {
    name,
    in: 'query',
    kind: 'number',
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(dflt === undefined ? {} : { default: dflt }),
  };
}
export function oneOf<const N extends string, const V extends readonly string[]>(
  name: N,
  values: V,
  dflt?: V[number],
): NamedParam<N, 'enum'> & { readonly values: V } {
  return { name, in: 'query', kind: 'enum', values, ...(dflt === undefined ? {} : { default: dflt }) };
}
export function bool<const N extends string>(name: N, dflt: boolean): NamedParam<N, 'boolean'> {
  return { name, in: 'query', kind: 'boolean', default: dflt };
}
export function str<const N extends string>(name: N, required = false): NamedParam<N, 'string'> {
  return { name, in: 'query', kind: 'string', ...(required ? { required } : {}) };
}
export function date<const N extends string>(name: N): NamedParam<N, 'date'> {
  return { name, in: 'query', kind: 'date' };
}
export const dteFilter: NamedParam<'dte_filter', 'dte_filter'> = {
  name: 'dte_filter',
  in: 'query',
  kind: 'dte_filter',
  default: 'all',
};
export const queryTicker: NamedParam<'ticker', 'tickers'> = { name: 'ticker', in: 'query', kind: 'tickers' };
/** A page size for the reference-data families, whose bounds the reference does not publish. */
export const history = (dflt: number, max: number): NamedParam<'limit', 'integer'> => int('limit', 1, max, dflt);
