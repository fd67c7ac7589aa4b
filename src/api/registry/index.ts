/**
 * Every endpoint of the Options Analytics API v1 as data: the single source of truth for paths,
 * parameters, bounds, access, budget and cache policy. Bounds are copied from the reference
 * (../shared/api-reference/part-a, Endpoints); entries with `assumed` are paths the reference does
 * not publish, defined once in their family file so they can be corrected in one place.
 */
import type { EndpointSpec } from '../endpoint';
import { assumedContractEndpoints, contractTradesEndpoints } from './contracts';
import { darkpoolEndpoints } from './darkpool';
import { catalystEndpoints, earningsCalendarEndpoints, earningsEndpoints, economicEndpoints } from './events';
import { gexEndpoints } from './gex';
import { openInterestEndpoints } from './open-interest';
import { optionsFlowEndpoints } from './options-flow';
import { assumedQuoteEndpoints, watchlistEndpoints } from './quotes';
import {
  abnormalEndpoints,
  directionalEndpoints,
  intentFlowEndpoints,
  momentumEndpoints,
  screenerEndpoints,
} from './rankings';
import { referenceDataEndpoints } from './reference-data';
import { accountEndpoints, healthEndpoints, mcpEndpoints, streamEndpoints } from './service';
import { assumedTideEndpoints, tideEndpoints } from './tide';
import { volatilityEndpoints } from './volatility';

// In the reference's order (Document A, Endpoints), then the families it names without a path.
const REGISTERED = [
  ...healthEndpoints,
  ...intentFlowEndpoints,
  ...momentumEndpoints,
  ...abnormalEndpoints,
  ...accountEndpoints,
  ...earningsEndpoints,
  ...economicEndpoints,
  ...directionalEndpoints,
  ...gexEndpoints,
  ...darkpoolEndpoints,
  ...volatilityEndpoints,
  ...openInterestEndpoints,
  ...tideEndpoints,
  ...optionsFlowEndpoints,
  ...contractTradesEndpoints,
  ...watchlistEndpoints,
  ...screenerEndpoints,
  ...streamEndpoints,
  ...mcpEndpoints,
  ...assumedTideEndpoints,
  ...assumedQuoteEndpoints,
  ...assumedContractEndpoints,
  ...referenceDataEndpoints,
  ...catalystEndpoints,
  ...earningsCalendarEndpoints,
];

type Registered = (typeof REGISTERED)[number];

/** The id of a registered endpoint; a misspelt id is a compile error. */
export type EndpointId = Registered['id'];

/** A table of some endpoints' settings (answer schemas, refresh cadences): a misspelt id is a compile error. */
export type ByEndpoint<V> = Readonly<Partial<Record<EndpointId, V>>>;

/** The parameters (path and query) the endpoint `I` declares, as their specs. */
export type DeclaredParam<I extends EndpointId> = Extract<Registered, { readonly id: I }>['params'][number];

/** The names of the parameters (path and query) the endpoint `I` declares. */
export type ParamName<I extends EndpointId> = DeclaredParam<I>['name'];

export const ENDPOINTS: readonly EndpointSpec[] = REGISTERED;

const byId: ReadonlyMap<string, EndpointSpec> = new Map(ENDPOINTS.map((e) => [e.id, e]));

/** True when a string from outside the code (a URL, a test table) names a registered endpoint. */
export function isEndpointId(id: string): id is EndpointId {
  return byId.has(id);
}

/** The endpoint with this id; throws on an id unknown at run time so a bad one fails at start-up. */
export function endpoint(id: EndpointId): EndpointSpec {
  const spec = byId.get(id);
  if (!spec) throw new Error(`unknown endpoint id: ${id}`);
  return spec;
}

export const REST_ENDPOINTS = ENDPOINTS.filter((e) => e.transport === 'rest');
export const STREAM_ENDPOINTS = ENDPOINTS.filter((e) => e.transport === 'ws');
