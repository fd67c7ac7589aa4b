// Indicators against values computed by hand (the arithmetic is in each comment).
import { describe, expect, it } from 'vitest';
import { ema, macd, rsi, sma } from './technicals';

const close = (xs: readonly (number | null)[], want: readonly (number | null)[]) => {
  expect(xs.length).toBe(want.length);
  xs.forEach((x, i) =>
    want[i] === null ? expect(x, `#${i}`).toBeNull() : expect(x, `#${i}`).toBeCloseTo(want[i]!, 4),
  );
};

describe('sma', () => {
  it('averages the last window closes and is null until the window fills', () => {
    // (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+5)/3 = 4
    close(sma([1, 2, 3, 4, 5], 3), [null, null, 2, 3, 4]);
    close(sma([4, 8], 3), [null, null]);
  });
});

describe('ema', () => {
  it('seeds with the SMA, then weights the newest close by 2/(n+1)', () => {
    // n=2, k=2/3: seed (10+11)/2 = 10.5; 10·2/3 + 10.5/3 = 10.1667; 12·2/3 + 10.1667/3 = 11.3889
    close(ema([10, 11, 10, 12], 2), [null, 10.5, 10.1667, 11.3889]);
  });
});

describe('rsi', () => {
  it("follows Wilder's smoothing", () => {
    // changes +2, −1, +2 (n=2): seed gain (2+0)/2 = 1, loss (0+1)/2 = 0.5 → RS 2 → 66.667;
    // gain (1·1+2)/2 = 1.5, loss (0.5·1+0)/2 = 0.25 → RS 6 → 100 − 100/7 = 85.714
    close(rsi([10, 12, 11, 13], 2), [null, null, 66.6667, 85.7143]);
  });
  it('is 100 with no losses and 50 on a flat series', () => {
    close(rsi([1, 2, 3, 4], 2), [null, null, 100, 100]);
    close(rsi([5, 5, 5], 2), [null, null, 50]);
  });
});

describe('macd', () => {
  it('is EMA(fast) − EMA(slow) with an EMA signal line over the defined part', () => {
    // fast 2: 1.5, 2.5, 3.5 …; slow 3: 2, 3, 4 …; line 0.5 from index 2; signal EMA(2) from index 3
    const m = macd([1, 2, 3, 4, 5, 6], 2, 3, 2);
    close(
      m.map((p) => p.macd),
      [null, null, 0.5, 0.5, 0.5, 0.5],
    );
    close(
      m.map((p) => p.signal),
      [null, null, null, 0.5, 0.5, 0.5],
    );
    close(
      m.map((p) => p.histogram),
      [null, null, null, 0, 0, 0],
    );
  });
  it('turns negative when prices fall after a rise (12/26/9 defaults)', () => {
    const up = Array.from({ length: 40 }, (_, i) => 100 + i);
    const down = Array.from({ length: 15 }, (_, i) => 139 - 2 * (i + 1));
    const m = macd([...up, ...down]);
    expect(m[25]!.macd).not.toBeNull();
    expect(m[24]!.macd).toBeNull();
    expect(m[39]!.macd!).toBeGreaterThan(0);
    expect(m.at(-1)!.histogram!).toBeLessThan(0);
  });
});
