/**
 * `timestamp_forms`: ISO 8601 UTC timestamps as `+00:00` offsets without a fraction
 * (2026-11-13T14:30:00.123Z → 2026-11-13T14:30:00+00:00). The reference says "ISO 8601 UTC timestamp"
 * and, for the flow frame, "UTC timestamp with offset": both forms are ISO 8601. Dates stay as they are.
 */
import { mapObjects, type JsonObject } from './variant-json';

const Z_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/;

export function asOffsetTimestamp(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const m = Z_TIMESTAMP.exec(v);
  return m ? `${m[1]}+00:00` : v;
}

export function timestampsAsOffsets(value: unknown): unknown {
  return mapObjects(value, (obj) => {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(obj))
      out[k] = Array.isArray(v) ? v.map(asOffsetTimestamp) : asOffsetTimestamp(v);
    return out;
  });
}
