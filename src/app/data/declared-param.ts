/**
 * A parameter as the registry declares it (its bounds, default and allowed values), for a control that
 * offers that parameter: the control's limits are the contract's, never a copy of them.
 */
import type { ParamSpec } from '../../api/endpoint';
import { endpoint, type EndpointId, type ParamName } from '../../api/registry';

export function declaredParam<I extends EndpointId>(id: I, name: ParamName<I>): ParamSpec {
  const spec = endpoint(id).params.find((p) => p.name === name);
  if (!spec) throw new Error(`${id}: no parameter ${String(name)}`);
  return spec;
}

/** An integer from the URL within the parameter's bounds, else its default (`fallback` when it has none). */
export function boundedInt(raw: string | null, spec: ParamSpec, fallback = 0): number {
  const n = raw === null || raw === '' ? Number.NaN : Number(raw);
  const dflt = typeof spec.default === 'number' ? spec.default : fallback;
  if (!Number.isInteger(n)) return dflt;
  return n >= (spec.min ?? -Infinity) && n <= (spec.max ?? Infinity) ? n : dflt;
}
