// Integration: the gap filler's tape reading against the real sandbox over HTTP, as the sandbox answers
// and as services that read the reference's open points otherwise would (the answers re-shaped on the
// way): the cursor under another name, no cursor at all, a comma list of tickers refused. Each reading
// must bring exactly the rows of the sandbox's own tape: none missing, none twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TickerListMode } from '../../../api/tape-paging';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { readGap, type TapeGet } from './tape-backfill';

const KEY = 'gap-reader-key';
const REFERENCE_KEY = 'reference-reader-key';
/** A past session: complete and immutable, so every reading sees the same tape. */
const SESSION = '2026-11-19';
const SINCE_MS = Date.parse(`${SESSION}T20:25:00Z`);
const TICKERS = ['SPY', 'QQQ'];

type Body = Record<string, unknown>;
type Reshape = (q: URLSearchParams) => { query: URLSearchParams; answer?: (body: Body) => Body; refuse?: boolean };

describe('readGap against the sandbox', () => {
  let sandbox: RunningSandbox;
  let reference: Map<string, number>;

  /** The tape as the sandbox gives it, followed by its own cursor, back to SINCE_MS. */
  async function referenceTape(): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    let cursor: string | null = null;
    for (;;) {
      const qs = new URLSearchParams({ ticker: TICKERS.join(','), session: SESSION, limit: '2000' });
      if (cursor) qs.set('older_than', cursor);
      const res = await fetch(`${sandbox.url}/v1/options-flow/tape?${qs.toString()}`, {
        headers: { 'X-API-Key': REFERENCE_KEY },
      });
      const page = (await res.json()) as {
        rows: { event_id: string; ts_ms: number }[];
        next_older_than: string | null;
      };
      let older = false;
      for (const r of page.rows) {
        if (r.ts_ms < SINCE_MS) older = true;
        else ids.set(r.event_id, r.ts_ms);
      }
      cursor = page.next_older_than;
      if (older || !cursor) return ids;
    }
  }

  /** A TapeGet to the sandbox through `reshape`, recording the query of each request. */
  function upstream(reshape: Reshape = (query) => ({ query })): { get: TapeGet; asked: URLSearchParams[] } {
    const asked: URLSearchParams[] = [];
    const get: TapeGet = async (pathAndQuery) => {
      const [path, query] = pathAndQuery.split('?') as [string, string];
      const original = new URLSearchParams(query);
      asked.push(original);
      const r = reshape(original);
      if (r.refuse) return { status: 422, body: null };
      const res = await fetch(`${sandbox.url}${path}?${r.query.toString()}`, { headers: { 'X-API-Key': KEY } });
      const body = res.status === 200 ? ((await res.json()) as Body) : null;
      return { status: res.status, body: body && r.answer ? r.answer(body) : body };
    };
    return { get, asked };
  }

  const read = (get: TapeGet, mode?: TickerListMode) =>
    readGap(get, { tickers: TICKERS, session: SESSION, sinceMs: SINCE_MS, maxRows: 5000 }, undefined, mode);

  function expectTheWholeTape(rows: readonly { eventId: string }[]): void {
    const ids = rows.map((r) => r.eventId);
    expect(ids.length - new Set(ids).size).toBe(0);
    expect([...reference.keys()].filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !reference.has(id))).toEqual([]);
  }

  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      warm: false,
      clock: 'frozen:2026-11-20T15:30:00Z',
      keys: { [KEY]: 'pro', [REFERENCE_KEY]: 'pro' },
    });
    reference = await referenceTape();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('reads the tape back over several pages as the sandbox answers', async () => {
    // More than two of the gap filler's 500-row pages, so that paging is exercised.
    expect(reference.size).toBeGreaterThan(1000);
    const { get, asked } = upstream();
    const pass = await read(get);
    expect(asked.length).toBeGreaterThan(2);
    expect(pass).toMatchObject({ cut: false, boundaryCut: false });
    expectTheWholeTape(pass.rows);
  });

  it('follows the cursor under pagination.next_older_than', async () => {
    const { get, asked } = upstream((query) => ({
      query,
      answer: ({ next_older_than, ...rest }) => ({ ...rest, pagination: { next_older_than } }),
    }));
    const pass = await read(get);
    expect(asked.length).toBeGreaterThan(2);
    expect(pass).toMatchObject({ cut: false, boundaryCut: false });
    expectTheWholeTape(pass.rows);
  });

  it('with no cursor at all, pages full pages by time (read as strictly older) and reports the cut', async () => {
    const { get, asked } = upstream((original) => {
      const query = new URLSearchParams(original);
      // A service that takes the reference's time cursor: sent on to the sandbox as its bare-ms form.
      const t = original.get('older_than');
      if (t !== null) query.set('older_than', String(Date.parse(`${t}Z`)));
      return { query, answer: ({ next_older_than: _dropped, ...rest }) => rest };
    });
    const pass = await read(get);
    const timeCursors = asked.map((q) => q.get('older_than')).filter((t) => t !== null);
    expect(timeCursors.length).toBeGreaterThan(1);
    for (const t of timeCursors) expect(t).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(pass).toMatchObject({ cut: false, boundaryCut: true });
    expectTheWholeTape(pass.rows);
  });

  it('asks one ticker per request once the comma list is refused, and keeps doing so', async () => {
    const mode: TickerListMode = { perTicker: false };
    const refuseLists: Reshape = (query) => ({ query, refuse: (query.get('ticker') ?? '').includes(',') });
    const first = upstream(refuseLists);
    const pass = await read(first.get, mode);
    expect(first.asked[0]!.get('ticker')).toBe('QQQ,SPY');
    expect(new Set(first.asked.slice(1).map((q) => q.get('ticker')))).toEqual(new Set(TICKERS));
    expect(mode.perTicker).toBe(true);
    expect(pass.cut).toBe(false);
    expectTheWholeTape(pass.rows);
    // Merged newest first.
    const times = pass.rows.map((r) => r.tsMs);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const later = upstream(refuseLists);
    await read(later.get, mode);
    expect(later.asked.some((q) => (q.get('ticker') ?? '').includes(','))).toBe(false);
  });
});
