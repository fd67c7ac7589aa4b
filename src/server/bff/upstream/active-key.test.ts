import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ActiveKey, maskKey } from './active-key';
import { KEY_FILE_NAME, RegisteredKeyFile } from './registered-key-file';

const dirs: string[] = [];
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'active-key-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const BUILT_IN = { source: 'sandbox', key: 'sandbox-pro-key', tier: 'pro' } as const;
const REGISTERED = {
  api_key: 'sbx-free-0123456789abcdef',
  status: 'provisional',
  expires_at: null,
  tier: 'free',
} as const;

describe('the active key', () => {
  it('switches only to a key it holds, tells listeners once per change and remembers the choice', () => {
    const dir = tempDir();
    const active = new ActiveKey(BUILT_IN, new RegisteredKeyFile(dir));
    const heard: string[] = [];
    active.onChange((k) => heard.push(k.source));
    expect(active.use('registered')).toBe(false);
    active.keep(REGISTERED);
    expect(active.use('registered')).toBe(true);
    expect(active.use('registered')).toBe(true);
    expect(heard).toEqual(['registered']);
    expect(active.current).toMatchObject({ source: 'registered', key: REGISTERED.api_key, tier: 'free' });
    expect(new ActiveKey(BUILT_IN, new RegisteredKeyFile(dir)).current.source).toBe('registered');
  });

  it('starts on the built-in key when the stored record is unreadable', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, KEY_FILE_NAME), '{"registered": {"api_key": 3}, "use": "registered"');
    const active = new ActiveKey(BUILT_IN, new RegisteredKeyFile(dir));
    expect(active.current.source).toBe('sandbox');
    expect(active.registered).toBeUndefined();
  });

  it('masks a key to its last four characters', () => {
    expect(maskKey(REGISTERED.api_key)).toBe('••••cdef');
  });
});
