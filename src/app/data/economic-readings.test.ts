import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../api/check-answer';
import { answerFixture as answer } from './read-answer.fixture';
import {
  formatFigure,
  impactLevels,
  readCalendar,
  readEtfDetail,
  readEtfFlow,
  readEtfTimeseries,
  readEventHistory,
} from './economic-readings';

const claims = {
  event_id: 'claims-19',
  event_name: 'Initial Jobless Claims',
  date: '2026-11-19',
  time: '08:30',
  impact: 'Medium',
  unit: 'K',
  released: false,
  actual: null,
  consensus: 233,
  previous: 234,
  surprise: null,
  etf_sensitivity: [{ symbol: 'TLT', sensitivity: 0.4, avg_abs_move_pct: 0.0081, n: 12 }, { sensitivity: 1 }],
};

describe('readCalendar', () => {
  it('reads events in date and time order, an unreleased actual as null, impact in lower case', () => {
    const cpi = { ...claims, event_id: 'cpi', event_name: 'CPI YoY', date: '2026-11-12', impact: 'high', actual: 3.2 };
    const rows = readCalendar(answer('economic.calendar', { rows: [claims, cpi, { impact: 'low' }] }));
    expect(rows.map((e) => e.id)).toEqual(['cpi', 'claims-19']);
    const c = rows[1]!;
    expect(c.actual).toBeNull();
    expect(c.impact).toBe('medium');
    expect(c.consensus).toBe(233);
    expect(c.etfs).toEqual([{ symbol: 'TLT', sensitivity: 0.4, avgAbsMovePct: 0.0081, n: 12 }]);
  });

  it('takes the impact levels the service names, else those the events carry', () => {
    expect(impactLevels(answer('economic.calendar', { impact_levels: ['High', 'low'], rows: [] }))).toEqual([
      'high',
      'low',
    ]);
    const rows = [claims, { ...claims, event_id: 'x', impact: 'high' }];
    expect(impactLevels(answer('economic.calendar', { rows }))).toEqual(['medium', 'high']);
    expect(impactLevels(undefined)).toEqual([]);
  });
});

describe('calendar answers of another service', () => {
  /** A release as the sandbox sends it (every declared field, the reference's case). */
  const release = {
    ...claims,
    impact: 'medium',
    period: '2026-11-14',
    etf_sensitivity: [{ symbol: 'TLT', sensitivity: 0.4, avg_abs_move_pct: 0.0081, n: 12 }],
  };

  it("reads the sandbox's release with no drift", () => {
    expect(readAnswer('economic.calendar', { rows: [release] }).issues).toEqual([]);
  });

  it('names a figure under another name as drift and shows it as "—", the rest of the release still reads', () => {
    const { consensus, ...rest } = release;
    const r = readAnswer('economic.calendar', { events: [{ ...rest, forecast: consensus }] });
    expect(r.ok).toBe(true);
    expect(r.issues.map((i) => i.path)).toEqual(['rows', 'rows[].consensus']);
    const [e] = readCalendar(r.ok ? r.value : undefined);
    expect(e).toMatchObject({ name: 'Initial Jobless Claims', consensus: null, previous: 234 });
  });

  it('reads an impact in another case and a sensitivity list that is not a list as none', () => {
    const r = readAnswer('economic.calendar', { rows: [{ ...release, impact: 'HIGH', etf_sensitivity: 'TLT' }] });
    expect(r.issues.map((i) => i.path).sort()).toEqual(['rows[].etf_sensitivity', 'rows[].impact']);
    const [e] = readCalendar(r.ok ? r.value : undefined);
    expect(e).toMatchObject({ impact: 'high', etfs: [] });
  });
});

describe('readEventHistory', () => {
  it('orders releases oldest first and fills a missing surprise from actual − consensus', () => {
    const h = readEventHistory(
      answer('economic.eventHistory', {
        event_name: 'Initial Jobless Claims',
        n: 2,
        beat_rate: 0.5,
        rows: [
          { ...claims, date: '2026-11-12', actual: 234, consensus: 222, surprise: 12 },
          { ...claims, date: '2026-11-05', actual: 222, consensus: 230, surprise: undefined },
          { ...claims, date: 'not a date' },
        ],
      }),
    );
    expect(h.points.map((p) => p.date)).toEqual(['2026-11-05', '2026-11-12']);
    expect(h.points[0]?.surprise).toBe(-8);
    expect(h.points[0]?.x).toBe(Date.parse('2026-11-05T00:00:00Z'));
    expect(h.beatRate).toBe(0.5);
    expect(h.unit).toBe('K');
    expect(h.from).toBe('2026-11-05');
  });

  it('keeps an unreleased figure null in the series (the line breaks, never 0)', () => {
    const h = readEventHistory(answer('economic.eventHistory', { rows: [{ ...claims }] }));
    expect(h.points[0]?.actual).toBeNull();
    expect(h.points[0]?.surprise).toBeNull();
    expect(h.beatRate).toBeNull();
  });
});

describe('ETF flow', () => {
  it('reads the summary rows', () => {
    const [r] = readEtfFlow(
      answer('economic.etfFlow', { rows: [{ symbol: 'spy', orders: 3, net_premium: -5, net_delta: null }] }),
    );
    expect(r).toMatchObject({ symbol: 'SPY', orders: 3, netPremium: -5, netDelta: null, callPremium: null });
  });

  it('merges summary and greeks of the detail, strikes highest first', () => {
    const d = readEtfDetail(
      answer('economic.etfFlowSymbol', {
        symbol: 'QQQ',
        summary: { orders: 2, net_premium: 10 },
        greeks: { net_delta: 4 },
        strikes: [{ strike: 400, net_premium: 1 }, { strike: 410, net_premium: -2 }, { net_premium: 3 }],
        orders: [{}, {}],
      }),
    );
    expect(d.totals).toMatchObject({ symbol: 'QQQ', orders: 2, netPremium: 10, netDelta: 4, netGamma: null });
    expect(d.strikes.map((s) => s.strike)).toEqual([410, 400]);
    expect(d.orderCount).toBe(2);
    expect(readEtfDetail(undefined).totals).toBeNull();
    expect(readEtfDetail(answer('economic.etfFlowSymbol', { symbol: 'QQQ', strikes: [] })).orderCount).toBeNull();
  });

  it('reads the timeseries oldest first, its as-of the newest order included', () => {
    const s = readEtfTimeseries(
      answer('economic.etfTimeseries', {
        rows: [
          { session: '2026-11-18', net_premium: 1, last_ts_ms: Date.parse('2026-11-18T16:00:00Z') },
          { session: '2026-11-17', net_premium: null, last_ts_ms: null },
        ],
      }),
    );
    expect(s.points.map((p) => p.session)).toEqual(['2026-11-17', '2026-11-18']);
    expect(s.points[0]?.netPremium).toBeNull();
    expect(s.asOf).toBe('2026-11-18T16:00:00.000Z');
    expect(readEtfTimeseries(answer('economic.etfTimeseries', { rows: [] })).asOf).toBeNull();
  });
});

describe('formatFigure', () => {
  it('writes the value in its unit, "—" when not released', () => {
    expect(formatFigure(3.2, '%')).toBe('3.2%');
    expect(formatFigure(233, 'K')).toBe('233K');
    expect(formatFigure(61.7, 'index')).toBe('61.7 index');
    expect(formatFigure(-0.7, '%')).toBe('−0.7%');
    expect(formatFigure(12, 'K', true)).toBe('+12K');
    expect(formatFigure(0.123456, null)).toBe('0.12');
    expect(formatFigure(null, '%')).toBe('—');
  });
});
