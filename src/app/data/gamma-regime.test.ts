import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../api/check-answer';
import type { AnswerEndpointId, AnswerOf } from '../../api/schemas';
import {
  labelDisagrees,
  latestIntradaySample,
  netGexDisagrees,
  netGexSide,
  readRegime,
  regimeAgainstFlip,
  regimeAgainstWords,
  regimeTitle,
  withFlowNetGex,
} from './gamma-regime';
import { flipOf } from './readings/flip';

/** A raw answer as the app receives it: read through the endpoint's schema. */
function answer<I extends AnswerEndpointId>(id: I, body: unknown): AnswerOf<I> {
  const r = readAnswer(id, body);
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.issues)}`);
  return r.value;
}

const levels = (flip: number | null) => ({
  spot: 131,
  gamma_flip: flip,
  gamma_flip_type: 'global_cumulative' as const,
  gamma_regime: 'long' as const,
  call_wall: 140,
  put_wall: 125,
  max_pain: 130,
  max_pain_expiry: null,
});

describe('the regime: the side of the price against a named flip', () => {
  it('is long above the flip, short below it, and none at it or with either unknown', () => {
    expect(regimeAgainstFlip(137, 134.57)).toBe('long');
    expect(regimeAgainstFlip(131, 134.57)).toBe('short');
    expect(regimeAgainstFlip(134.57, 134.57)).toBeNull();
    expect(regimeAgainstFlip(null, 134.57)).toBeNull();
    expect(regimeAgainstFlip(131, null)).toBeNull();
  });

  it('never reads long with the flip above the price, whatever the sign of net GEX (the issue’s NVDA at 15:44)', () => {
    // NVDA +4.0% to the structural flip, net GEX positive: the old reading said "▲ long γ" beside it.
    const r = readRegime({
      price: 129.4,
      flip: flipOf(levels(134.57), 'structural'),
      at: '2026-11-18T20:44:00Z',
      basis: 'live',
      netGex: 1.2e9,
    });
    expect(r).toMatchObject({ regime: 'short', flip: 134.57, variant: 'structural', spot: 129.4 });
    // The positive total is kept as a figure of its own, and flagged as the other sign.
    expect(netGexDisagrees(r)).toBe(true);
    expect(regimeTitle(r)).toContain('the other sign');
  });

  it('names the variant it was read against, so two pages reading two flips can be told apart', () => {
    const structural = readRegime({
      price: 135.5,
      flip: flipOf(levels(134.57), 'structural'),
      at: null,
      basis: 'live',
    });
    const withFlow = readRegime({ price: 135.5, flip: flipOf(levels(136.96), 'with-flow'), at: null, basis: 'live' });
    expect([structural.regime, withFlow.regime]).toEqual(['long', 'short']);
    expect(regimeAgainstWords(structural)).toBe('135.50 above the structural flip 134.57');
    expect(regimeAgainstWords(withFlow)).toBe('135.50 below the with-flow flip 136.96');
    expect(netGexDisagrees(structural)).toBe(false);
  });

  it('has no regime without a flip (shown "—"), never a guess', () => {
    const r = readRegime({ price: 131, flip: flipOf(null, 'structural'), at: null, basis: 'snapshot' });
    expect(r.regime).toBeNull();
    expect(regimeAgainstWords(r)).toBe('structural flip —');
  });
});

describe('net GEX summed over strikes: a figure beside the regime', () => {
  const intraday = answer('gex.intraday', {
    series: [
      { t: '2026-11-16T14:30:00Z', spot: 142.1, net_gex: 3.1e8 },
      { t: '2026-11-16T15:30:00Z', spot: 140.34, net_gex: -5.8e7 },
      { t: '2026-11-16T15:00:00Z', spot: 141.0, net_gex: 1.2e7 },
      { t: '2026-11-16T15:35:00Z', spot: 140.2, net_gex: null },
    ],
  });

  it('reads the latest intraday sample that carries a net GEX, whatever the row order', () => {
    expect(latestIntradaySample(intraday)).toEqual({ t: '2026-11-16T15:30:00Z', spot: 140.34, netGex: -5.8e7 });
    const strings = answer('gex.intraday', {
      series: [{ t: '2026-11-16T15:30:00Z', spot: '140.34', net_gex: '-5.8e7' }],
    });
    expect(latestIntradaySample(strings)?.netGex).toBe(-5.8e7);
  });

  it('has a side by its sign, and flags a service label that contradicts its own figure', () => {
    expect([netGexSide(1), netGexSide(-1), netGexSide(0), netGexSide(null)]).toEqual(['long', 'short', null, null]);
    expect(labelDisagrees('long', -3e8)).toBe(true);
    expect(labelDisagrees('long', 3e8)).toBe(false);
    expect(labelDisagrees(null, -3e8)).toBe(false);
  });

  it('gives structural and with-flow side by side from a with-flow answer', () => {
    const w = withFlowNetGex(
      answer('gex.withFlow', { summary: { structural_gex: 4e8, flow_gex: -6e8, net_gex: -2e8 } }),
    );
    expect(w).toEqual({ structural: 4e8, withFlow: -2e8 });
    expect(withFlowNetGex(answer('gex.withFlow', {}))).toEqual({ structural: null, withFlow: null });
  });
});
