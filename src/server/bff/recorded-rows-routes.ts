/**
 * `GET /api/recorded/flow/{session}?ticker=T`: the flow rows this BFF streamed during a session, as it
 * stored them (store.ts keeps the last RECORDED_SESSIONS sessions). BFF-own, like `/api/account`: it
 * asks nothing upstream, so a session replay reads the stream it recorded at no cost to any budget.
 * The page joins these with the session's REST tape by `event_id`: the stream holds rows enriched
 * after the tape was read, the tape holds the rows printed while nobody was watching.
 */
import type { FastifyInstance } from 'fastify';
import type { ParamSpec } from '../../api/endpoint';
import { parseParam, type HTTPValidationError } from '../../api/validate';
import type { Store } from './store';

export interface RecordedRowsOptions {
  readonly store: Store;
}

const JSON_HEADERS = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };
const SESSION: ParamSpec = { name: 'session', in: 'path', kind: 'session', required: true };
const TICKER: ParamSpec = { name: 'ticker', in: 'query', kind: 'ticker', required: true };

/** One field read by the contract's own parser, or the 422 body naming it. */
function field(spec: ParamSpec, raw: string | undefined): { value: string } | HTTPValidationError {
  const loc = [spec.in, spec.name];
  if (raw === undefined || raw.trim() === '') return { detail: [{ loc, msg: 'Field required', type: 'missing' }] };
  const r = parseParam(spec, raw);
  return r.ok ? { value: String(r.value) } : { detail: [{ ...r.issue, loc, input: raw }] };
}

export async function recordedRowsPlugin(app: FastifyInstance, opts: RecordedRowsOptions): Promise<void> {
  app.get<{ Params: { session: string }; Querystring: { ticker?: string } }>(
    '/api/recorded/flow/:session',
    async (req, reply) => {
      const session = field(SESSION, req.params.session);
      const ticker = field(TICKER, req.query.ticker);
      const issues = [session, ticker].flatMap((f) => ('detail' in f ? f.detail : []));
      if (issues.length > 0 || 'detail' in session || 'detail' in ticker)
        return reply.code(422).headers(JSON_HEADERS).send({ detail: issues });
      const rows = opts.store.sessionRows(session.value, ticker.value);
      // Frames are stored as sent to clients; the page reads their `data` as it reads a streamed one.
      const frames = rows.map((r) => r.frame).join(',');
      const head = `"session":${JSON.stringify(session.value)},"ticker":${JSON.stringify(ticker.value)}`;
      return reply.headers(JSON_HEADERS).send(`{${head},"count":${rows.length},"frames":[${frames}]}`);
    },
  );
}
