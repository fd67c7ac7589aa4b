/** A failed `/api/*` answer, typed so that the UI and the retry policy can read it. */

export interface FieldProblem {
  /** Where the problem is, e.g. `['query', 'limit']`. */
  readonly loc: readonly (string | number)[];
  readonly msg: string;
  readonly type?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (network failure). */
  readonly status: number;
  /** Machine-readable error code from the body (`error`), or a name for the status. */
  readonly code: string;
  /** 422 field problems (FastAPI HTTPValidationError `detail`), empty otherwise. */
  readonly detail: readonly FieldProblem[];
  /** Wait asked by the server (Retry-After), in ms; null when none was given. */
  readonly retryAfterMs: number | null;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    detail?: readonly FieldProblem[];
    retryAfterMs?: number | null;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail ?? [];
    this.retryAfterMs = init.retryAfterMs ?? null;
  }
}

const STATUS_CODES: Readonly<Record<number, string>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  422: 'validation_error',
  429: 'rate_limited',
  502: 'bad_gateway',
  503: 'unavailable',
  504: 'gateway_timeout',
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function toFieldProblems(detail: unknown): FieldProblem[] {
  if (!Array.isArray(detail)) return [];
  const out: FieldProblem[] = [];
  for (const item of detail) {
    if (!isRecord(item) || !Array.isArray(item.loc)) continue;
    const loc = item.loc.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number');
    out.push({
      loc,
      msg: typeof item.msg === 'string' ? item.msg : 'invalid value',
      ...(typeof item.type === 'string' ? { type: item.type } : {}),
    });
  }
  return out;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/**
 * The code and the message of an error body, wherever the service puts them (the reference does not
 * show the body of 401, 403, 429, 502 and 503): `{error, message}`, `{message}`, `{detail: "text"}`,
 * `{detail: {code, message}}`, `{error: {code, message}}`. A field problem list (`detail: [...]`) is read
 * by `toFieldProblems`.
 */
function codeAndMessage(body: Record<string, unknown>): { code?: string; message?: string } {
  const nested = [body.detail, body.error].filter(isRecord);
  const code = text(body.error) ?? text(body.code) ?? nested.map((n) => text(n.code) ?? text(n.error)).find(Boolean);
  const message =
    text(body.message) ??
    text(body.detail) ??
    nested.map((n) => text(n.message) ?? text(n.msg) ?? text(n.detail)).find(Boolean) ??
    code;
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}

/** A short plain-text body (a proxy's "upstream connect error"), not an HTML page. */
function plainText(body: unknown): string | undefined {
  const t = text(body)?.trim();
  return t !== undefined && t.length <= 200 && !t.startsWith('<') ? t : undefined;
}

/** Build the typed error from a status and whatever body came back (JSON or not). */
export function apiErrorFromBody(status: number, body: unknown, retryAfterMs: number | null): ApiError {
  const detail = isRecord(body) ? toFieldProblems(body.detail) : [];
  const found = isRecord(body) ? codeAndMessage(body) : { message: plainText(body) };
  const code = found.code ?? STATUS_CODES[status] ?? `http_${status}`;
  let message = found.message ?? `HTTP ${status}`;
  if (detail.length > 0 && found.message === undefined) {
    message = detail.map((d) => `${d.loc.at(-1) ?? '?'}: ${d.msg}`).join('; ');
  }
  return new ApiError({ status, code, message, detail, retryAfterMs });
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
