import { describe, expect, it } from 'vitest';
import { aggregateBars, bucketStart, formingBar, formingBase, type PriceBar } from './price-bars';

// 2026-11-20 09:30 ET = 14:30 UTC.
const OPEN_S = Date.UTC(2026, 10, 20, 14, 30) / 1000;
const WINDOW = { openMs: OPEN_S * 1000, closeMs: (OPEN_S + 390 * 60) * 1000 };

function minute(
  i: number,
  open: number,
  high: number,
  low: number,
  close: number,
  volume: number | null = 100,
): PriceBar {
  return { time: OPEN_S + i * 60, open, high, low, close, volume };
}

describe('rolling 1-minute bars up into the timeframe', () => {
  const minutes = [
    minute(0, 100, 101, 99.5, 100.5),
    minute(1, 100.5, 102, 100.2, 101.8),
    minute(2, 101.8, 101.9, 98.7, 99),
    minute(3, 99, 99.4, 98.9, 99.2),
    minute(4, 99.2, 100, 99.1, 99.9),
    minute(5, 99.9, 100.3, 99.6, 100.1, 50),
    minute(6, 100.1, 100.2, 99.8, 100, 70),
  ];

  it('makes 5-minute bars aligned on the open: first open, extreme high and low, last close, summed volume', () => {
    const five = aggregateBars(minutes, 5);
    expect(five).toEqual([
      { time: OPEN_S, open: 100, high: 102, low: 98.7, close: 99.9, volume: 500 },
      { time: OPEN_S + 300, open: 99.9, high: 100.3, low: 99.6, close: 100, volume: 120 },
    ]);
  });

  it('makes one 15-minute bar of a partial quarter hour, and keeps 1-minute bars as they are', () => {
    expect(aggregateBars(minutes, 15)).toEqual([
      { time: OPEN_S, open: 100, high: 102, low: 98.7, close: 100, volume: 620 },
    ]);
    expect(aggregateBars(minutes, 1)).toEqual(minutes);
  });

  it('leaves the volume unknown (null, not 0) when a minute did not say it', () => {
    const bars = [minute(0, 1, 2, 0.5, 1.5), minute(1, 1.5, 2, 1, 1.8, null)];
    expect(aggregateBars(bars, 5)[0]!.volume).toBeNull();
  });

  it('aligns bars on the quarter hour from any minute', () => {
    expect(bucketStart(OPEN_S + 14 * 60 + 59, 15)).toBe(OPEN_S);
    expect(bucketStart(OPEN_S + 15 * 60, 15)).toBe(OPEN_S + 900);
    expect(bucketStart(OPEN_S + 7 * 60, 5)).toBe(OPEN_S + 300);
  });
});

describe('the forming bar from the live price', () => {
  const last: PriceBar = { time: OPEN_S + 300, open: 100, high: 100.5, low: 99.5, close: 100.2, volume: 900 };
  const five = (ms: number) => bucketStart(Math.floor(ms / 1000), 5);

  it('moves the newest bar to a tick inside it: close at the tick, extremes widened, volume kept', () => {
    const at = (OPEN_S + 420) * 1000;
    expect(formingBar(last, { price: 101, atMs: at }, five, WINDOW)).toEqual({ ...last, high: 101, close: 101 });
    expect(formingBar(last, { price: 99, atMs: at }, five, WINDOW)).toEqual({ ...last, low: 99, close: 99 });
    expect(formingBar(last, { price: 100.1, atMs: at }, five, WINDOW)).toEqual({ ...last, close: 100.1 });
  });

  it('opens the next bar at the tick when the tick starts it, its volume not yet observed', () => {
    const at = (OPEN_S + 600 + 5) * 1000;
    expect(formingBar(last, { price: 100.7, atMs: at }, five, WINDOW)).toEqual({
      time: OPEN_S + 600,
      open: 100.7,
      high: 100.7,
      low: 100.7,
      close: 100.7,
      volume: null,
    });
  });

  it('draws nothing for a tick older than the newest bar, or outside the session hours', () => {
    expect(formingBar(last, { price: 100, atMs: (OPEN_S + 60) * 1000 }, five, WINDOW)).toBeNull();
    expect(formingBar(last, { price: 100, atMs: WINDOW.closeMs + 60_000 }, five, WINDOW)).toBeNull();
    expect(formingBar(last, { price: 100, atMs: WINDOW.openMs - 60_000 }, five, WINDOW)).toBeNull();
  });

  it('keeps the extremes ticks drew on a bar when a fetch brings the same bar back', () => {
    const formed = { ...last, high: 101.4, low: 99.2, close: 100.9 };
    const fetched = { ...last, volume: 1200 };
    expect(formingBase(fetched, formed)).toEqual({ ...fetched, high: 101.4, low: 99.2, close: 100.9 });
    const next = { ...last, time: last.time + 300 };
    expect(formingBase(next, formed)).toBe(next);
    expect(formingBase(last, { ...formed, time: last.time + 300 })).toEqual({ ...formed, time: last.time + 300 });
    expect(formingBase(null, null)).toBeNull();
  });
});
