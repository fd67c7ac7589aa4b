import { describe, expect, it } from 'vitest';
import { readOiTimeseries } from './oi-timeseries';

describe('readOiTimeseries', () => {
  it('orders by session then AM before PM and derives a missing total', () => {
    const ts = readOiTimeseries({
      points: [
        { session: '2026-03-03', slot: 'AM', call_oi: 1, put_oi: 2 },
        { session: '2026-03-02', slot: 'PM', call_oi: 1, put_oi: null, total_oi: 5 },
        { session: '2026-03-02', slot: 'AM', call_oi: 1, put_oi: 1 },
      ],
    });
    expect(ts.map((p) => p.label)).toEqual(['03-02 AM', '03-02 PM', '03-03 AM']);
    expect(ts[0]?.totalOi).toBe(2);
    expect(ts[1]?.putOi).toBeNull();
  });
});
