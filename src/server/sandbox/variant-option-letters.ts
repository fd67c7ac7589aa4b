/**
 * `option_letters`: `option_type` as the OCC symbol's letter, `C` or `P`. The stream frame's table says
 * only "call or put kind", so the letter is a reading of it; REST rows follow the same spelling.
 */
import { mapObjects } from './variant-json';

const LETTER: Readonly<Record<string, string>> = { call: 'C', put: 'P' };

export function optionTypeLetters(value: unknown): unknown {
  return mapObjects(value, (obj) => {
    const t = obj.option_type;
    if (typeof t === 'string' && Object.hasOwn(LETTER, t)) obj.option_type = LETTER[t];
    return obj;
  });
}
