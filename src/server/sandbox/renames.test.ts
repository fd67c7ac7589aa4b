import { describe, expect, it } from 'vitest';
import { FaultStore, renameField } from './faults';

describe('the field-rename fault', () => {
  it('renames a nested field on every list element and leaves the original untouched', () => {
    const body = {
      rankings: [{ net_delta_last: 1 }, { net_delta_last: 2 }],
      summary: { key_levels: { gamma_flip: 5 } },
    };
    const a = renameField(body, 'rankings[].net_delta_last', { to: 'delta_last' });
    expect(a.rankings).toEqual([{ delta_last: 1 }, { delta_last: 2 }]);
    const b = renameField(body, 'summary.key_levels.gamma_flip', { to: 'flip' });
    expect(b.summary.key_levels).toEqual({ flip: 5 });
    expect(body.rankings[0]).toEqual({ net_delta_last: 1 });
    expect(body.summary.key_levels).toEqual({ gamma_flip: 5 });
  });

  it('upper-cases a string value in place of a rename', () => {
    expect(renameField({ data: { direction: 'buy' } }, 'data.direction', { upperCase: true })).toEqual({
      data: { direction: 'BUY' },
    });
  });

  it('applies to matching paths only, for as many uses as asked', () => {
    const store = new FaultStore();
    store.addRename({ pattern: '/v1/ws/flow', from: 'data.premium', to: 'prem', count: 1 });
    const frame = { type: 'flow_order', data: { premium: 10 } };
    expect(store.applyRename('/v1/ws/abnormal-trades', frame)).toBe(frame);
    expect(store.applyRename('/v1/ws/flow', frame)).toEqual({ type: 'flow_order', data: { prem: 10 } });
    expect(store.applyRename('/v1/ws/flow', frame)).toBe(frame);
  });
});
