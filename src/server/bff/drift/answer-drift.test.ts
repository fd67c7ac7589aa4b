// The drift alarm end to end through the BFF: a field renamed by the sandbox is forwarded unchanged,
// named in the X-Contract-Drift header (also on a cache hit) and listed once in /api/health.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRIFT_HEADER } from '../../../api/drift';
import { call, sandboxAdmin, startTestBff, type TestBff } from '../testing/test-kit';

const LEVELS = '/api/v1/gex/2026-11-19/SPY/levels';
const IV_RANK = '/api/v1/volatility/QQQ/iv-rank';

interface HealthDrift {
  drift: { endpoint: string; path: string; problem: string; count: number }[];
}

// A BFF for each test: the sandbox's renames and the drift listed in health stay with the test that made them.
let bff: TestBff;
beforeEach(async () => {
  bff = await startTestBff({ env: { SANDBOX_CLOCK: 'frozen:2026-11-20T18:00:00Z' } });
});
afterEach(async () => {
  await bff?.dispose();
});

describe('contract drift of REST answers', () => {
  it('a matching answer carries no drift header', async () => {
    const r = await call(bff.url, '/api/v1/gex/2026-11-18/SPY/levels');
    expect(r.status).toBe(200);
    expect(r.headers.get(DRIFT_HEADER)).toBeNull();
  });

  it('forwards a renamed field, names it in the header, on a cache hit too, and lists it once in health', async () => {
    await sandboxAdmin(bff, 'renames', { pattern: '/v1/gex/*/levels', from: 'gamma_flip', to: 'gamma_flip_level' });
    const first = await call(bff.url, LEVELS);
    expect(first.status).toBe(200);
    const body = first.json<Record<string, unknown>>();
    expect(body.gamma_flip_level).toEqual(expect.any(Number));
    expect(body).not.toHaveProperty('gamma_flip');
    expect(first.headers.get(DRIFT_HEADER)).toBe('gamma_flip');
    const again = await call(bff.url, LEVELS);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get(DRIFT_HEADER)).toBe('gamma_flip');
    const health = (await call(bff.url, '/api/health')).json<HealthDrift>();
    expect(health.drift.filter((d) => d.endpoint === 'gex.levels')).toEqual([
      expect.objectContaining({ path: 'gamma_flip', problem: 'missing' }),
    ]);
  });

  it('reads an upper-case enum value and names its case as drift, and names a renamed IV-rank field', async () => {
    expect((await fetch(`${bff.sandboxUrl}/sandbox/renames`, { method: 'DELETE' })).ok).toBe(true);
    await sandboxAdmin(bff, 'renames', { pattern: '/v1/gex/*/levels', from: 'gamma_regime', upper_case: true });
    const upper = await call(bff.url, '/api/v1/gex/2026-11-17/SPY/levels');
    expect(upper.json<{ gamma_regime: string }>().gamma_regime).toMatch(/^(LONG|SHORT)$/);
    expect(upper.headers.get(DRIFT_HEADER)).toBe('gamma_regime');
    await sandboxAdmin(bff, 'renames', { pattern: '/v1/volatility/*/iv-rank', from: 'rank', to: 'iv_rank' });
    const renamed = await call(bff.url, IV_RANK);
    expect(renamed.status).toBe(200);
    expect(renamed.json<Record<string, unknown>>().iv_rank).toEqual(expect.any(Number));
    expect(renamed.headers.get(DRIFT_HEADER)).toBe('rank');
  });
});
