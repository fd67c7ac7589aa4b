import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import type { AnswerEndpointId, AnswerOf } from '../../../api/schemas';
import { toCsv } from '../../ui/csv-export';
import { sortRows } from '../../ui/sort-rows';
import { csvFieldsOf } from '../../ui/table-columns';
import { BOARD_COLUMNS, type BoardLine } from './board-columns';
import { buildBoardRows } from './board-rows';

/** A raw answer as the app receives it: read through the endpoint's schema. */
function answer<I extends AnswerEndpointId>(id: I, body: unknown): AnswerOf<I> {
  const r = readAnswer(id, body);
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.issues)}`);
  return r.value;
}

const levelsRaw = {
  spot: 100,
  gamma_flip: 95,
  gamma_flip_type: 'global_cumulative',
  gamma_regime: 'long',
  call_wall: 110,
  put_wall: 90,
  max_pain: 98,
  max_pain_expiry: '2026-09-18',
};
const levels = answer('gex.levels', levelsRaw);

describe('buildBoardRows', () => {
  it('joins batch answers and per-symbol levels by ticker; past session: distances from the levels spot', () => {
    const rows = buildBoardRows(['SPY', 'QQQ'], {
      directional: answer('directional.current', {
        data: [{ ticker: 'SPY', directional_score: 1.5e6, imbalance_score: null }],
        tickers_count: 1,
      }),
      atm: answer('volatility.atm', { results: [{ ticker: 'SPY', atm_iv: 0.1238 }] }),
      flow: answer('flow.current', { rankings: [{ ticker: 'qqq', net_premium: '-2e5', direction: 'BEARISH' }] }),
      levels: new Map([['SPY', levels]]),
      quotes: new Map(),
      live: false,
    });
    const spy = rows[0]!;
    expect(spy.last).toBe(100);
    expect(spy.lastSource).toBe('snapshot');
    expect(spy.flipPct).toBeCloseTo(-0.05);
    expect(spy.flipAbs).toBe(-5);
    expect(spy.callWallPct).toBeCloseTo(0.1);
    expect(spy.putWallAbs).toBe(-10);
    expect(spy.maxPainAbs).toBe(-2);
    expect(spy.atmIv).toBe(0.1238);
    expect(spy.directional).toBe(1.5e6);
    expect(spy.imbalance).toBeNull();
    const qqq = rows[1]!;
    // Nothing observed for QQQ's levels or IV: null, never 0.
    expect(qqq.last).toBeNull();
    expect(qqq.flipPct).toBeNull();
    expect(qqq.atmIv).toBeNull();
    expect(qqq.flowNetPremium).toBe(-2e5);
    expect(qqq.flowDirection).toBe('bearish');
  });

  it("reads another service's decimal strings and upper-case regime as the levels they are", () => {
    const other = answer('gex.levels', { ...levelsRaw, call_wall: '110.0', gamma_regime: 'LONG' });
    const rows = buildBoardRows(['SPY'], { levels: new Map([['SPY', other]]), quotes: new Map(), live: false });
    expect(rows[0]!.levels).toMatchObject({ call_wall: 110, gamma_regime: 'long' });
    expect(rows[0]!.callWallAbs).toBe(10);
  });
});

describe('buildBoardRows on the current session: distances at the live price', () => {
  // NVDA as the issue saw it: levels computed at the 08:30 ET snapshot's spot 142.44, last trade 140.81.
  const nvda = answer('gex.levels', {
    as_of: '2026-11-16T13:30:00Z',
    spot: 142.44,
    gamma_flip: 145.5,
    gamma_flip_type: 'global_cumulative',
    global_gamma_flip: 145.5,
    local_gamma_transition: 141.2,
    gamma_regime: 'long',
    call_wall: 150,
    put_wall: 140,
    max_pain: 142,
  });
  const quote = answer('quotes.quote', { price: 140.81, prev_close: 139, as_of: '2026-11-16T15:30:00Z' });
  const intradayOf = (sample: object) => new Map([['NVDA', answer('gex.intraday', { series: [sample] })]]);
  const build = (extra: Partial<Parameters<typeof buildBoardRows>[1]> = {}) =>
    buildBoardRows(['NVDA'], { levels: new Map([['NVDA', nvda]]), quotes: new Map([['NVDA', quote]]), ...extra })[0]!;

  it('measures from the quote, never from the levels spot, and keeps the snapshot time', () => {
    const r = build();
    expect(r.last).toBe(140.81);
    expect(r.lastSource).toBe('quote');
    expect(r.putWallAbs).toBeCloseTo(-0.81, 6);
    expect(r.putWallPct! * 100).toBeCloseTo(-0.575, 2);
    expect(r.localAbs).toBeCloseTo(0.39, 6);
    expect(r.levels?.spot).toBe(142.44);
    expect(r.snapshotAsOf).toBe('2026-11-16T13:30:00Z');
  });

  it('takes a newer stream price over the quote', () => {
    const r = build({
      streamSpots: new Map([['NVDA', { price: 139.5, atMs: Date.parse('2026-11-16T15:31:00Z'), source: 'stream' }]]),
    });
    expect(r.last).toBe(139.5);
    expect(r.lastSource).toBe('stream');
    expect(r.putWallAbs).toBeCloseTo(0.5, 6);
  });

  it('takes the latest intraday minute when it is newer than the quote, and measures the change from the previous close', () => {
    const intraday = intradayOf({ t: '2026-11-16T15:45:00Z', spot: 141.5, net_gex: 1e8 });
    const r = build({ intraday });
    expect(r.last).toBe(141.5);
    expect(r.lastSource).toBe('intraday');
    expect(r.change).toBeCloseTo(2.5, 6);
    expect(r.changePct).toBeCloseTo(2.5 / 139, 9);
  });

  it('shows "—" distances while no live price is observed, rather than the snapshot spot', () => {
    const r = build({ quotes: new Map() });
    expect(r.last).toBeNull();
    expect(r.flipPct).toBeNull();
    expect(r.putWallAbs).toBeNull();
  });

  it('reads the regime as the last price against the structural flip it shows the distance to', () => {
    // The flip 145.50 sits above the last 140.81: short γ, though the service labels the snapshot long and
    // the intraday net GEX is positive (the old board said "▲ long γ" beside "+3.3% to flip").
    const intraday = intradayOf({ t: '2026-11-16T15:00:00Z', spot: 141, net_gex: 1e8 });
    const r = build({ intraday });
    expect(r.flip).toEqual({ variant: 'structural', price: 145.5, type: 'global_cumulative' });
    expect(r.flipPct).toBeGreaterThan(0);
    expect(r.regime).toMatchObject({
      regime: 'short',
      basis: 'live',
      spot: 140.81,
      flip: 145.5,
      variant: 'structural',
    });
    expect(r.regime.netGex).toBe(1e8);
    // Above the flip, long; and with no live price the snapshot's spot is not taken for one.
    const above = build({
      streamSpots: new Map([['NVDA', { price: 146, atMs: Date.parse('2026-11-16T15:31:00Z'), source: 'stream' }]]),
    });
    expect(above.regime).toMatchObject({ regime: 'long', basis: 'live', at: '2026-11-16T15:31:00.000Z' });
    expect(build({ quotes: new Map() }).regime.regime).toBeNull();
  });

  it('reads a past session against its closing snapshot’s spot', () => {
    const r = build({ live: false });
    expect(r.regime).toMatchObject({ regime: 'short', basis: 'snapshot', spot: 142.44, at: '2026-11-16T13:30:00Z' });
  });

  it('takes the direction from the directional row by the one rule', () => {
    const directional = answer('directional.current', {
      data: [
        {
          ticker: 'NVDA',
          call_buy_pressure: 4e6,
          call_sell_pressure: -1e6,
          put_buy_pressure: -6e6,
          put_sell_pressure: 0,
          directional_score: -3e6,
        },
      ],
      tickers_count: 1,
      max_display: 500,
    });
    expect(build({ directional }).direction).toBe('bearish');
    expect(build().direction).toBeNull();
  });
});

describe('the board table', () => {
  const rows = buildBoardRows(['A', 'B', 'C'], {
    atm: answer('volatility.atm', {
      results: [
        { ticker: 'A', atm_iv: 0.2 },
        { ticker: 'C', atm_iv: 0.4 },
      ],
    }),
    levels: new Map(),
    quotes: new Map(),
  });
  const idle = { quote: false, levels: false, regime: false, atm: false, directional: false, flow: false };
  const lines: BoardLine[] = rows.map((row) => ({ row, link: `/gex/${row.ticker}`, loading: idle, state: null }));
  const atmIv = BOARD_COLUMNS.find((c) => c.id === 'atmIv')!;

  it('sorts a column both ways with missing values last', () => {
    expect(sortRows(lines, atmIv.value, atmIv.kind, 'desc').map((l) => l.row.ticker)).toEqual(['C', 'A', 'B']);
    expect(sortRows(lines, atmIv.value, atmIv.kind, 'asc').map((l) => l.row.ticker)).toEqual(['A', 'C', 'B']);
  });

  it('exports raw figures, an empty field for what is not observed, and no loading column', () => {
    const [head, a, b] = toCsv(lines, csvFieldsOf(BOARD_COLUMNS)).split('\r\n');
    const cols = head!.split(',');
    expect(cols).toContain('Levels computed at (ET)');
    expect(cols).not.toContain('Loading');
    const at = cols.indexOf('ATM IV');
    expect(a!.split(',')[at]).toBe('0.2');
    expect(b!.split(',')[at]).toBe('');
    expect(a!.split(',')[cols.indexOf('Ticker')]).toBe('A');
  });
});
