import { describe, expect, it } from 'vitest';
import { answerFixture } from '../../data/read-answer.fixture';
import { readAccount } from './account-view';
import { usageFields } from './usage-fields';

describe('usage fields', () => {
  it('labels the known fields first, keeps null as null and shows unknown leaves under their path', () => {
    const fields = usageFields(
      answerFixture('account.usage', {
        extra: { new_counter: 3 },
        requests_today: null,
        tier: 'free',
        limits: { requests_per_minute: '10' },
      }),
    );
    expect(fields.map((f) => f.label)).toEqual([
      'Tier',
      'Requests today',
      'Requests per minute (limit)',
      'extra.new_counter',
    ]);
    expect(fields.find((f) => f.path === 'requests_today')?.value).toBeNull();
    // A count sent as a decimal string is read as the number it spells.
    expect(fields.find((f) => f.path === 'limits.requests_per_minute')?.value).toBe(10);
  });
});

describe('account view', () => {
  it('reads the BFF answer leniently: unknown sources dropped, missing fields null', () => {
    const a = readAccount({
      source: 'registered',
      key: '••••abcd',
      available: ['sandbox', 'registered', 'x'],
      registered: {},
    });
    expect(a).toMatchObject({
      source: 'registered',
      key: '••••abcd',
      tier: null,
      available: ['sandbox', 'registered'],
    });
    expect(a.registered).toEqual({ key: null, tier: null, status: null, expiresAt: null });
    expect(readAccount('nonsense')).toMatchObject({ source: null, registered: null, available: [] });
  });
});
