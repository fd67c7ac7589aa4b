/**
 * Memory held for URLs the proxy has already planned (validated, keyed): an `Lru` (src/server/lru.ts)
 * weighed in bytes, since rejected URLs are chosen by clients; and a 422 never echoes a large input back
 * (nor keeps it).
 */

export const PLAN_CACHE_MAX_BYTES = 4 * 1024 * 1024;
export const ECHOED_INPUT_MAX_CHARS = 100;

function shorten(input: unknown): unknown {
  if (input === null || typeof input === 'number' || typeof input === 'boolean') return input;
  const text = typeof input === 'string' ? input : JSON.stringify(input);
  if (text === undefined || text.length <= ECHOED_INPUT_MAX_CHARS) return input;
  return `${text.slice(0, ECHOED_INPUT_MAX_CHARS)}…`;
}

/** A validation error whose echoed `input`s are cut to ECHOED_INPUT_MAX_CHARS characters. */
export function withShortInputs<T>(error: T): T {
  if (typeof error !== 'object' || error === null) return error;
  const detail = (error as { detail?: unknown }).detail;
  if (!Array.isArray(detail)) return error;
  const short = detail.map((issue: unknown) =>
    typeof issue === 'object' && issue !== null && 'input' in issue
      ? { ...issue, input: shorten((issue as { input: unknown }).input) }
      : issue,
  );
  return { ...error, detail: short };
}
