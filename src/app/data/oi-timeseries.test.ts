import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../api/check-answer';
import { readOiTimeseries } from './oi-timeseries';

function timeseries(body: unknown) {
  const r = readAnswer('oi.timeseries', body);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

describe('readOiTimeseries', () => {
  it('orders by session then AM before PM and derives a missing total', () => {
    const ts = readOiTimeseries(
      timeseries({
        points: [
          { session: '2026-03-03', slot: 'AM', call_oi: 1, put_oi: 2 },
          { session: '2026-03-02', slot: 'PM', call_oi: 1, put_oi: null, total_oi: 5 },
          { session: '2026-03-02', slot: 'AM', call_oi: 1, put_oi: 1 },
        ],
      }),
    );
    expect(ts.map((p) => p.label)).toEqual(['03-02 AM', '03-02 PM', '03-03 AM']);
    expect(ts[0]?.totalOi).toBe(2);
    expect(ts[1]?.putOi).toBeNull();
  });

  it('reads a slot in any case and figures sent as strings, naming both as drift', () => {
    const r = readAnswer('oi.timeseries', {
      points: [
        { session: '2026-03-02', slot: 'pm', call_oi: '10', put_oi: 5, total_oi: 15, total_volume: 3 },
        { session: '2026-03-02', slot: 'am', call_oi: 10, put_oi: 5, total_oi: 15, total_volume: 3 },
      ],
    });
    expect(r.ok && readOiTimeseries(r.value).map((p) => [p.slot, p.callOi])).toEqual([
      ['AM', 10],
      ['PM', 10],
    ]);
    expect(r.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['points[].slot', 'points[].call_oi']));
  });
});
