/**
 * `enum_case`: enum values in upper case (`BUY`, `CALL`, `PROVISIONAL`). The reference writes some
 * enums in upper case itself ("BUY (at ask)") and names others in lower case, so either spelling is a
 * reading of it. Only the fields below, and only values that are lower-case words (`at_ask`, `long`),
 * change; free text under the same names is left alone.
 */
import { mapObjects } from './variant-json';

export const ENUM_FIELDS: ReadonlySet<string> = new Set([
  'direction',
  'side',
  'side_proxy',
  'option_type',
  'finality',
  'gamma_regime',
  'gamma_flip_type',
  'delay_reason',
  'sentiment',
  'impact',
  'lean',
  'order_type',
  'enrich_status',
  'mode',
  'nbbo_label',
  'moneyness',
  'severity',
  'read',
  'flow_source',
]);

const LOWER_WORD = /^[a-z][a-z0-9_]*$/;

export function enumsUpperCased(value: unknown): unknown {
  return mapObjects(value, (obj) => {
    for (const [k, v] of Object.entries(obj)) {
      if (ENUM_FIELDS.has(k) && typeof v === 'string' && LOWER_WORD.test(v)) obj[k] = v.toUpperCase();
    }
    return obj;
  });
}
