/**
 * Validation of a request against its registry entry, answering FastAPI's HTTPValidationError body
 * (`{"detail":[{"loc":["query","limit"],"msg":"...","type":"..."}]}`) with one item per failing field.
 */
import { TICKER_RE } from './ticker';
import type { BodyFieldSpec, EndpointSpec, ParamSpec, RawRequest } from './endpoint';
import { normalizeDteFilter } from './dte-filter';
import { isOcc } from './occ';

export interface ValidationIssue {
  readonly loc: readonly (string | number)[];
  readonly msg: string;
  readonly type: string;
  readonly input?: unknown;
  readonly ctx?: Readonly<Record<string, unknown>>;
}

export interface HTTPValidationError {
  readonly detail: readonly ValidationIssue[];
}

export type ParamValue = string | number | boolean | readonly string[];

export type ValidationResult =
  | {
      readonly ok: true;
      /** Every parameter with a value (given or default), typed and normalised. */
      readonly values: Readonly<Record<string, ParamValue>>;
      /** The query as it should be forwarded: only known parameters, normalised, sorted by name. */
      readonly query: Readonly<Record<string, string>>;
    }
  | { readonly ok: false; readonly error: HTTPValidationError };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
const TRUE = new Set(['true', '1', 'yes', 'on', 't', 'y']);
const FALSE = new Set(['false', '0', 'no', 'off', 'f', 'n']);

function isRealDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

type Parsed = { ok: true; value: ParamValue } | { ok: false; issue: Omit<ValidationIssue, 'loc' | 'input'> };

function bounds(p: ParamSpec, n: number): Parsed {
  if (p.min !== undefined && n < p.min) {
    return {
      ok: false,
      issue: {
        type: 'greater_than_equal',
        msg: `Input should be greater than or equal to ${p.min}`,
        ctx: { ge: p.min },
      },
    };
  }
  if (p.max !== undefined && n > p.max) {
    if (p.clampMax) return { ok: true, value: p.max };
    return {
      ok: false,
      issue: { type: 'less_than_equal', msg: `Input should be less than or equal to ${p.max}`, ctx: { le: p.max } },
    };
  }
  return { ok: true, value: n };
}

function literal(values: readonly string[]): Omit<ValidationIssue, 'loc' | 'input'> {
  const list = values.map((v) => `'${v}'`);
  const expected = list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : (list[0] ?? '');
  return { type: 'literal_error', msg: `Input should be ${expected}`, ctx: { expected } };
}

/** Parse one raw value by its parameter kind. */
export function parseParam(p: ParamSpec, raw: string): Parsed {
  const s = raw.trim();
  switch (p.kind) {
    case 'integer': {
      if (!/^[+-]?\d+$/.test(s)) {
        return {
          ok: false,
          issue: { type: 'int_parsing', msg: 'Input should be a valid integer, unable to parse string as an integer' },
        };
      }
      return bounds(p, Number(s));
    }
    case 'number': {
      const n = s === '' ? NaN : Number(s);
      if (!Number.isFinite(n)) {
        return {
          ok: false,
          issue: { type: 'float_parsing', msg: 'Input should be a valid number, unable to parse string as a number' },
        };
      }
      return bounds(p, n);
    }
    case 'boolean': {
      const v = s.toLowerCase();
      if (TRUE.has(v)) return { ok: true, value: true };
      if (FALSE.has(v)) return { ok: true, value: false };
      return {
        ok: false,
        issue: { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' },
      };
    }
    case 'string':
      return s.length > 200
        ? {
            ok: false,
            issue: {
              type: 'string_too_long',
              msg: 'String should have at most 200 characters',
              ctx: { max_length: 200 },
            },
          }
        : { ok: true, value: s };
    case 'enum':
      return p.values!.includes(s) ? { ok: true, value: s } : { ok: false, issue: literal(p.values!) };
    case 'date':
    case 'session':
      return isRealDate(s)
        ? { ok: true, value: s }
        : {
            ok: false,
            issue: {
              type: 'string_pattern_mismatch',
              msg: "String should match pattern '^\\d{4}-\\d{2}-\\d{2}$' and be a real date (YYYY-MM-DD)",
              ctx: { pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            },
          };
    case 'datetime': {
      const m = DATETIME_RE.exec(s);
      const ok = m !== null && isRealDate(m[1]!) && Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4]) < 60;
      return ok
        ? { ok: true, value: s }
        : {
            ok: false,
            issue: {
              type: 'string_pattern_mismatch',
              msg: "String should match pattern 'YYYY-MM-DDTHH:MM:SS' (UTC)",
              ctx: { pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$' },
            },
          };
    }
    case 'ticker':
      return TICKER_RE.test(s)
        ? { ok: true, value: s.toUpperCase() }
        : {
            ok: false,
            issue: {
              type: 'string_pattern_mismatch',
              msg: 'Ticker should be 1-10 letters, digits or dots, starting with a letter',
              ctx: { pattern: TICKER_RE.source },
            },
          };
    case 'tickers': {
      const list = s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const bad = list.find((t) => !TICKER_RE.test(t));
      if (list.length === 0 || bad !== undefined) {
        return {
          ok: false,
          issue: {
            type: 'string_pattern_mismatch',
            msg: `Tickers should be a comma-separated list of symbols${bad ? `; '${bad}' is not one` : ''}`,
          },
        };
      }
      // The reference bounds no list length: a long list goes upstream, whose own 422 is shown.
      return { ok: true, value: [...new Set(list.map((t) => t.toUpperCase()))] };
    }
    case 'occ':
      return isOcc(s)
        ? { ok: true, value: s }
        : {
            ok: false,
            issue: {
              type: 'string_pattern_mismatch',
              msg: 'OCC symbol should look like O:SPY261120C00590000 (O:<underlying><yymmdd><C|P><strike x1000, 8 digits>)',
            },
          };
    // The reference publishes no list of sector keys or ETF-flow symbols: any key, and any symbol
    // shaped like a ticker, goes upstream (whose own 422 is shown); the sandbox reads them strictly.
    case 'sector':
      return parseParam({ ...p, kind: 'string' }, s);
    case 'etf':
      return parseParam({ ...p, kind: 'ticker' }, s);
    case 'dte_filter': {
      const v = normalizeDteFilter(s);
      return v ? { ok: true, value: v } : { ok: false, issue: literal(['all', '0dte', '0+1', 'weekly', 'monthly']) };
    }
  }
}

function lastValue(v: string | readonly string[] | undefined): string | undefined {
  if (v === undefined) return undefined;
  return typeof v === 'string' ? v : v.at(-1);
}

function serialise(v: ParamValue): string {
  return Array.isArray(v) ? v.join(',') : String(v);
}

/** Validate path and query of a request; unknown query names are ignored (and not forwarded). */
export function validateRequest(spec: EndpointSpec, raw: RawRequest): ValidationResult {
  const detail: ValidationIssue[] = [];
  const values: Record<string, ParamValue> = {};
  const query: Record<string, string> = {};
  for (const p of spec.params) {
    const given = p.in === 'path' ? raw.pathParams[p.name] : lastValue(raw.query[p.name]);
    if (given === undefined || given === '') {
      if (p.required) detail.push({ loc: [p.in, p.name], msg: 'Field required', type: 'missing', input: null });
      else if (p.default !== undefined) values[p.name] = p.default;
      continue;
    }
    const parsed = parseParam(p, given);
    if (!parsed.ok) {
      detail.push({ loc: [p.in, p.name], input: given, ...parsed.issue });
      continue;
    }
    values[p.name] = parsed.value;
    if (p.in === 'query') query[p.name] = serialise(parsed.value);
  }
  if (detail.length > 0) return { ok: false, error: { detail } };
  const sorted = Object.fromEntries(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
  return { ok: true, values, query: sorted };
}

/** Validate a JSON body against the registry's body fields. */
export function validateBody(
  spec: EndpointSpec,
  body: unknown,
): { ok: true; value: Record<string, string | string[]> } | { ok: false; error: HTTPValidationError } {
  const fields: readonly BodyFieldSpec[] = spec.body ?? [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      error: {
        detail: [
          {
            loc: ['body'],
            msg: 'Input should be a valid dictionary or object',
            type: 'model_attributes_type',
            input: body,
          },
        ],
      },
    };
  }
  const record = body as Record<string, unknown>;
  const detail: ValidationIssue[] = [];
  const value: Record<string, string | string[]> = {};
  for (const f of fields) {
    const v = record[f.name];
    if (v === undefined || v === null) {
      if (f.required) detail.push({ loc: ['body', f.name], msg: 'Field required', type: 'missing', input: null });
      continue;
    }
    if (f.kind === 'string') {
      if (typeof v !== 'string')
        detail.push({ loc: ['body', f.name], msg: 'Input should be a valid string', type: 'string_type', input: v });
      else value[f.name] = v;
      continue;
    }
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
      detail.push({
        loc: ['body', f.name],
        msg: 'Input should be a valid list of strings',
        type: 'list_type',
        input: v,
      });
      continue;
    }
    const list = v as string[];
    const badIndex = list.findIndex((t) => !TICKER_RE.test(t.trim()));
    if (badIndex >= 0) {
      detail.push({
        loc: ['body', f.name, badIndex],
        msg: `'${list[badIndex]}' is not a valid ticker symbol`,
        type: 'string_pattern_mismatch',
        input: list[badIndex],
      });
      continue;
    }
    if (f.maxItems !== undefined && list.length > f.maxItems) {
      detail.push({
        loc: ['body', f.name],
        msg: `List should have at most ${f.maxItems} items after validation, not ${list.length}`,
        type: 'too_long',
        input: v,
        ctx: { max_length: f.maxItems, actual_length: list.length },
      });
      continue;
    }
    value[f.name] = [...new Set(list.map((t) => t.trim().toUpperCase()))];
  }
  if (detail.length > 0) return { ok: false, error: { detail } };
  return { ok: true, value };
}
