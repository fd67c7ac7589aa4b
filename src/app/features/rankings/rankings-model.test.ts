import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../api/check-answer';
import type { AnswerEndpointId, AnswerOf } from '../../../api/schemas';
import {
  calibrationOf,
  clusterOfRow,
  directionalTruncation,
  latestCluster,
  sessionsOf,
  toneOf,
} from './rankings-model';

/** A raw answer as the app receives it: read through the endpoint's schema. */
function answer<I extends AnswerEndpointId>(id: I, body: unknown): AnswerOf<I> {
  const r = readAnswer(id, body);
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.issues)}`);
  return r.value;
}

describe('rankings model', () => {
  it('detects directional truncation by tickers_count versus rows', () => {
    const rows = [{ ticker: 'SPY' }, { ticker: 'QQQ' }];
    expect(directionalTruncation(answer('directional.current', { data: rows, tickers_count: 5 }))).toEqual({
      shown: 2,
      total: 5,
      truncated: true,
    });
    expect(directionalTruncation(answer('directional.current', { data: rows, tickers_count: '2' }))).toEqual({
      shown: 2,
      total: 2,
      truncated: false,
    });
    expect(directionalTruncation(answer('directional.current', { data: [] }))).toEqual({
      shown: 0,
      total: null,
      truncated: false,
    });
  });

  it('gives signs as tones and keeps null apart from zero', () => {
    expect(toneOf(12)).toBe('up');
    expect(toneOf(-3)).toBe('down');
    expect(toneOf(0)).toBe('neutral');
    expect(toneOf(null)).toBe('missing');
  });

  it('reads calibration as the answer states it', () => {
    expect(calibrationOf(answer('directional.current', { data: [], basis: { calibration: 'none' } }))).toBe('none');
    expect(calibrationOf(answer('directional.current', { data: [] }))).toBeNull();
  });

  it('reads a ranking direction in any case, and an unknown one as not stated', () => {
    const r = readAnswer('flow.current', {
      rankings: [
        { ticker: 'SPY', direction: 'BULLISH' },
        { ticker: 'QQQ', direction: 'up' },
      ],
    });
    expect(r.ok && r.value.rankings.map((x) => x.direction)).toEqual(['bullish', null]);
    expect(r.issues.map((i) => i.path)).toContain('rankings[].direction');
  });

  it('finds the latest cluster by start time', () => {
    const detail = answer('flow.ticker', {
      clusters: [
        { start: '2026-11-19T14:40:00Z', orders: 2 },
        { start: '2026-11-19T14:30:00Z', orders: 1 },
      ],
      trades: [],
    });
    expect(latestCluster(detail.clusters)?.orders).toBe(2);
    expect(latestCluster([])).toBeNull();
  });
});

describe('sessionsOf', () => {
  it('reads strings or objects, newest first', () => {
    const sessions = answer('flow.sessions', { sessions: ['2026-09-10', { session: '2026-09-11' }, 'bad', 7] });
    expect(sessionsOf(sessions)).toEqual(['2026-09-11', '2026-09-10']);
    expect(sessionsOf(undefined)).toEqual([]);
  });
});

describe('clusterOfRow: the detail under a row reads the row’s moment', () => {
  const clusters = [
    { start: '2026-11-18T14:45:00Z', end: '2026-11-18T14:50:00Z', net_delta: 23_220_000 },
    { start: '2026-11-18T14:50:00Z', end: '2026-11-18T14:55:00Z', net_delta: -10_400_000 },
  ] as unknown as Parameters<typeof clusterOfRow>[0];

  it('takes the cluster the row names, not a newer one the detail also holds', () => {
    const r = clusterOfRow(clusters, '2026-11-18T14:45:00.000Z');
    expect(r.matched).toBe(true);
    expect(r.cluster?.net_delta).toBe(23_220_000);
  });

  it('falls back to the latest cluster, saying so, when the row names none', () => {
    expect(clusterOfRow(clusters, null)).toMatchObject({ matched: false, cluster: { net_delta: -10_400_000 } });
    expect(clusterOfRow(clusters, '2026-11-18T15:00:00Z').matched).toBe(false);
  });
});
