import { describe, expect, it } from 'vitest';
import { parseKeys } from './main';

describe('parseKeys (SANDBOX_KEYS)', () => {
  it('reads key:tier pairs and refuses anything else', () => {
    expect(parseKeys('a:pro, b:free')).toEqual({ a: 'pro', b: 'free' });
    expect(parseKeys(undefined)).toEqual({});
    expect(() => parseKeys('a:gold')).toThrow(/key:pro or key:free/);
    expect(() => parseKeys('nokey')).toThrow();
  });
});
