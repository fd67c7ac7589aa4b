import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TickerListMode } from '../../../api/tape-paging';
import { NO_FILTER } from './tape-filter';
import { floorsOf, type TapeFloors } from './tape-floors';
import { fetchHistoryPage, HISTORY_PAGE, readTapePage } from './tape-history';

const row = {
  event_id: 'e1',
  ticker: 'SPY',
  session: '2026-09-14',
  executed_at: '2026-09-14T14:30:00Z',
  ts_ms: 1,
  option_symbol: 'O:SPY260918C00500000',
  option_type: 'call',
  strike: 500,
  expiration: '2026-09-18',
  dte: 4,
  contracts: 100,
  premium: 1000,
  price: null,
  bid: null,
  ask: null,
  spot: null,
  direction: 'buy',
  direction_confidence: 0.5,
  implied_volatility: null,
  delta: null,
  order_type: 'single',
  enrich_status: 'complete',
};

describe('readTapePage', () => {
  it('reads rows, the cursor and the markers', () => {
    const p = readTapePage({
      rows: [row, { event_id: 'bad' }],
      next_older_than: '2026-09-14T14:00:00',
      degraded: true,
    });
    expect(p.entries.map((e) => e.eventId)).toEqual(['e1']);
    expect(p.unplaced).toBe(1);
    expect(p.entries[0]!.price).toBeNull();
    expect(p.entries[0]!).toMatchObject({ occ: 'O:SPY260918C00500000', size: 100, side: 'buy', dte: 4 });
    expect(p.nextOlderThan).toBe('2026-09-14T14:00:00');
    expect(p.degraded).toBe(true);
  });
  it('keeps a row that names its fields as the stream frame does, or lacks what the reference does not fix', () => {
    const p = readTapePage({
      session: '2026-09-14',
      rows: [
        {
          event_id: 'e2',
          ticker: 'qqq',
          timestamp: '2026-09-14T14:31:00Z',
          option_ticker: 'O:QQQ',
          total_contracts: 250,
          direction: 'SELL',
          option_type: 'PUT',
        },
        { event_id: 'e3', ts_ms: 1_757_860_000_000 },
      ],
      next_cursor: { older_than: '2026-09-14T14:00:00' },
    });
    expect(p.unplaced).toBe(0);
    expect(p.entries[0]).toMatchObject({
      ticker: 'QQQ',
      occ: 'O:QQQ',
      size: 250,
      side: 'sell',
      optionType: 'put',
      premium: null,
    });
    expect(p.entries[0]!.tsMs).toBe(Date.parse('2026-09-14T14:31:00Z'));
    // Nothing the reference leaves open is guessed: a bare row is kept with every field "not observed".
    expect(p.entries[1]).toMatchObject({ eventId: 'e3', premium: null, strike: null, side: null, dte: null });
    expect(p.nextOlderThan).toBe('2026-09-14T14:00:00');
  });
  it('treats an empty or odd body as an empty page', () => {
    const p = readTapePage({ rows: [], stale_live_window: true, hint: 'request session 2026-09-11' });
    expect(p.entries).toEqual([]);
    expect(p.nextOlderThan).toBeNull();
    expect(p.staleLiveWindow).toBe(true);
    expect(readTapePage('nope').entries).toEqual([]);
  });
});

const NO_FLOORS: TapeFloors = floorsOf(NO_FILTER);
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** The query of each request the history made, in order. */
const asked = (): URLSearchParams[] =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://dash.test').searchParams);

const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status });

/** A tape row of `ticker` printed at `iso`. */
const at = (id: string, iso: string, ticker = 'SPY') => ({ event_id: id, ticker, timestamp: iso });

/** A full page (HISTORY_PAGE rows), one a second back from 14:50:00 UTC; its oldest prints at 14:41:41. */
const fullPage = Array.from({ length: HISTORY_PAGE }, (_, i) =>
  at(`e${i}`, new Date(Date.parse('2026-09-14T14:50:00Z') - i * 1000).toISOString()),
);

describe('fetchHistoryPage: the filter upstream', () => {
  it('sends the published floors and keeps the others local', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { rows: [] }));
    const floors = floorsOf({
      ...NO_FILTER,
      minPremium: 250_000,
      minSize: 500,
      minConfidence: 0.75,
      optionType: 'put',
      side: 'sell',
      orderType: 'sweep',
      dteMin: 0,
      dteMax: 7,
      tickers: ['SPY'],
    });
    await fetchHistoryPage({ tickers: ['spy', 'QQQ'], floors, cursors: null }, { mode: { perTicker: false } });
    const q = asked()[0]!;
    expect(Object.fromEntries(q)).toEqual({
      ticker: 'QQQ,SPY',
      limit: String(HISTORY_PAGE),
      min_premium: '250000',
      min_contracts: '500',
      min_confidence: '0.75',
    });
  });

  it('sends no floor the filter leaves unset', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { rows: [] }));
    await fetchHistoryPage({ tickers: ['SPY'], floors: NO_FLOORS, cursors: null }, { mode: { perTicker: false } });
    expect([...asked()[0]!.keys()].sort()).toEqual(['limit', 'ticker']);
  });
});

describe('fetchHistoryPage: drift', () => {
  it('names the fields of rows that call them otherwise, so the tape can say why they show "—"', async () => {
    const { contracts, premium, ...rest } = row;
    fetchMock.mockResolvedValueOnce(json(200, { rows: [{ ...rest, size: contracts, total_premium: premium }] }));
    const page = await fetchHistoryPage(
      { tickers: ['SPY'], floors: floorsOf(NO_FILTER), cursors: null },
      { mode: { perTicker: false } },
    );
    expect(page.entries).toHaveLength(1);
    expect(page.drift).toEqual(expect.arrayContaining(['rows[].contracts', 'rows[].premium']));
  });
});

describe('fetchHistoryPage: paging', () => {
  const mode = (): TickerListMode => ({ perTicker: false });

  for (const [shape, cursor] of [
    ['next_older_than', { next_older_than: 'k1' }],
    ['next_cursor.older_than', { next_cursor: { older_than: 'k1' } }],
    ['pagination.next_older_than', { pagination: { next_older_than: 'k1' } }],
  ] as const) {
    it(`goes on from a cursor under ${shape}`, async () => {
      const m = mode();
      fetchMock.mockResolvedValueOnce(json(200, { rows: [at('e1', '2026-09-14T14:30:00Z')], ...cursor }));
      const first = await fetchHistoryPage({ tickers: ['SPY'], floors: NO_FLOORS, cursors: null }, { mode: m });
      expect(first).toMatchObject({ exhausted: false, cut: false });
      fetchMock.mockResolvedValueOnce(json(200, { rows: [] }));
      const second = await fetchHistoryPage(
        { tickers: ['SPY'], floors: NO_FLOORS, cursors: first.cursors },
        { mode: m },
      );
      expect(asked()[1]!.get('older_than')).toBe('k1');
      expect(second).toMatchObject({ exhausted: true, cut: false });
    });
  }

  it('pages a full page without a cursor on its oldest row’s time, marked cut', async () => {
    const m = mode();
    fetchMock.mockResolvedValueOnce(json(200, { rows: fullPage }));
    const first = await fetchHistoryPage({ tickers: ['SPY'], floors: NO_FLOORS, cursors: null }, { mode: m });
    expect(first).toMatchObject({ exhausted: false, cut: true });
    // The boundary second again, and an older row: a short page, the end.
    fetchMock.mockResolvedValueOnce(json(200, { rows: [fullPage.at(-1), at('old', '2026-09-14T14:00:00Z')] }));
    const second = await fetchHistoryPage({ tickers: ['SPY'], floors: NO_FLOORS, cursors: first.cursors }, { mode: m });
    expect(asked()[1]!.get('older_than')).toBe('2026-09-14T14:41:42');
    expect(second.entries.map((e) => e.eventId)).toEqual([`e${HISTORY_PAGE - 1}`, 'old']);
    expect(second.exhausted).toBe(true);
  });

  it('ends at a short page without a cursor ("No earlier rows")', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { rows: fullPage.slice(0, 3) }));
    const page = await fetchHistoryPage({ tickers: ['SPY'], floors: NO_FLOORS, cursors: null }, { mode: mode() });
    expect(page).toMatchObject({ exhausted: true, cut: false });
  });

  it('ends, marked cut, where the service refuses a time cursor', async () => {
    const m = mode();
    fetchMock.mockResolvedValueOnce(json(200, { rows: fullPage }));
    const first = await fetchHistoryPage({ tickers: ['SPY'], floors: NO_FLOORS, cursors: null }, { mode: m });
    const detail = [{ loc: ['query', 'older_than'], msg: 'not a cursor', type: 'value_error' }];
    fetchMock.mockResolvedValueOnce(json(422, { detail }));
    const second = await fetchHistoryPage({ tickers: ['SPY'], floors: NO_FLOORS, cursors: first.cursors }, { mode: m });
    expect(second).toMatchObject({ exhausted: true, cut: true, entries: [] });
  });
});

describe('fetchHistoryPage: a service that refuses the comma list', () => {
  const refuseLists = async (input: string | URL | Request): Promise<Response> => {
    const q = new URL(String(input), 'http://dash.test').searchParams;
    const ticker = q.get('ticker')!;
    if (ticker.includes(',')) {
      return json(422, { detail: [{ loc: ['query', 'ticker'], msg: 'one symbol', type: 'value_error' }] });
    }
    const rows =
      ticker === 'AAPL'
        ? [at('a1', '2026-09-14T14:40:00Z', 'AAPL'), at('both', '2026-09-14T14:35:00Z', 'AAPL')]
        : [at('m1', '2026-09-14T14:45:00Z', 'MSFT'), at('both', '2026-09-14T14:35:00Z', 'MSFT')];
    return json(200, { rows, next_older_than: `${ticker}-next` });
  };

  it('asks one ticker per request, merged by time and joined by event_id, and remembers it', async () => {
    fetchMock.mockImplementation(refuseLists);
    const m: TickerListMode = { perTicker: false };
    const first = await fetchHistoryPage({ tickers: ['MSFT', 'AAPL'], floors: NO_FLOORS, cursors: null }, { mode: m });
    expect(asked()[0]!.get('ticker')).toBe('AAPL,MSFT');
    expect(
      new Set(
        asked()
          .slice(1)
          .map((q) => q.get('ticker')),
      ),
    ).toEqual(new Set(['AAPL', 'MSFT']));
    expect(first.entries.map((e) => e.eventId)).toEqual(['m1', 'a1', 'both']);
    expect(m.perTicker).toBe(true);

    // Later pages go one ticker at a time directly, each from its own cursor.
    fetchMock.mockClear();
    await fetchHistoryPage({ tickers: ['MSFT', 'AAPL'], floors: NO_FLOORS, cursors: first.cursors }, { mode: m });
    const later = asked().map((q) => `${q.get('ticker')}<${q.get('older_than')}`);
    expect(later.sort()).toEqual(['AAPL<AAPL-next', 'MSFT<MSFT-next']);
  });

  it('splits a list cursor already held into its tickers once the list is refused', async () => {
    fetchMock.mockImplementation(refuseLists);
    const m: TickerListMode = { perTicker: false };
    const cursors = { 'AAPL,MSFT': { olderThan: 'list-next', byTime: false } };
    await fetchHistoryPage({ tickers: ['AAPL', 'MSFT'], floors: NO_FLOORS, cursors }, { mode: m });
    const perTicker = asked()
      .slice(1)
      .map((q) => `${q.get('ticker')}<${q.get('older_than')}`);
    expect(perTicker.sort()).toEqual(['AAPL<list-next', 'MSFT<list-next']);
  });

  it('does not split the list for a 422 naming another field', async () => {
    const detail = [{ loc: ['query', 'min_confidence'], msg: 'at most 1', type: 'value_error' }];
    fetchMock.mockResolvedValue(json(422, { detail }));
    const m: TickerListMode = { perTicker: false };
    await expect(
      fetchHistoryPage({ tickers: ['AAPL', 'MSFT'], floors: NO_FLOORS, cursors: null }, { mode: m }),
    ).rejects.toMatchObject({ status: 422 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(m.perTicker).toBe(false);
  });
});
