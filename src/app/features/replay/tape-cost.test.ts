import { describe, expect, it } from 'vitest';
import type { AnswerOf } from '../../../api/schemas';
import { tapeReadDecision, tapeRowEstimate } from './tape-cost';

describe('tapeReadDecision', () => {
  it('reads a stored tape without asking: it costs nothing', () => {
    expect(tapeReadDecision({ stored: true, choice: null, estimate: 2600 })).toEqual({ kind: 'read' });
    expect(tapeReadDecision({ stored: true, choice: 'not-now', estimate: 2600 })).toEqual({ kind: 'read' });
  });

  it('asks before the first read of a tape not stored, naming its rows', () => {
    expect(tapeReadDecision({ stored: false, choice: null, estimate: 2600 })).toEqual({ kind: 'ask', rows: 2600 });
    expect(tapeReadDecision({ stored: false, choice: null, estimate: null })).toEqual({ kind: 'ask', rows: null });
  });

  it('reads only once the trader says Read, and nothing after Not now', () => {
    expect(tapeReadDecision({ stored: false, choice: 'read', estimate: 2600 })).toEqual({ kind: 'read' });
    expect(tapeReadDecision({ stored: false, choice: 'not-now', estimate: 2600 })).toEqual({
      kind: 'declined',
      rows: 2600,
    });
  });

  it('neither reads nor asks while it is not known whether the tape is stored', () => {
    expect(tapeReadDecision({ stored: null, choice: null, estimate: 2600 })).toEqual({ kind: 'checking' });
  });
});

describe('tapeRowEstimate', () => {
  const withCount = (n: unknown) => ({ summary: { flow_orders_count: n } }) as unknown as AnswerOf<'gex.withFlow'>;
  it("reads the with-flow answer's order count, to the hundred", () => {
    expect(tapeRowEstimate(withCount(2637))).toBe(2600);
    expect(tapeRowEstimate(withCount(42))).toBe(42);
  });
  it('says nothing when the answer does not tell (never 0)', () => {
    expect(tapeRowEstimate(undefined)).toBeNull();
    expect(tapeRowEstimate(withCount(null))).toBeNull();
  });
});
