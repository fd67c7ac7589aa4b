/**
 * Content-Security-Policy violation reports (the policy's `report-uri`): the browser posts one for each
 * thing the policy blocked. They are counted and the latest kept, for `/api/health` and the log, so a
 * violation in the field (or anywhere in the browser suite) is seen rather than silently blocked.
 */
import type { FastifyInstance } from 'fastify';
import { parseJsonBody } from './body-errors';

export const CSP_REPORT_ROUTE = '/api/csp-report';

const KEPT = 20;
/** The report bodies browsers send: the legacy `report-uri` form and the Reporting API's. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

export interface CspViolation {
  readonly directive: string | null;
  readonly blocked: string | null;
  readonly page: string | null;
}

export interface CspReportsView {
  readonly count: number;
  readonly recent: readonly CspViolation[];
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v.slice(0, 300) : null;
}

/** Both shapes, leniently: `{"csp-report": {...}}` and `[{"type": "csp-violation", "body": {...}}]`. */
export function violationsOf(body: unknown): CspViolation[] {
  const items = Array.isArray(body) ? body : [body];
  const out: CspViolation[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const r = item as Record<string, unknown>;
    const legacy = r['csp-report'];
    const v = (typeof legacy === 'object' && legacy !== null ? legacy : r.body) as Record<string, unknown> | undefined;
    if (!v || typeof v !== 'object') continue;
    out.push({
      directive: str(v['effective-directive'] ?? v['violated-directive'] ?? v.effectiveDirective),
      blocked: str(v['blocked-uri'] ?? v.blockedURL),
      page: str(v['document-uri'] ?? v.documentURL),
    });
  }
  return out;
}

export class CspReports {
  #count = 0;
  #recent: CspViolation[] = [];

  record(violations: readonly CspViolation[]): void {
    this.#count += violations.length;
    this.#recent = [...violations, ...this.#recent].slice(0, KEPT);
  }

  view(): CspReportsView {
    return { count: this.#count, recent: this.#recent };
  }
}

export async function cspReportsPlugin(app: FastifyInstance, opts: { reports: CspReports }): Promise<void> {
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string' }, (_req, text, done) => {
    try {
      done(null, parseJsonBody(text as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.post(CSP_REPORT_ROUTE, async (req, reply) => {
    const violations = violationsOf(req.body);
    opts.reports.record(violations);
    for (const v of violations) req.log.warn({ csp: v }, 'content-security-policy violation');
    return reply.code(204).send();
  });
}
