// The market's dark-pool answers read through their schemas: sector keys are the service's (unknown
// ones still show), a drifted field is reported and reads as null, never 0 or a guessed other name.
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../api/check-answer';
import { answerFixture } from '../../data/read-answer.fixture';
import { SESSION_HEAD } from './answer-heads.fixture';
import { readRanking, readRotation, readSector, readSectors } from './market-readers';
import { sectorName } from './darkpool-format';

const head = SESSION_HEAD;

const sector = (key: string, fund: string, notional: number) => ({
  key,
  fund,
  notional,
  share: 0.25,
  net_pressure: -2e6,
  net_lean: -0.12,
  net_pressure_ex_away: null,
  away_notional: null,
  top_names: [{ ticker: 'AAPL', notional: 5e6 }, { ticker: 'MSFT' }],
});

describe('readSectors', () => {
  it("lists every sector the service returns, a key the app has never seen included, in the service's order", () => {
    const body = { ...head, sectors: [sector('technology', 'XLK', 9e7), sector('semiconductors', 'SMH', 3e7)] };
    expect(checkAnswer('darkpool.sectors', body)).toEqual([]);
    const rows = readSectors(answerFixture('darkpool.sectors', body));
    expect(rows.map((r) => r.key)).toEqual(['technology', 'semiconductors']);
    expect(rows[1]).toMatchObject({
      label: 'Semiconductors',
      fund: 'SMH',
      notional: 3e7,
      net: -2e6,
      lean: -0.12,
      netExAway: null,
      awayNotional: null,
      topNames: ['AAPL', 'MSFT'],
    });
  });

  it('reports a row without `key` and still shows it, by its fund, without a key to send', () => {
    const { key: _key, ...noKey } = sector('energy', 'XLE', 1e7);
    const drifted = { ...head, sectors: [{ ...noKey, sector_key: 'energy' }] };
    expect(checkAnswer('darkpool.sectors', drifted).map((i) => i.path)).toEqual(['sectors[].key']);
    const [row] = readSectors(answerFixture('darkpool.sectors', drifted));
    expect(row).toMatchObject({ key: null, label: 'XLE', notional: 1e7 });
  });
});

describe('sector names', () => {
  it('shows a sector key in words and keeps the key itself for the request', () => {
    const body = {
      ...head,
      sectors: [sector('real_estate', 'XLRE', 2e7), sector('communication_services', 'XLC', 1e7)],
    };
    const rows = readSectors(answerFixture('darkpool.sectors', body));
    expect(rows.map((r) => [r.key, r.label])).toEqual([
      ['real_estate', 'Real estate'],
      ['communication_services', 'Communication services'],
    ]);
    expect(sectorName(null)).toBe('—');
  });
});

describe('readRanking', () => {
  const body = {
    ...head,
    market: { notional: 9e9, shares: 1, off_exchange_share: 0.31 },
    rankings: [
      { rank: 1, ticker: 'SPY', notional: 5e8, off_exchange_share: null, prints: 40, blocks: 2, net_pressure: -0.1 },
    ],
  };

  it('reads the whole-market share and the per-ticker rows', () => {
    expect(checkAnswer('darkpool.ranking', body)).toEqual([]);
    const r = readRanking(answerFixture('darkpool.ranking', body));
    expect(r).toMatchObject({ marketShare: 0.31, marketNotional: 9e9 });
    expect(r.rows[0]).toEqual({ ticker: 'SPY', notional: 5e8, share: null, prints: 40, lean: -0.1, blocks: 2 });
  });

  it('reports a renamed market share and reads it as null rather than from another name', () => {
    const drifted = { ...body, market: { notional: 9e9, share: 0.31 } };
    expect(checkAnswer('darkpool.ranking', drifted).map((i) => i.path)).toEqual(['market.off_exchange_share']);
    expect(readRanking(answerFixture('darkpool.ranking', drifted)).marketShare).toBeNull();
  });
});

describe('readSector', () => {
  const body = {
    key: 'technology',
    ...head,
    concentration: { top1_share: 0.4, top3_share: 0.8 },
    direction_agreement: null,
    constituents: [{ ticker: 'AAPL', notional: 5e6, share_of_sector: 0.4, net_lean: 0.2, intensity: null }],
  };

  it('reads concentration, direction agreement (null when not computed) and constituents', () => {
    expect(checkAnswer('darkpool.sector', body)).toEqual([]);
    expect(readSector(answerFixture('darkpool.sector', body))).toEqual({
      top1: 0.4,
      top3: 0.8,
      agreement: null,
      rows: [{ ticker: 'AAPL', notional: 5e6, shareOfSector: 0.4, netLean: 0.2, intensity: null }],
    });
  });

  it('reports a constituent figure under another name and reads it as null', () => {
    const drifted = {
      ...body,
      constituents: [{ ticker: 'AAPL', notional: 5e6, sector_share: 0.4, net_lean: 0.2, intensity: 1 }],
    };
    expect(checkAnswer('darkpool.sector', drifted).map((i) => i.path)).toEqual(['constituents[].share_of_sector']);
    expect(readSector(answerFixture('darkpool.sector', drifted)).rows[0]).toMatchObject({
      shareOfSector: null,
      intensity: 1,
    });
  });
});

describe('readRotation', () => {
  const body = {
    ...head,
    matrix: [
      {
        key: 'technology',
        fund: 'XLK',
        cells: [
          { session: '2026-11-19', ratio: 1.2 },
          { session: '2026-11-20', ratio: null },
        ],
      },
      { key: 'energy', cells: [{ session: '2026-11-20', ratio: 0.8 }] },
    ],
    rotation: { into: ['technology'], out_of: [] },
    most_elevated: { key: 'technology', ratio: 1.2 },
  };

  it('builds the sector × session matrix with nulls where not computed', () => {
    expect(checkAnswer('darkpool.sectorRotation', body)).toEqual([]);
    const m = readRotation(answerFixture('darkpool.sectorRotation', body));
    expect(m.sectors).toEqual(['technology', 'energy']);
    expect(m.sessions).toEqual(['2026-11-19', '2026-11-20']);
    expect(m.ratio).toEqual([
      [1.2, null],
      [null, 0.8],
    ]);
    expect(m.call).toEqual({ into: ['technology'], outOf: [], mostElevated: { key: 'technology', ratio: 1.2 } });
  });

  it('never lists the most elevated sector under "out of" as well', () => {
    const quiet = {
      ...body,
      rotation: { into: [], out_of: ['real_estate', 'energy'] },
      most_elevated: { key: 'real_estate', ratio: 0.09 },
    };
    const m = readRotation(answerFixture('darkpool.sectorRotation', quiet));
    expect(m.call?.outOf).toEqual(['energy']);
    expect(m.call?.mostElevated?.key).toBe('real_estate');
  });

  it('reports a summary given as text and a most-elevated sector given as a string, reading neither', () => {
    const drifted = { ...body, rotation: 'into tech', most_elevated: 'technology' };
    expect(checkAnswer('darkpool.sectorRotation', drifted).map((i) => i.path)).toEqual(['rotation', 'most_elevated']);
    const m = readRotation(answerFixture('darkpool.sectorRotation', drifted));
    expect(m.call).toBeNull();
    expect(m.sectors).toHaveLength(2);
  });
});
