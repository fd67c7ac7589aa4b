import { describe, expect, it } from 'vitest';
import type { PriceBar } from '../../charts/price-bars';
import type { AbnormalEntry } from '../../data/abnormal-row';
import { SIDE_COLORS } from '../../ui/level-colors';
import { barOf, blockMarkers, tradeMarkers } from './chart-layers';

const T0 = Date.parse('2026-11-16T15:00:00Z') / 1000;
const bars: PriceBar[] = [0, 1, 2].map((i) => ({
  time: T0 + i * 300,
  open: 500 + i,
  high: 501 + i,
  low: 499 + i,
  close: 500.5 + i,
  volume: null,
}));

const trade = (over: Partial<AbnormalEntry>): AbnormalEntry => ({
  eventId: 'a',
  ticker: 'SPY',
  side: 'buy',
  premium: 1_000_000,
  timestamp: new Date((T0 + 310) * 1000).toISOString(),
  optionType: 'call',
  strike: 510,
  expiration: '2026-11-20',
  occ: null,
  contracts: 500,
  threshold: null,
  spot: null,
  ...over,
});

describe('chart layers', () => {
  it('places a time on the bar it falls in, and nowhere before the first bar or past the last', () => {
    expect(barOf(bars, (T0 + 310) * 1000)?.time).toBe(T0 + 300);
    expect(barOf(bars, (T0 + 600) * 1000)?.time).toBe(T0 + 600);
    expect(barOf(bars, (T0 - 1) * 1000)).toBeNull();
    expect(barOf(bars, (T0 + 600 + 301) * 1000)).toBeNull();
  });

  it('puts a trade at its underlying price, or its bar close when the record has none; coloured by lean', () => {
    const [withSpot, without, soldPut] = tradeMarkers(
      [
        trade({ eventId: 'a', spot: 501.2 }),
        trade({ eventId: 'b', premium: 250_000 }),
        trade({ eventId: 'c', side: 'sell', optionType: 'put' }),
      ],
      bars,
    );
    expect(withSpot).toMatchObject({ id: 'a', barTime: T0 + 300, price: 501.2, color: SIDE_COLORS.up });
    expect(without).toMatchObject({ id: 'b', price: 501.5 });
    // A sold put is bullish.
    expect(soldPut!.color).toBe(SIDE_COLORS.up);
    // Sized by premium: a quarter of the largest premium draws a smaller marker.
    expect(without!.radius).toBeLessThan(withSpot!.radius);
    expect(withSpot!.text).toContain('$1M');
  });

  it('draws the ten largest blocks of the session at their print price', () => {
    const blocks = Array.from({ length: 14 }, (_, i) => ({
      time: new Date((T0 + 60 * i) * 1000).toISOString(),
      bucket: null,
      price: 500 + i / 10,
      size: 10_000,
      premium: 1_000_000 * (i + 1),
    }));
    const marks = blockMarkers(blocks, bars);
    expect(marks).toHaveLength(10);
    expect(marks[0]).toMatchObject({ price: 501.3, barTime: T0 + 600 });
    expect(marks.map((m) => m.price)).not.toContain(500);
  });
});
