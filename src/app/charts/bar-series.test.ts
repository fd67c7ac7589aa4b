import { describe, expect, it } from 'vitest';
import { barSeries, sessionSlots } from './bar-series';
import type { PriceBar } from './price-bars';

const MIN = 60;
const STEP = 5 * MIN;
// Mon 2026-11-16 09:30 ET and Fri 2026-11-13 09:30 ET, in Unix seconds.
const OPEN = Date.parse('2026-11-16T14:30:00Z') / 1000;
const PRIOR_OPEN = Date.parse('2026-11-13T14:30:00Z') / 1000;
const DAY = 390 * MIN;

const bar = (time: number, close = 100): PriceBar => ({
  time,
  open: close - 0.5,
  high: close + 1,
  low: close - 1,
  close,
  volume: 1000,
});

const session = (bars: PriceBar[], open = OPEN) => ({ bars, openSec: open, closeSec: open + DAY });

describe('barSeries', () => {
  it('draws a hole in the bars (09:35–09:45 missing) as empty slots, never as bars made up', () => {
    const bars = [bar(OPEN), bar(OPEN + 15 * MIN, 101), bar(OPEN + 20 * MIN, 102)];
    const s = barSeries({ session: session(bars), prior: null, stepSec: STEP, contextSec: 2 * 3600 });
    expect(s.slots.map((x) => [(x.time - OPEN) / MIN, x.bar === null ? 'gap' : 'bar'])).toEqual([
      [0, 'bar'],
      [5, 'gap'],
      [10, 'gap'],
      [15, 'bar'],
      [20, 'bar'],
    ]);
    // The bars drawn are exactly the bars given: no flat bar at the last close fills the hole.
    expect(s.slots.flatMap((x) => (x.bar ? [x.bar] : []))).toEqual(bars);
    expect(s.gaps).toBe(2);
    expect(s.sessionBars).toBe(3);
  });

  it('a hole before the forming bar is a gap up to its slot, and the forming slot is left to the chart', () => {
    const bars = [bar(OPEN), bar(OPEN + 5 * MIN)];
    const s = barSeries({
      session: session(bars),
      prior: null,
      stepSec: STEP,
      contextSec: 0,
      untilSec: OPEN + 20 * MIN,
    });
    expect(s.slots.map((x) => [(x.time - OPEN) / MIN, x.bar ? 'bar' : 'gap'])).toEqual([
      [0, 'bar'],
      [5, 'bar'],
      [10, 'gap'],
      [15, 'gap'],
    ]);
  });

  it('a forming bar in the newest fetched bar keeps that bar', () => {
    const bars = [bar(OPEN), bar(OPEN + 5 * MIN)];
    const s = barSeries({
      session: session(bars),
      prior: null,
      stepSec: STEP,
      contextSec: 0,
      untilSec: OPEN + 5 * MIN,
    });
    expect(s.slots.map((x) => x.bar)).toEqual(bars);
  });

  it('at the open: the prior session’s last two hours, then the session’s bars, the divider at the open', () => {
    const priorBars = Array.from({ length: 78 }, (_, i) => bar(PRIOR_OPEN + i * STEP, 90 + i * 0.1));
    const s = barSeries({
      session: session([bar(OPEN), bar(OPEN + 5 * MIN)]),
      prior: session(priorBars, PRIOR_OPEN),
      stepSec: STEP,
      contextSec: 2 * 3600,
    });
    expect(s.priorBars).toBe(24);
    expect(s.slots[0]!.time).toBe(PRIOR_OPEN + DAY - 2 * 3600);
    expect(s.slots.at(-3)!.time).toBe(PRIOR_OPEN + DAY - STEP);
    // No slot for the night between the two sessions.
    expect(s.slots.filter((x) => x.time > PRIOR_OPEN + DAY && x.time < OPEN)).toEqual([]);
    expect(s.dividerTime).toBe(OPEN);
    expect(s.gaps).toBe(0);
  });

  it('no divider without prior bars, and none drawn before the session’s first bar', () => {
    const s = barSeries({ session: session([]), prior: session([], PRIOR_OPEN), stepSec: STEP, contextSec: 7200 });
    expect(s).toEqual({ slots: [], priorBars: 0, sessionBars: 0, gaps: 0, dividerTime: null });
  });

  it('bars outside the session’s hours are left out', () => {
    const s = barSeries({
      session: session([bar(OPEN - STEP), bar(OPEN), bar(OPEN + DAY)]),
      prior: null,
      stepSec: STEP,
      contextSec: 0,
    });
    expect(s.slots.map((x) => x.time)).toEqual([OPEN]);
  });
});

describe('sessionSlots', () => {
  it('keeps a bar off the grid at its own time', () => {
    const slots = sessionSlots([bar(OPEN + 2 * MIN)], STEP, OPEN, OPEN + STEP);
    expect(slots.map((s) => [(s.time - OPEN) / MIN, s.bar ? 'bar' : 'gap'])).toEqual([
      [0, 'gap'],
      [2, 'bar'],
      [5, 'gap'],
    ]);
  });
});
