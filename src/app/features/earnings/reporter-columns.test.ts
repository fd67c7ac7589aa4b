import { describe, expect, it } from 'vitest';
import { toCsv } from '../../ui/csv-export';
import { csvFieldsOf } from '../../ui/table-columns';
import type { Reporter } from './earnings-readings';
import { expectedMoveOf, realizedMoveOf, reporterColumns, type ReporterRow } from './reporter-columns';

const REPORTER: Reporter = {
  ticker: 'CVNA',
  name: 'Carvana Co.',
  session: '2026-11-18',
  time: 'bmo',
  releaseAt: '2026-11-18T12:00:00.000Z',
  fiscalQuarter: 'Q3 2026',
  reported: true,
  epsEstimate: 1.62,
  epsActual: 1.78,
  epsSurprisePct: 0.0988,
  revenueEstimate: 5.1e9,
  revenueActual: null,
  atmIv: 1.036,
  expectedMovePct: 0.0653,
  realizedMovePct: null,
  flow: {
    orders: 3,
    contracts: 450,
    totalPremium: 90000,
    callPremium: 60000,
    putPremium: 30000,
    netPremium: -12000,
    putCallPremiumRatio: 0.5,
  },
};

const ROW: ReporterRow = {
  reporter: REPORTER,
  moves: {
    expected: { pct: 0.042, basis: 'straddle', expiry: '2026-11-20', strike: 220, straddle: 9.2 },
    realized: { pct: -0.031, soFar: true },
  },
};

describe('reporter columns', () => {
  const columns = reporterColumns({ selected: null, onSelect: () => undefined });

  it('sort and export the moves the page derives, whichever basis priced them, null when none', () => {
    expect(expectedMoveOf(ROW)).toBe(0.042);
    expect(realizedMoveOf(ROW)).toBe(-0.031);
    expect(expectedMoveOf({ reporter: REPORTER, moves: null })).toBeNull();
    expect(realizedMoveOf({ reporter: REPORTER, moves: { expected: null, realized: null } })).toBeNull();
  });

  it('export raw numbers, the release in ET with the zone in the header, and revenue as two fields', () => {
    const [header, line] = toCsv([ROW], csvFieldsOf(columns)).split('\r\n');
    expect(header).toBe(
      'Ticker,Company,Release (ET),EPS est.,EPS actual,Surprise,Revenue est.,Revenue actual,ATM IV,Expected move,Realized move,Orders,Net premium,Put/call premium',
    );
    expect(line).toBe(
      'CVNA,Carvana Co.,2026-11-18 07:00:00,1.62,1.78,0.0988,5100000000,,1.036,0.042,-0.031,3,-12000,0.5',
    );
  });
});
