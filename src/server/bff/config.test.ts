import { describe, expect, it } from 'vitest';
import { ConfigError, deriveWsBase, loadConfig } from './config';

const noFile = (): string => {
  throw new Error('no file');
};

describe('loadConfig', () => {
  it('defaults to sandbox mode on loopback:8080 with .data', () => {
    const c = loadConfig({}, noFile, '/srv/app');
    expect(c).toMatchObject({
      mode: 'sandbox',
      host: '127.0.0.1',
      port: 8080,
      dataDir: '/srv/app/.data',
      apiKey: undefined,
    });
    expect(c.sandbox).toEqual({ port: 8090, portExplicit: false, seed: undefined, tier: 'pro', clock: 'replay' });
  });

  it('takes the per-client limit from CLIENT_REQUESTS_PER_MINUTE, 1200 by default, and refuses one that is not a positive whole number', () => {
    expect(loadConfig({}, noFile, '/srv/app').clientRequestsPerMinute).toBe(1200);
    expect(loadConfig({ CLIENT_REQUESTS_PER_MINUTE: '6000' }, noFile, '/srv/app').clientRequestsPerMinute).toBe(6000);
    expect(() => loadConfig({ CLIENT_REQUESTS_PER_MINUTE: '0' }, noFile, '/srv/app')).toThrow(
      /CLIENT_REQUESTS_PER_MINUTE/,
    );
  });

  it('reads the key from a file and derives the stream base from the REST base', () => {
    const c = loadConfig(
      { OA_API_KEY_FILE: 'k.txt', OA_BASE_URL: 'https://api.example.com/' },
      () => 'abc123\n',
      '/srv',
    );
    expect(c.mode).toBe('upstream');
    expect(c.apiKey).toBe('abc123');
    expect(c.baseUrl).toBe('https://api.example.com');
    expect(c.wsBaseUrl).toBe('wss://api.example.com');
  });

  it('fails fast on a key without a base URL, on both key sources, and on an unreadable key file without quoting it', () => {
    expect(() => loadConfig({ OA_API_KEY: 'k' }, noFile)).toThrow(/OA_BASE_URL is required/);
    expect(() => loadConfig({ OA_API_KEY: 'k', OA_API_KEY_FILE: 'f', OA_BASE_URL: 'http://x' }, noFile)).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ OA_API_KEY_FILE: 'secret-path', OA_BASE_URL: 'http://x' }, noFile)).toThrow(
      'OA_API_KEY_FILE cannot be read',
    );
  });

  it('requires DASHBOARD_TOKEN when listening beyond loopback', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' }, noFile)).toThrow(/DASHBOARD_TOKEN is required/);
    expect(loadConfig({ HOST: '0.0.0.0', DASHBOARD_TOKEN: 'a-long-enough-token' }, noFile).dashboardToken).toBe(
      'a-long-enough-token',
    );
  });

  it('names the variable of an invalid value', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, noFile)).toThrow(/PORT/);
    expect(() => loadConfig({ SANDBOX_TIER: 'gold' }, noFile)).toThrow(/SANDBOX_TIER/);
    expect(() => loadConfig({ SANDBOX_CLOCK: 'tomorrow-ish' }, noFile)).toThrow(/SANDBOX_CLOCK/);
  });

  it('accepts SANDBOX_PORT=0 and E2E=1', () => {
    const c = loadConfig({ SANDBOX_PORT: '0', E2E: '1', SANDBOX_TIER: 'free' }, noFile);
    expect(c.sandbox.port).toBe(0);
    expect(c.sandbox.tier).toBe('free');
    expect(c.e2e).toBe(true);
  });
});

describe('access settings', () => {
  it('answers loopback names only, trusts no proxy and allows no dev origin by default', () => {
    const c = loadConfig({}, noFile);
    expect([...c.allowedHosts].sort()).toEqual(['127.0.0.1', '[::1]', 'localhost']);
    expect(c.trustedProxies).toEqual([]);
    expect(c.devServer).toBe(false);
  });

  it('adds ALLOWED_HOSTS (lower case, IPv6 in brackets) and a specific HOST, not a wildcard one', () => {
    const c = loadConfig(
      {
        ALLOWED_HOSTS: 'Dash.Example.com, 10.0.0.5,fd00::1',
        HOST: '192.168.1.20',
        DASHBOARD_TOKEN: 'a-long-enough-token',
      },
      noFile,
    );
    expect(c.allowedHosts).toEqual(
      expect.arrayContaining(['dash.example.com', '10.0.0.5', '[fd00::1]', '192.168.1.20', 'localhost']),
    );
    const wild = loadConfig({ HOST: '0.0.0.0', DASHBOARD_TOKEN: 'a-long-enough-token' }, noFile);
    expect(wild.allowedHosts).not.toContain('0.0.0.0');
  });

  it('reads TRUSTED_PROXIES as addresses and CIDR ranges, DEV_SERVER as a flag, and names bad values', () => {
    const c = loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 10.0.0.0/8,::1', DEV_SERVER: '1' }, noFile);
    expect(c.trustedProxies).toEqual(['10.0.0.1', '10.0.0.0/8', '::1']);
    expect(c.devServer).toBe(true);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.internal' }, noFile)).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' }, noFile)).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'dash.example.com:443' }, noFile)).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'http://dash.example.com' }, noFile)).toThrow(/ALLOWED_HOSTS/);
  });
});

describe('deriveWsBase', () => {
  it('maps http to ws and https to wss', () => {
    expect(deriveWsBase('http://127.0.0.1:8090')).toBe('ws://127.0.0.1:8090');
    expect(deriveWsBase('https://x.example/base')).toBe('wss://x.example/base');
  });
});
