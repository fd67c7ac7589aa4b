/** The registry's import path: the endpoints themselves live per family in ./registry/. */
export { ENDPOINTS, REST_ENDPOINTS, STREAM_ENDPOINTS, endpoint, isEndpointId } from './registry/index';
export type { ByEndpoint, DeclaredParam, EndpointId, ParamName } from './registry/index';
export type { DeclaredValues } from './registry/values';
