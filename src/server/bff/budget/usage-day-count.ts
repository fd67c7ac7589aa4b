/**
 * The day's request count in the service's usage answer (`GET /v1/account/usage`, "usage stats of the
 * calling key": the reference shows no field). Read leniently: the sandbox says `requests_today`; another
 * service may say `requests.today`, `usage.day.used`, `dailyRequests`, or give the day's limit and what is
 * left of it. Limits, the minute's count, flow rows and the watchlist are never read as the day's count.
 */

/** Segments of another budget: nothing under them is the day's request count. */
const OTHER_BUDGET = /minute|flow|row|watchlist|symbol|addition/;
/** Segments naming a limit or what is left of it: never the count itself (`requests_per_day: 5000`). */
const LIMIT_LIKE = /limit|max|quota|allowance|remaining|left|reset|per_/;
const DAY = /today|day|daily|24h/;
const COUNTED = /request|call|used|count|usage|spent|consumed|total|today|day|daily/;

const MAX_DEPTH = 4;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `requestsToday` and `requests-today` read as `requests_today`. */
function snake(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}

/** A count: a non-negative integer, or a string spelling one. */
function countOf(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

function collect(node: Record<string, unknown>, path: readonly string[], out: number[]): void {
  if (path.length >= MAX_DEPTH) return;
  const entries = Object.entries(node).map(([k, v]) => [snake(k), v] as const);
  const joined = path.join('.');
  if (path.some((s) => OTHER_BUDGET.test(s))) return;
  // `{limit, remaining}` of the day: what is used is the difference.
  if (DAY.test(joined)) {
    const fields = Object.fromEntries(entries);
    const limit = countOf(fields.limit);
    const remaining = countOf(fields.remaining);
    if (limit !== undefined && remaining !== undefined && remaining <= limit) out.push(limit - remaining);
  }
  for (const [key, value] of entries) {
    const at = [...path, key];
    if (isRecord(value)) {
      collect(value, at, out);
      continue;
    }
    if (at.some((s) => OTHER_BUDGET.test(s) || LIMIT_LIKE.test(s))) continue;
    const n = countOf(value);
    if (n !== undefined && DAY.test(at.join('.')) && COUNTED.test(key)) out.push(n);
  }
}

/** The service's count of today's requests; undefined when its answer reports none. */
export function dayCountOfUsage(body: unknown): number | undefined {
  if (!isRecord(body)) return undefined;
  const found: number[] = [];
  collect(body, [], found);
  return found.length > 0 ? Math.max(...found) : undefined;
}

/** The same, from the raw answer. */
export function dayCountOfUsageBody(body: Buffer): number | undefined {
  try {
    return dayCountOfUsage(JSON.parse(body.toString('utf8')) as unknown);
  } catch {
    return undefined;
  }
}
