import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../api/check-answer';
import type { AnswerEndpointId, AnswerOf } from '../../api/schemas';
import {
  currentRegime,
  labelDisagrees,
  latestIntradaySample,
  liveRegime,
  regimeOf,
  snapshotRegime,
  withFlowNetGex,
} from './gamma-regime';

/** A raw answer as the app receives it: read through the endpoint's schema. */
function answer<I extends AnswerEndpointId>(id: I, body: unknown): AnswerOf<I> {
  const r = readAnswer(id, body);
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.issues)}`);
  return r.value;
}

const intraday = answer('gex.intraday', {
  series: [
    { t: '2026-11-16T14:30:00Z', spot: 142.1, net_gex: 3.1e8 },
    { t: '2026-11-16T15:30:00Z', spot: 140.34, net_gex: -5.8e7 },
    { t: '2026-11-16T15:00:00Z', spot: 141.0, net_gex: 1.2e7 },
    { t: '2026-11-16T15:35:00Z', spot: 140.2, net_gex: null },
  ],
});

describe('the one definition: sign of net GEX at the price', () => {
  it('positive is long, negative short, zero or unknown no regime', () => {
    expect(regimeOf(1)).toBe('long');
    expect(regimeOf(-1)).toBe('short');
    expect(regimeOf(0)).toBeNull();
    expect(regimeOf(null)).toBeNull();
  });

  it('reads live from the latest intraday sample that carries a net GEX, whatever the row order', () => {
    expect(latestIntradaySample(intraday)).toEqual({ t: '2026-11-16T15:30:00Z', spot: 140.34, netGex: -5.8e7 });
    // The NVDA: "▲ dealers long gamma" above an intraday net GEX of −$58M is the contradiction.
    expect(liveRegime(intraday)).toEqual({
      regime: 'short',
      netGex: -5.8e7,
      spot: 140.34,
      at: '2026-11-16T15:30:00Z',
      basis: 'live',
    });
  });

  it('reads a series sent as decimal strings, and leaves a sample without a time out', () => {
    const strings = answer('gex.intraday', {
      series: [
        { t: '2026-11-16T15:30:00Z', spot: '140.34', net_gex: '-5.8e7' },
        { t: 42, spot: 141, net_gex: 1e9 },
      ],
    });
    expect(latestIntradaySample(strings)).toEqual({ t: '2026-11-16T15:30:00Z', spot: 140.34, netGex: -5.8e7 });
  });

  it('follows the price: a later sample at another spot can turn the regime', () => {
    const later = answer('gex.intraday', {
      series: [...intraday.series, { t: '2026-11-16T15:40:00Z', spot: 143, net_gex: 2e8 }],
    });
    expect(liveRegime(later).regime).toBe('long');
  });

  it('prefers the live reading and falls back to the snapshot, labelled as such', () => {
    const snap = snapshotRegime('long', 1.2e9, 142.44, '2026-11-16T13:30:00Z');
    expect(currentRegime(liveRegime(intraday), snap).basis).toBe('live');
    const fallback = currentRegime(liveRegime(undefined), snap);
    expect(fallback).toMatchObject({ regime: 'long', basis: 'snapshot', spot: 142.44 });
  });

  it('reads the snapshot by the sign of its net GEX, and flags a service label that contradicts it', () => {
    expect(snapshotRegime('long', -3e8, 520, null).regime).toBe('short');
    expect(snapshotRegime('short', null, 520, null).regime).toBe('short');
    expect(labelDisagrees('long', -3e8)).toBe(true);
    expect(labelDisagrees('long', 3e8)).toBe(false);
    expect(labelDisagrees(null, -3e8)).toBe(false);
  });

  it('gives structural and with-flow side by side from a with-flow answer', () => {
    const w = withFlowNetGex(
      answer('gex.withFlow', { summary: { structural_gex: 4e8, flow_gex: -6e8, net_gex: -2e8 } }),
    );
    expect(w).toEqual({ structural: 4e8, withFlow: -2e8 });
    expect([regimeOf(w.structural), regimeOf(w.withFlow)]).toEqual(['long', 'short']);
    expect(withFlowNetGex(answer('gex.withFlow', {}))).toEqual({ structural: null, withFlow: null });
    // Decimal strings from another service still read as the numbers they are.
    const strings = withFlowNetGex(answer('gex.withFlow', { summary: { structural_gex: '4e8', net_gex: '-2e8' } }));
    expect(strings).toEqual({ structural: 4e8, withFlow: -2e8 });
  });
});
