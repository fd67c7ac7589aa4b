/**
 * A valid request for any registry endpoint, built from its parameter specs: used by the registry walk
 * (every 2xx body checked against its schema). Test support; the app does not import it.
 */
import type { EndpointSpec, ParamSpec } from '../endpoint';
import { buildPath } from '../match';

export interface SampleValues {
  /** A final session that has data. */
  readonly session: string;
  readonly ticker: string;
  /** An OCC contract symbol that the service knows. */
  readonly occ: string;
}

function sampleValue(p: ParamSpec, v: SampleValues): string | undefined {
  switch (p.kind) {
    case 'session':
    case 'date':
      return v.session;
    case 'ticker':
      return v.ticker;
    case 'tickers':
      return `${v.ticker},QQQ`;
    case 'occ':
      return v.occ;
    case 'sector':
      return 'technology';
    case 'etf':
      return 'SPY';
    case 'enum':
      return p.values?.[0];
    default:
      return p.default === undefined ? undefined : String(p.default);
  }
}

/** Path and query of a valid GET for `spec`: every path parameter and every required query parameter. */
export function samplePath(spec: EndpointSpec, v: SampleValues): string {
  const pathValues: Record<string, string> = {};
  const query = new URLSearchParams();
  for (const p of spec.params) {
    const value = sampleValue(p, v);
    if (value === undefined) continue;
    if (p.in === 'path') pathValues[p.name] = value;
    else if (p.required) query.set(p.name, value);
  }
  const qs = query.toString();
  return `${buildPath(spec, pathValues)}${qs ? `?${qs}` : ''}`;
}
