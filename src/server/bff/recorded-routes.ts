/**
 * What this BFF recorded of a session, for session replay (store.ts keeps the last RECORDED_SESSIONS
 * sessions). BFF-own, like `/api/account`: nothing here asks upstream, so a replay reads them at no cost
 * to any budget.
 * - `GET /api/recorded/flow/{session}?ticker=T`: the flow rows it streamed. The page joins them with the
 *   session's REST tape by `event_id`: the stream holds rows enriched after the tape was read, the tape
 *   the rows printed while nobody was watching.
 * - `GET /api/recorded/levels/{session}?ticker=T&dte_filter=`: the key levels with flow
 *   (`/v1/gex/{session}/{ticker}/with-flow`) each time they were read upstream during the session, at
 *   the market time of the reading: the levels as they were published through the day, where the
 *   service itself answers a past session with its final levels only.
 */
import type { FastifyInstance } from 'fastify';
import { currentSession } from '../../api/calendar';
import type { EndpointSpec, ParamSpec } from '../../api/endpoint';
import { dteFilter } from '../../api/registry/params';
import { parseParam, type HTTPValidationError, type ParamValue } from '../../api/validate';
import type { SharedRecords } from './shared/shared-records';
import type { Store } from './store';

/** The endpoint whose readings a replay steps through. */
export const JOURNALED_ENDPOINT = 'gex.withFlow';

/**
 * The proxy's journal hook: each fresh upstream answer of the key levels with flow for the session in
 * progress (on the market's clock) goes into the store with the moment it was read.
 */
export function levelsJournal(
  store: Store,
  marketNow: () => number,
  shared?: SharedRecords,
): (spec: EndpointSpec, values: Readonly<Record<string, ParamValue>>, body: Buffer) => void {
  return (spec, values, body) => {
    if (spec.id !== JOURNALED_ENDPOINT) return;
    const at = marketNow();
    if (values.session !== currentSession(at)) return;
    const dte = String(values.dte_filter ?? dteFilter.default);
    const entry = {
      endpoint: spec.id,
      session: String(values.session),
      ticker: String(values.ticker),
      dte,
      atMs: at,
      body,
    };
    store.journalAnswer(entry);
    // Several instances: the shared cache lets one of them read each answer; all of them replay it.
    shared?.journalAnswer(entry);
  };
}

export interface RecordedOptions {
  readonly store: Store;
  /** Several instances: the readings any of them journaled. */
  readonly shared?: SharedRecords | undefined;
}

const JSON_HEADERS = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };
const SESSION: ParamSpec = { name: 'session', in: 'path', kind: 'session', required: true };
const TICKER: ParamSpec = { name: 'ticker', in: 'query', kind: 'ticker', required: true };
const DTE: ParamSpec = { ...dteFilter, required: true };

/** One field read by the contract's own parser, or the 422 body naming it. */
function field(spec: ParamSpec, raw: string | undefined): { value: string } | HTTPValidationError {
  const loc = [spec.in, spec.name];
  if (raw === undefined || raw.trim() === '') return { detail: [{ loc, msg: 'Field required', type: 'missing' }] };
  const r = parseParam(spec, raw);
  return r.ok ? { value: String(r.value) } : { detail: [{ ...r.issue, loc, input: raw }] };
}

export async function recordedPlugin(app: FastifyInstance, opts: RecordedOptions): Promise<void> {
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

  app.get<{ Params: { session: string }; Querystring: { ticker?: string; dte_filter?: string } }>(
    '/api/recorded/levels/:session',
    async (req, reply) => {
      const session = field(SESSION, req.params.session);
      const ticker = field(TICKER, req.query.ticker);
      const dte = field(DTE, req.query.dte_filter ?? String(dteFilter.default));
      const issues = [session, ticker, dte].flatMap((f) => ('detail' in f ? f.detail : []));
      if (issues.length > 0 || 'detail' in session || 'detail' in ticker || 'detail' in dte)
        return reply.code(422).headers(JSON_HEADERS).send({ detail: issues });
      const own = opts.store.journal(JOURNALED_ENDPOINT, session.value, ticker.value, dte.value);
      const shared = await opts.shared?.journal(JOURNALED_ENDPOINT, session.value, ticker.value, dte.value);
      // Own readings and the other instances', one per moment.
      const byMoment = new Map([...own, ...(shared ?? [])].map((r) => [r.atMs, r]));
      const readings = [...byMoment.values()].sort((a, b) => a.atMs - b.atMs);
      // Bodies are stored as the upstream sent them: spliced in, not parsed and written again.
      const list = readings.map(
        (r) => `{"at":${JSON.stringify(new Date(r.atMs).toISOString())},"answer":${r.body.toString('utf8')}}`,
      );
      const head = `"session":${JSON.stringify(session.value)},"ticker":${JSON.stringify(ticker.value)},"dte_filter":${JSON.stringify(dte.value)}`;
      return reply.headers(JSON_HEADERS).send(`{${head},"readings":[${list.join(',')}]}`);
    },
  );
}
