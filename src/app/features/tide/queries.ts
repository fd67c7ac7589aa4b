/**
 * The net-premium tide of a scope: the market's (published), or one sector's or ticker's (paths the
 * reference names but does not publish, see the registry's `assumed`). The tide is recomputed on the
 * service's own cadence, so it polls.
 */
import { endpointQuery } from '../../data/endpoint-query';
import type { TideScope } from './tide-readings';

export function tideQuery(scope: TideScope) {
  const opts = { poll: true } as const;
  switch (scope.kind) {
    case 'sector':
      return endpointQuery('tide.sector', { key: scope.key }, opts);
    case 'ticker':
      return endpointQuery('tide.ticker', { ticker: scope.key }, opts);
    default:
      return endpointQuery('tide.market', {}, opts);
  }
}
