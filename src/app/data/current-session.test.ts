import { describe, expect, it } from 'vitest';
import { currentSessionOf } from './current-session';

describe('currentSessionOf: the service says which session is current', () => {
  it('takes a stated current session first', () => {
    expect(currentSessionOf({ sessions: ['2026-11-20', '2026-11-19'], current: '2026-11-20' })).toBe('2026-11-20');
  });

  it('else the newest listed session, whatever the order and the entry shape', () => {
    expect(currentSessionOf({ sessions: ['2026-11-18', '2026-11-20', '2026-11-19'] })).toBe('2026-11-20');
    expect(currentSessionOf({ sessions: [{ session: '2026-11-19' }, { date: '2026-11-20' }] })).toBe('2026-11-20');
    expect(currentSessionOf(['2026-11-13', '2026-11-12'])).toBe('2026-11-13');
  });

  it('gives null when nothing readable is there, so the calendar stands in', () => {
    expect(currentSessionOf(undefined)).toBeNull();
    expect(currentSessionOf({ sessions: [] })).toBeNull();
    expect(currentSessionOf({ sessions: ['yesterday', 42], current: 'today' })).toBeNull();
  });
});
