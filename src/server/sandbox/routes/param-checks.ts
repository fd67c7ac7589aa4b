/** Checks across parameters that the registry's per-parameter validation cannot express; a failure is a 422. */
import { addCalendarDays } from '../../../api/calendar';
import { HttpError } from './http-error';

export function invalidParam(name: string, msg: string, input: unknown): HttpError {
  return new HttpError(422, 'validation_error', msg, {
    detail: [{ loc: ['query', name], msg, type: 'value_error', input }],
  });
}

/**
 * `from`/`to` (or `start`/`end`: `names`) with defaults, from the values asked for (`asked`); `to`
 * before `from` or a span over `maxDays` is a 422.
 */
export function dateRange(
  asked: readonly [from: string | undefined, to: string | undefined],
  names: readonly [from: string, to: string],
  defaults: { from: string; spanDays: number },
  maxDays = 366,
): { from: string; to: string } {
  const [rawFrom, rawTo] = asked;
  const from = rawFrom ?? (rawTo === undefined ? defaults.from : addCalendarDays(rawTo, -defaults.spanDays));
  const to = rawTo ?? addCalendarDays(from, defaults.spanDays);
  if (to < from) throw invalidParam(names[1], `${names[1]} (${to}) is before ${names[0]} (${from})`, to);
  if (addCalendarDays(from, maxDays) < to)
    throw invalidParam(names[1], `the range ${from}..${to} is longer than ${maxDays} days`, to);
  return { from, to };
}

/** The optional `ticker` list, upper-cased; undefined when absent. */
export function tickerFilter(tickers: readonly string[] | undefined): ReadonlySet<string> | undefined {
  if (tickers === undefined) return undefined;
  return new Set(tickers.map((t) => t.trim().toUpperCase()));
}
