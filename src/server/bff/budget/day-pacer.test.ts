import { describe, expect, it } from 'vitest';
import { DayPacer, slowedHeaderValue } from './day-pacer';

// 2026-11-20 is a Friday: the session runs 14:30–21:00 UTC.
const TEN_ET = Date.parse('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;

function pacerAt(market: number): DayPacer {
  return new DayPacer({ marketNow: () => market, reserve: 500 });
}

describe('DayPacer', () => {
  it('projects to the close of the session while it is open, and to the reset after it', () => {
    expect(pacerAt(TEN_ET).horizon(TEN_ET)).toEqual({ ms: 6 * HOUR, end: 'close' });
    const evening = Date.parse('2026-11-20T22:00:00Z');
    expect(pacerAt(evening).horizon(evening)).toEqual({ ms: 2 * HOUR, end: 'reset' });
  });

  it('leaves background refreshes alone while the day can afford them, and projects the day', () => {
    const p = pacerAt(TEN_ET);
    // Four refreshes a minute for ten minutes: 1,440 more over six hours.
    for (let i = 0; i < 40; i++) expect(p.admitBackground(1000, 5000, TEN_ET - 10 * 60_000 + i * 15_000).ok).toBe(true);
    const pace = p.pace(1040, 5000, TEN_ET);
    expect(pace.factor).toBe(1);
    expect(pace.projected).toBeGreaterThan(2400);
    expect(pace.projected).toBeLessThan(2600);
    expect(slowedHeaderValue(pace.factor)).toBeUndefined();
  });

  it('near the limit, spaces background refreshes so the room left lasts the session', () => {
    const p = pacerAt(TEN_ET);
    // 4,400 used, 500 kept for interactive use: 100 left for six hours of background, one per 216 s.
    let t = TEN_ET - 10 * 60_000;
    let admitted = 0;
    for (let i = 0; i < 40; i++, t += 15_000) if (p.admitBackground(4400, 5000, t).ok) admitted++;
    expect(admitted).toBeLessThan(10);
    const pace = p.pace(4400, 5000, t);
    expect(pace.factor).toBeGreaterThan(5);
    expect(Number(slowedHeaderValue(pace.factor))).toBeCloseTo(pace.factor, 0);
    const refused = p.admitBackground(4400, 5000, t);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterMs).toBeLessThanOrEqual(216_000);
    expect(p.admitBackground(4400, 5000, t + 216_000).ok).toBe(true);
  });

  it('pauses background refreshes until the reset once only the interactive reserve is left', () => {
    const p = pacerAt(TEN_ET);
    const r = p.admitBackground(4500, 5000, TEN_ET);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.retryAfterMs).toBe(Date.parse('2026-11-21T00:00:00Z') - TEN_ET);
    expect(slowedHeaderValue(p.pace(4500, 5000, TEN_ET).factor)).toBe('paused');
  });

  it('counts interactive use in the projection without ever pacing it', () => {
    const p = pacerAt(TEN_ET);
    for (let i = 0; i < 100; i++) p.noteInteractive(TEN_ET - i * 1000);
    const pace = p.pace(4400, 5000, TEN_ET);
    expect(pace.factor).toBe(1);
    expect(pace.projected).toBe(5000);
  });
});
