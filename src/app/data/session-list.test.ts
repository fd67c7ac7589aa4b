import { describe, expect, it } from 'vitest';
import { newestSessionsFirst, sessionChoices } from './session-list';

describe('newestSessionsFirst', () => {
  it('keeps valid dates once each, newest first', () => {
    expect(newestSessionsFirst(['2026-11-19', null, 'bad', '2026-11-20', '2026-11-19'])).toEqual([
      '2026-11-20',
      '2026-11-19',
    ]);
    expect(newestSessionsFirst([])).toEqual([]);
  });
});

describe('sessionChoices', () => {
  const listed = ['2026-11-20', '2026-11-19'];

  it('adds a chosen session the list lacks, in date order', () => {
    expect(sessionChoices(listed, '2026-10-01')).toEqual(['2026-11-20', '2026-11-19', '2026-10-01']);
    expect(sessionChoices(['2026-11-19'], '2026-11-20')).toEqual(['2026-11-20', '2026-11-19']);
  });

  it('leaves the list as it is for a listed session, the latest (null) or a value that is not a date', () => {
    expect(sessionChoices(listed, '2026-11-19')).toEqual(listed);
    expect(sessionChoices(listed, null)).toEqual(listed);
    expect(sessionChoices(listed, 'current')).toEqual(listed);
  });
});
