/**
 * `omitted_optional`: optional metadata left out. The reference defines `computed_at`, `hint`, the
 * delay block's `feed`, `max_pain_expiry` and the `basis` objects without saying every answer carries
 * them, so a service may omit them. The main list, `as_of`, `session` and `finality` always stay.
 */
import { isJsonObject, mapObjects } from './variant-json';

const ALWAYS_OMITTED = ['computed_at', 'max_pain_expiry'] as const;

export function optionalFieldsOmitted(body: unknown): unknown {
  return mapObjects(body, (obj, place) => {
    for (const k of ALWAYS_OMITTED) delete obj[k];
    if ('hint' in obj && !obj.hint) delete obj.hint;
    // A row's `basis` (the answer's own basis stays: it is what a payload states as authoritative).
    if (place.index !== undefined && isJsonObject(obj.basis)) delete obj.basis;
    if (place.key === 'data' && place.index === undefined) delete obj.feed;
    return obj;
  });
}
