/**
 * `numeric_strings`: money, prices, scores and greeks as decimal strings. The reference says "US
 * dollars" and "number" without fixing a JSON type for most fields, and many services send decimals as
 * strings so no precision is lost. Every non-integer finite number becomes its `String()`; an integer
 * does too when its field names money, a score, a price, a greek or an IV. What stays a number, on
 * purpose: integers under any other name (counts, sizes, contracts, limits, `n`, DTEs, seconds, ms
 * timestamps such as `ts_ms`, strikes and walls), anything under a count-like name whatever its value,
 * and every number inside a list of lists (the volatility surface's matrices, `cells_side` triples),
 * which a service sends as numbers to stay compact.
 */
import { mapObjects, type JsonObject } from './variant-json';

/**
 * Field names that say money, a score, a price, a greek or an IV: their integers become strings too, so
 * one field has one type on every row (a confidence of exactly 0 reads "0" like 0.05 reads "0.05").
 */
const MONEY_OR_SCORE =
  /premium|notional|gex|pressure|score|^net_|(?:^|_)(?:confidence|price|bid|ask|spot|iv|volatility|delta|gamma|vega|theta|charm|vanna)(?:_|$)/;
/** Strikes and the levels struck at one (walls, max pain): an integer stays a number, as `strike` does. */
const STRIKE_LIKE = /strike|wall|max_pain/;
/** Field names that say a count, a size, a limit or a time in ms: always left as numbers. */
const COUNT_LIKE = /^n$|_n$|count|^limit$|size|contracts|orders|^total$|dte|_ms$|seconds/;

function asDecimal(key: string, v: unknown): unknown {
  if (typeof v !== 'number' || !Number.isFinite(v) || COUNT_LIKE.test(key)) return v;
  return !Number.isInteger(v) || (MONEY_OR_SCORE.test(key) && !STRIKE_LIKE.test(key)) ? String(v) : v;
}

function fieldAsDecimal(key: string, v: unknown): unknown {
  if (!Array.isArray(v)) return asDecimal(key, v);
  if (v.some(Array.isArray)) return v; // a matrix stays numeric
  return v.map((x) => asDecimal(key, x));
}

export function numbersAsStrings(body: unknown): unknown {
  return mapObjects(body, (obj) => {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(obj)) out[k] = fieldAsDecimal(k, v);
    return out;
  });
}
