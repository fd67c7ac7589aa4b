import { describe, expect, it } from 'vitest';
import type { TickerListMode } from '../../../api/tape-paging';
import { readGap, type TapeGet } from './tape-backfill';

const SESSION = '2026-09-14';
const at = (hhmmss: string): number => Date.parse(`${SESSION}T${hhmmss}Z`);
const row = (id: string, hhmmss: string, ticker = 'SPY'): Record<string, unknown> => ({
  event_id: id,
  ticker,
  timestamp: `${SESSION}T${hhmmss}Z`,
});

type Answer = { status: number; body: unknown };

/** A stubbed upstream: each request is recorded with its query, and answered by `reply`. */
function upstream(reply: (q: URLSearchParams) => Answer): { get: TapeGet; asked: URLSearchParams[] } {
  const asked: URLSearchParams[] = [];
  const get: TapeGet = async (pathAndQuery) => {
    const q = new URLSearchParams(pathAndQuery.slice(pathAndQuery.indexOf('?') + 1));
    asked.push(q);
    return reply(q);
  };
  return { get, asked };
}

const gap = (tickers: string[], maxRows = 1000) => ({ tickers, session: SESSION, sinceMs: at('14:00:00'), maxRows });

describe('readGap: paging the tape back', () => {
  for (const [shape, cursorOf] of [
    ['next_older_than', (c: string) => ({ next_older_than: c })],
    ['next_cursor.older_than', (c: string) => ({ next_cursor: { older_than: c } })],
    ['pagination.next_older_than', (c: string) => ({ pagination: { next_older_than: c } })],
  ] as const) {
    it(`follows a cursor under ${shape}`, async () => {
      const { get, asked } = upstream((q) =>
        q.get('older_than') === null
          ? { status: 200, body: { rows: [row('e2', '14:30:00')], ...cursorOf('page-2') } }
          : { status: 200, body: { rows: [row('e1', '14:20:00')] } },
      );
      const pass = await readGap(get, gap(['SPY']));
      expect(asked.map((q) => q.get('older_than'))).toEqual([null, 'page-2']);
      expect(pass.rows.map((r) => r.eventId)).toEqual(['e2', 'e1']);
      expect(pass).toMatchObject({ cut: false, boundaryCut: false });
    });
  }

  /** A full page (the 500 a request asks for) printed one a second back from 14:50:00, no cursor. */
  const fullPage = Array.from({ length: 500 }, (_, i) => ({
    event_id: `e${i}`,
    ticker: 'SPY',
    timestamp: new Date(at('14:50:00') - i * 1000).toISOString(),
  }));
  const oldestSecondEnd = `${SESSION}T14:41:42`; // e499 printed at 14:41:41

  it('pages a full page without a cursor on its oldest second, joins the repeated row and marks the boundary cut', async () => {
    const { get, asked } = upstream((q) =>
      q.get('older_than') === null
        ? { status: 200, body: { rows: fullPage } }
        : // The boundary second again (asked by time), then older rows: a short page ends the gap.
          { status: 200, body: { rows: [fullPage[499], row('r1', '14:20:00'), row('r0', '13:59:00')] } },
    );
    const pass = await readGap(get, gap(['SPY']));
    expect(asked.map((q) => q.get('older_than'))).toEqual([null, oldestSecondEnd]);
    expect(pass.rows).toHaveLength(501);
    expect(new Set(pass.rows.map((r) => r.eventId)).size).toBe(501);
    expect(pass.rows.at(-1)!.eventId).toBe('r1');
    expect(pass).toMatchObject({ cut: false, boundaryCut: true });
  });

  it('ends at a short page without a cursor, nothing cut', async () => {
    const { get, asked } = upstream(() => ({ status: 200, body: { rows: [row('e1', '14:30:00')] } }));
    const pass = await readGap(get, gap(['SPY']));
    expect(asked).toHaveLength(1);
    expect(pass.rows.map((r) => r.eventId)).toEqual(['e1']);
    expect(pass).toMatchObject({ cut: false, boundaryCut: false });
  });

  it('stops where the service refuses a time cursor (422): a boundary cut, not a retry', async () => {
    const { get, asked } = upstream((q) =>
      q.get('older_than') === null ? { status: 200, body: { rows: fullPage } } : { status: 422, body: null },
    );
    const pass = await readGap(get, gap(['SPY']));
    expect(asked).toHaveLength(2);
    expect(pass.rows).toHaveLength(500);
    expect(pass).toMatchObject({ cut: false, boundaryCut: true });
  });

  it('stops at the row cap, cut', async () => {
    const { get, asked } = upstream(() => ({
      status: 200,
      body: { rows: fullPage.slice(0, 3), next_older_than: 'k' },
    }));
    const pass = await readGap(get, gap(['SPY'], 3));
    expect(asked[0]!.get('limit')).toBe('3');
    expect(asked).toHaveLength(1);
    expect(pass).toMatchObject({ cut: true });
  });
});

describe('readGap: a service that refuses the comma list of tickers', () => {
  const perTicker = (q: URLSearchParams): Answer => {
    const t = q.get('ticker')!;
    if (t.includes(',')) return { status: 422, body: null };
    const rows =
      t === 'AAPL'
        ? [row('a2', '14:40:00', t), row('shared', '14:35:00', t)]
        : [row('m1', '14:45:00', t), row('shared', '14:35:00', t)];
    return { status: 200, body: { rows } };
  };

  it('asks one ticker per request, merges newest first, joins by event_id and remembers it', async () => {
    const mode: TickerListMode = { perTicker: false };
    const { get, asked } = upstream(perTicker);
    const pass = await readGap(get, gap(['MSFT', 'AAPL']), undefined, mode);
    expect(asked.map((q) => q.get('ticker'))).toEqual(['AAPL,MSFT', 'AAPL', 'MSFT']);
    expect(pass.rows.map((r) => r.eventId)).toEqual(['m1', 'a2', 'shared']);
    expect(pass).toMatchObject({ cut: false, boundaryCut: false });
    expect(mode.perTicker).toBe(true);

    // The next gap goes one ticker at a time directly.
    const next = upstream(perTicker);
    await readGap(next.get, gap(['MSFT', 'AAPL']), undefined, mode);
    expect(next.asked.map((q) => q.get('ticker'))).toEqual(['AAPL', 'MSFT']);
  });

  it('does not switch when one ticker is refused too: the 422 was about something else', async () => {
    const mode: TickerListMode = { perTicker: false };
    const { get } = upstream(() => ({ status: 422, body: null }));
    const pass = await readGap(get, gap(['MSFT', 'AAPL']), undefined, mode);
    expect(pass.cut).toBe(true);
    expect(mode.perTicker).toBe(false);
  });
});
