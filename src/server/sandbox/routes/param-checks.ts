/** Checks across parameters that the registry's per-parameter validation cannot express; a failure is a 422. */
import { addCalendarDays } from '../../../api/calendar';
import type { HandlerContext } from '../handler';
import { HttpError } from './http-error';

export function invalidParam(name: string, msg: string, input: unknown): HttpError {
  return new HttpError(422, 'validation_error', msg, {
    detail: [{ loc: ['query', name], msg, type: 'value_error', input }],
  });
}

/** `from`/`to` (or `start`/`end`) with defaults; `to` before `from` or a span over `maxDays` is a 422. */
export function dateRange(
  ctx: HandlerContext,
  names: [from: string, to: string],
  defaults: { from: string; spanDays: number },
  maxDays = 366,
): { from: string; to: string } {
  const rawFrom = ctx.values[names[0]];
  const rawTo = ctx.values[names[1]];
  const from =
    rawFrom === undefined
      ? rawTo === undefined
        ? defaults.from
        : addCalendarDays(String(rawTo), -defaults.spanDays)
      : String(rawFrom);
  const to = rawTo === undefined ? addCalendarDays(from, defaults.spanDays) : String(rawTo);
  if (to < from) throw invalidParam(names[1], `${names[1]} (${to}) is before ${names[0]} (${from})`, to);
  if (addCalendarDays(from, maxDays) < to)
    throw invalidParam(names[1], `the range ${from}..${to} is longer than ${maxDays} days`, to);
  return { from, to };
}

/** The optional `ticker` list (comma-separated), upper-cased; undefined when absent. */
export function tickerFilter(ctx: HandlerContext, name = 'ticker'): ReadonlySet<string> | undefined {
  const raw = ctx.values[name];
  if (raw === undefined) return undefined;
  const list = Array.isArray(raw) ? raw : String(raw).split(',');
  return new Set(list.map((t) => String(t).trim().toUpperCase()));
}
