import { describe, expect, it } from 'vitest';
import { scheduleMeta, scheduleWindow } from './schedule-meta';

describe('scheduleMeta', () => {
  it('uses computed_at as the as-of of a schedule, and keeps a real as_of', () => {
    expect(scheduleMeta({ computed_at: '2026-11-18T16:00:00Z' }).as_of).toBe('2026-11-18T16:00:00Z');
    expect(scheduleMeta({ as_of: 'A', computed_at: 'B' }).as_of).toBe('A');
    expect(scheduleMeta(null).as_of).toBeNull();
  });

  it('keeps the rest of the answer for the badge (finality, session)', () => {
    expect(scheduleMeta({ computed_at: 'B', finality: 'final' })).toMatchObject({ as_of: 'B', finality: 'final' });
  });
});

describe('scheduleWindow', () => {
  it('names both ends, a dash for a missing one, and nothing before an answer', () => {
    expect(scheduleWindow({ from: '2026-11-18', to: '2026-12-18' })).toBe('2026-11-18 → 2026-12-18');
    expect(scheduleWindow({ from: '2026-11-18' })).toBe('2026-11-18 → —');
    expect(scheduleWindow(undefined)).toBeNull();
  });
});
