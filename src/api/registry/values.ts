/**
 * The validated values of an endpoint's parameters as types (what validate.ts produces for each
 * kind), so a handler reads `values.dte_filter` as a DteFilter and an undeclared name does not compile.
 */
import type { DteFilter } from '../dte-filter';
import type { ParamSpec } from '../endpoint';
import type { DeclaredParam, EndpointId } from './index';

type ValueOf<P extends ParamSpec> = P['kind'] extends 'integer' | 'number'
  ? number
  : P['kind'] extends 'boolean'
    ? boolean
    : P['kind'] extends 'tickers'
      ? readonly string[]
      : P['kind'] extends 'dte_filter'
        ? DteFilter
        : P extends { readonly kind: 'enum'; readonly values: readonly (infer V extends string)[] }
          ? V
          : string;

/** A parameter validation never leaves absent: a path parameter, or one declared `required: true`. */
type AlwaysPresent = { readonly in: 'path' } | { readonly required: true };

/**
 * Values after validation: path and required parameters are always present; another query parameter
 * may be absent (its default, when it has one, is filled by validate.ts, which the type does not know).
 */
export type DeclaredValues<I extends EndpointId> = {
  readonly [Q in DeclaredParam<I> as Q extends AlwaysPresent ? Q['name'] : never]: ValueOf<Q>;
} & {
  readonly [Q in DeclaredParam<I> as Q extends AlwaysPresent ? never : Q['name']]?: ValueOf<Q>;
};
