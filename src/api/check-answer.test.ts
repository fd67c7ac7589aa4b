import { describe, expect, it } from 'vitest';
import { checkAnswer, readAnswer } from './check-answer';

const levels = {
  ticker: 'SPY',
  session: '2026-11-19',
  as_of: '2026-11-19T21:30:00.000Z',
  computed_at: '2026-11-19T21:31:00.000Z',
  finality: 'final',
  spot: 520.66,
  gamma_flip: 523.45,
  gamma_flip_type: 'global_cumulative',
  global_gamma_flip: 523.45,
  local_gamma_transition: 511.59,
  gamma_regime: 'long',
  call_wall: 530,
  put_wall: 510,
  max_pain: 512,
};

describe('checkAnswer', () => {
  it('accepts an answer with fields the reference does not name', () => {
    expect(checkAnswer('gex.levels', { ...levels, something_new: { a: 1 } })).toEqual([]);
  });

  it('names a renamed field that the reference fixes', () => {
    const { gamma_flip, ...rest } = levels;
    expect(checkAnswer('gex.levels', { ...rest, gamma_flip_level: gamma_flip })).toEqual([
      { path: 'gamma_flip', problem: 'missing' },
    ]);
  });

  it('reads a decimal string as a number and names it; a null price is not drift', () => {
    expect(checkAnswer('gex.levels', { ...levels, call_wall: null })).toEqual([]);
    const read = readAnswer('gex.levels', { ...levels, call_wall: '530.5' });
    expect(read.ok && read.value.call_wall).toBe(530.5);
    expect(read.issues).toEqual([{ path: 'call_wall', problem: 'number sent as a string' }]);
  });

  it('reads a value it cannot take as a number as null ("—", never 0), and names it', () => {
    const read = readAnswer('gex.levels', { ...levels, call_wall: 'n/a' });
    expect(read.ok && read.value.call_wall).toBeNull();
    expect(read.issues).toEqual([{ path: 'call_wall', problem: 'could not read "n/a"' }]);
  });

  it('reads enum values whatever their case, in the reference spelling, and names the difference', () => {
    const body = { ...levels, gamma_regime: 'LONG', finality: 'Final' };
    expect(checkAnswer('gex.levels', body)).toEqual([
      { path: 'finality', problem: 'enum value "Final" in another case' },
      { path: 'gamma_regime', problem: 'enum value "LONG" in another case' },
    ]);
    const read = readAnswer('gex.levels', body);
    expect(read.ok && read.value.gamma_regime).toBe('long');
    expect(read.ok && read.value.finality).toBe('final');
  });

  it('reads an unknown enum value as null and names it, the rest of the answer intact', () => {
    const read = readAnswer('gex.levels', { ...levels, gamma_regime: 'sideways' });
    expect(read.issues).toEqual([{ path: 'gamma_regime', problem: 'could not read "sideways"' }]);
    expect(read.ok && read.value.gamma_regime).toBeNull();
    expect(read.ok && read.value.call_wall).toBe(530);
  });

  it('reads the one list of an answer under the declared name, and names the difference', () => {
    const row = { ticker: 'SPY', net_delta_last: 1, net_gamma_last: 2, net_vega_last: 3, net_theta_last: 4 };
    const read = readAnswer('flow.current', { results: [row] });
    expect(read.ok && read.value.rankings.map((r) => r.ticker)).toEqual(['SPY']);
    expect(read.issues).toEqual([{ path: 'rankings', problem: 'missing; read the list under "results"' }]);
  });

  it('fails only on a structure it cannot read, naming the field', () => {
    const noList = readAnswer('flow.current', { a: [], b: [] });
    expect(noList.ok).toBe(false);
    expect(noList.issues.map((i) => i.path)).toEqual(['rankings']);
    expect(readAnswer('flow.current', 'not json').ok).toBe(false);
  });

  it('folds list indices so a field renamed on every row is one issue', () => {
    const row = { ticker: 'SPY', net_delta_last: 1, net_gamma_last: 2, net_vega_last: 3 };
    const issues = checkAnswer('flow.current', { rankings: [row, row, row] });
    expect(issues).toEqual([{ path: 'rankings[].net_theta_last', problem: 'missing' }]);
  });

  it('has nothing to say about an endpoint without a schema', () => {
    expect(checkAnswer('no.such', { x: 1 })).toEqual([]);
  });
});
