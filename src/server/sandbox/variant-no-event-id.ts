/**
 * `no_event_id`: abnormal trades without `event_id`. The reference names only `ticker`, `side` and
 * `premium` of an abnormal-trade record, so a client cannot count on an id to join or de-duplicate them.
 */
import type { EndpointSpec } from '../../api/endpoint';
import { isJsonObject } from './variant-json';

const ABNORMAL_IDS: ReadonlySet<string> = new Set(['abnormal.current', 'abnormal.session']);

function withoutId(v: unknown): unknown {
  if (!isJsonObject(v) || !('event_id' in v)) return v;
  const { event_id: _dropped, ...rest } = v;
  return rest;
}

/** The REST abnormal-trade rows (`trades`) without their ids. */
export function abnormalRowsWithoutId(spec: Pick<EndpointSpec, 'id'>, body: unknown): unknown {
  if (!ABNORMAL_IDS.has(spec.id) || !isJsonObject(body) || !Array.isArray(body.trades)) return body;
  return { ...body, trades: body.trades.map(withoutId) };
}

/** An `abnormal_trade` frame whose `data` has no id. */
export function abnormalFrameWithoutId(frame: unknown): unknown {
  if (!isJsonObject(frame) || frame.type !== 'abnormal_trade') return frame;
  return { ...frame, data: withoutId(frame.data) };
}
