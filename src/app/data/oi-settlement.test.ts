import { describe, expect, it } from 'vitest';
import type { OiSnapshotPoint } from './oi-timeseries';
import { settlementOf } from './oi-settlement';

const at = (session: string, slot: string | null, totalOi: number | null): OiSnapshotPoint => ({
  label: session,
  session,
  slot,
  callOi: null,
  putOi: null,
  totalOi,
  volume: null,
});

describe("when OI takes in a session's trades", () => {
  it("settles overnight when every session's AM and PM hold the same positions", () => {
    const series = [at('2026-11-17', 'AM', 100), at('2026-11-17', 'PM', 100), at('2026-11-18', 'AM', 130)];
    expect(settlementOf([...series, at('2026-11-18', 'PM', 130)])).toBe('overnight');
  });

  it('is as of the close when the PM differs from the AM of its session', () => {
    const series = [at('2026-11-17', 'AM', 100), at('2026-11-17', 'PM', 130), at('2026-11-18', 'AM', 130)];
    expect(settlementOf([...series, at('2026-11-18', 'PM', 90)])).toBe('at_close');
  });

  it('is unknown when sessions disagree, or no session has both readings', () => {
    expect(
      settlementOf([
        at('2026-11-17', 'AM', 1),
        at('2026-11-17', 'PM', 1),
        at('2026-11-18', 'AM', 2),
        at('2026-11-18', 'PM', 3),
      ]),
    ).toBe('unknown');
    expect(settlementOf([at('2026-11-17', 'AM', 1), at('2026-11-18', 'PM', 2), at('2026-11-19', null, 2)])).toBe(
      'unknown',
    );
    expect(settlementOf([at('2026-11-17', 'AM', null), at('2026-11-17', 'PM', 2)])).toBe('unknown');
    expect(settlementOf([])).toBe('unknown');
  });
});
