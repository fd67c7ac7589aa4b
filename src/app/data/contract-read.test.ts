import { describe, expect, it } from 'vitest';
import { ContractDriftError } from './contract-drift-error';
import { contractDriftOf, readContractAnswer } from './contract-read';

const levels = {
  session: '2026-11-19',
  finality: 'FINAL',
  spot: 520.66,
  gamma_flip: 523.45,
  gamma_flip_type: 'global_cumulative',
  global_gamma_flip: 523.45,
  local_gamma_transition: 511.59,
  gamma_regime: 'Short',
  call_wall: 530,
  put_wall: 510,
  max_pain: 512,
  extra: 1,
};

describe('readContractAnswer', async () => {
  it('reads enum values in the reference spelling and keeps fields the reference does not name', async () => {
    const v = (await readContractAnswer(
      'GET',
      '/v1/gex/2026-11-19/SPY/levels?dte_filter=all',
      levels,
      null,
    )) as typeof levels;
    expect(v.gamma_regime).toBe('short');
    expect(v.finality).toBe('final');
    expect(v.extra).toBe(1);
    expect(contractDriftOf(v)).toEqual(['finality', 'gamma_regime']);
  });

  it('attaches the drifted fields the BFF named, and keeps the answer as received', async () => {
    const { gamma_flip, ...rest } = levels;
    const body = { ...rest, flip: gamma_flip };
    const v = await readContractAnswer('GET', '/v1/gex/2026-11-19/SPY/levels', body, 'gamma_flip, summary.x');
    expect([...contractDriftOf(v)].sort()).toEqual(['finality', 'gamma_flip', 'gamma_regime', 'summary.x']);
    expect((v as { flip: number }).flip).toBe(523.45);
  });

  it('leaves answers of BFF routes and empty write answers alone', async () => {
    const health = { status: 'ok' };
    expect(await readContractAnswer('GET', '/health', health, null)).toBe(health);
    expect(await readContractAnswer('PUT', '/v1/quotes/watchlist', null, null)).toBeNull();
  });

  it('refuses an answer whose structure it cannot read, naming the field', async () => {
    await expect(readContractAnswer('GET', '/v1/flow/current', { a: [], b: [] }, null)).rejects.toThrow(
      /could not read rankings — contract drift/,
    );
    await expect(readContractAnswer('GET', '/v1/flow/sessions', 'upstream error page', null)).rejects.toThrow(
      ContractDriftError,
    );
  });
});
