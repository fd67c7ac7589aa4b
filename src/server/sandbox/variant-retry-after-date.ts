/**
 * `retry_after_date`: `Retry-After` as an HTTP date (RFC 9110 allows either form) instead of seconds,
 * on 429 and 503 answers.
 */

type Headers = Record<string, string>;

export function retryAfterAsDate(status: number, headers: Headers, nowMs: number): Headers {
  if (status !== 429 && status !== 503) return headers;
  const out: Headers = {};
  for (const [k, v] of Object.entries(headers)) {
    const seconds = k.toLowerCase() === 'retry-after' && /^\d+$/.test(v) ? Number(v) : undefined;
    out[k] = seconds === undefined ? v : new Date(nowMs + seconds * 1000).toUTCString();
  }
  return out;
}
