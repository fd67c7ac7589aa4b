import { describe, expect, it } from 'vitest';
import { applyPreview } from './preview';

describe('applyPreview', () => {
  it('keeps the top N rows with the preview fields, without mutating the input', () => {
    const body = { session: 's', rows: [1, 2, 3, 4].map((i) => ({ ticker: `T${i}`, score: i, hidden: true })) };
    const out = applyPreview(body, { take: 'top', count: 2, fields: ['ticker', 'score'] }, 'rows');
    expect(out).toEqual({
      session: 's',
      preview: true,
      rows: [
        { ticker: 'T1', score: 1 },
        { ticker: 'T2', score: 2 },
      ],
    });
    expect(body.rows).toHaveLength(4);
  });

  it('keeps the most recent N rows whichever way the list is sorted', () => {
    const rows = [3, 1, 4, 2].map((i) => ({ id: i, ts_ms: i * 1000 }));
    expect(applyPreview({ trades: rows }, { take: 'last', count: 2, fields: ['id'] }, 'trades')).toEqual({
      trades: [{ id: 3 }, { id: 4 }],
      preview: true,
    });
  });
});
