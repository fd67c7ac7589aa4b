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
 * - `GET /api/recorded/tide/{session}[?sector=KEY]`: the market's (or a sector's) tide by days to expiry
 *   each time it was read upstream during the session. The service publishes those buckets only as a
 *   snapshot of the session so far, so these readings are how a page opened (or reloaded) at 2 pm draws
 *   them from the first reading of the day.
 */
import type { FastifyInstance } from 'fastify';
import { currentSession, isSessionClosed } from '../../../api/calendar';
import type { EndpointSpec, ParamSpec } from '../../../api/endpoint';
import { dteFilter, path } from '../../../api/registry/params';
import { parseParam, type HTTPValidationError, type ParamValue } from '../../../api/validate';
import type { SharedRecords } from '../shared/shared-records';
import type { JournalEntry, Store } from '../cache/store';

/** The endpoint whose readings a replay steps through. */
export const JOURNALED_ENDPOINT = 'gex.withFlow';

/** The tide endpoints whose DTE buckets are journaled, and the scope each reading is kept under. */
const TIDE_SCOPES: Readonly<Record<string, (values: Readonly<Record<string, ParamValue>>) => string>> = {
  'tide.market': () => MARKET_SCOPE,
  'tide.sector': (values) => sectorScope(String(values.key)),
};
const MARKET_SCOPE = 'market';
const sectorScope = (key: string): string => `sector:${key}`;

type JournalHook = (spec: EndpointSpec, values: Readonly<Record<string, ParamValue>>, body: Buffer) => void;

/**
 * The proxy's journal hook: each fresh upstream answer of the session in progress (on the market's
 * clock) goes into the store with the moment it was read: the key levels with flow whole, the tide's
 * DTE buckets alone (its curve is in every later answer anyway).
 */
export function answerJournal(store: Store, marketNow: () => number, shared?: SharedRecords): JournalHook {
  const keep = (entry: JournalEntry): void => {
    store.journalAnswer(entry);
    // Several instances: the shared cache lets one of them read each answer; all of them replay it.
    shared?.journalAnswer(entry);
  };
  return (spec, values, body) => {
    const at = marketNow();
    const session = currentSession(at);
    if (spec.id === JOURNALED_ENDPOINT) {
      if (values.session !== session) return;
      const dte = String(values.dte_filter ?? dteFilter.default);
      keep({ endpoint: spec.id, session, ticker: String(values.ticker), dte, atMs: at, body });
      return;
    }
    const scope = TIDE_SCOPES[spec.id];
    if (!scope) return;
    const reading = tideReading(body);
    // A tide read before the open or after the close is final: the day's readings are already kept.
    if (reading === null || reading.session !== session || isSessionClosed(session, at)) return;
    keep({ endpoint: spec.id, session, ticker: scope(values), dte: '', atMs: at, body: reading.kept });
  };
}

/** The DTE buckets of a tide answer and when they were computed; null for an answer without them. */
function tideReading(body: Buffer): { session: unknown; kept: Buffer } | null {
  let answer: unknown;
  try {
    answer = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof answer !== 'object' || answer === null) return null;
  const a = answer as Record<string, unknown>;
  // Kept as the service gave it, a list of rows or an object keyed by bucket: the app reads both.
  if (typeof a.by_dte !== 'object' || a.by_dte === null) return null;
  const kept = { computed_at: a.computed_at ?? null, as_of: a.as_of ?? null, by_dte: a.by_dte };
  return { session: a.session, kept: Buffer.from(JSON.stringify(kept)) };
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
const SECTOR: ParamSpec = { ...path.sector, name: 'sector', in: 'query' };

/** One field read by the contract's own parser, or the 422 body naming it. */
function field(spec: ParamSpec, raw: string | undefined): { value: string } | HTTPValidationError {
  const loc = [spec.in, spec.name];
  if (raw === undefined || raw.trim() === '') return { detail: [{ loc, msg: 'Field required', type: 'missing' }] };
  const r = parseParam(spec, raw);
  return r.ok ? { value: String(r.value) } : { detail: [{ ...r.issue, loc, input: raw }] };
}

export async function recordedPlugin(app: FastifyInstance, opts: RecordedOptions): Promise<void> {
  /** This instance's readings and the other instances', one per moment, oldest first. */
  const readingsOf = async (endpoint: string, session: string, scope: string, dte: string) => {
    const own = opts.store.journal(endpoint, session, scope, dte);
    const shared = await opts.shared?.journal(endpoint, session, scope, dte);
    const byMoment = new Map([...own, ...(shared ?? [])].map((r) => [r.atMs, r]));
    return [...byMoment.values()].sort((a, b) => a.atMs - b.atMs);
  };

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
      const readings = await readingsOf(JOURNALED_ENDPOINT, session.value, ticker.value, dte.value);
      // Bodies are stored as the upstream sent them: spliced in, not parsed and written again.
      const list = readings.map(
        (r) => `{"at":${JSON.stringify(new Date(r.atMs).toISOString())},"answer":${r.body.toString('utf8')}}`,
      );
      const head = `"session":${JSON.stringify(session.value)},"ticker":${JSON.stringify(ticker.value)},"dte_filter":${JSON.stringify(dte.value)}`;
      return reply.headers(JSON_HEADERS).send(`{${head},"readings":[${list.join(',')}]}`);
    },
  );

  app.get<{ Params: { session: string }; Querystring: { sector?: string } }>(
    '/api/recorded/tide/:session',
    async (req, reply) => {
      const session = field(SESSION, req.params.session);
      const sector = req.query.sector === undefined ? null : field(SECTOR, req.query.sector);
      const issues = [session, sector].flatMap((f) => (f !== null && 'detail' in f ? f.detail : []));
      if (issues.length > 0 || 'detail' in session || (sector !== null && 'detail' in sector))
        return reply.code(422).headers(JSON_HEADERS).send({ detail: issues });
      const [endpoint, scope] =
        sector === null ? ['tide.market', MARKET_SCOPE] : ['tide.sector', sectorScope(sector.value)];
      const readings = await readingsOf(endpoint, session.value, scope, '');
      const list = readings.map(
        (r) => `{"at":${JSON.stringify(new Date(r.atMs).toISOString())},"reading":${r.body.toString('utf8')}}`,
      );
      const head = `"session":${JSON.stringify(session.value)},"scope":${JSON.stringify(scope)}`;
      return reply.headers(JSON_HEADERS).send(`{${head},"readings":[${list.join(',')}]}`);
    },
  );
}
