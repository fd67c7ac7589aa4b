import { describe, expect, it } from 'vitest';
import { csvFileName, etCsvTime, toCsv } from './csv-export';
import { csvFieldsOf, type TableColumn } from './table-columns';

interface Print {
  ticker: string;
  premium: number | null;
  ts: string;
  note: string;
}

const COLUMNS: readonly TableColumn<Print>[] = [
  { id: 'ticker', header: 'Ticker', kind: 'text', value: (r) => r.ticker },
  { id: 'premium', header: 'Premium', csvHeader: 'premium_usd', kind: 'number', value: (r) => r.premium },
  { id: 'ts', header: 'Time', csvHeader: 'time', kind: 'time', value: (r) => r.ts },
  { id: 'note', header: 'Note', kind: 'text', value: (r) => r.note },
];

describe('CSV export', () => {
  it('writes numbers unformatted, a null as an empty field, times in ET with the zone in the header', () => {
    const csv = toCsv(
      [
        // 14:30:05 UTC on 14 Sep (EDT) is 10:30:05 ET.
        { ticker: 'SPY', premium: 1_240_000.5, ts: '2026-09-14T14:30:05Z', note: 'sweep, "split"' },
        { ticker: 'QQQ', premium: null, ts: '2026-12-01T01:30:00Z', note: '' },
      ],
      csvFieldsOf(COLUMNS),
    );
    expect(csv.split('\r\n')).toEqual([
      'Ticker,premium_usd,time (ET),Note',
      'SPY,1240000.5,2026-09-14 10:30:05,"sweep, ""split"""',
      // 01:30 UTC on 1 Dec is 20:30 ET on 30 Nov (EST): the ET date, not UTC's.
      'QQQ,,2026-11-30 20:30:00,',
      '',
    ]);
  });

  it('keeps a session date as a date and leaves an unreadable time empty', () => {
    expect(etCsvTime('2026-09-14')).toBe('2026-09-14');
    expect(etCsvTime('not a time')).toBeNull();
    expect(etCsvTime(null)).toBeNull();
  });

  it('leaves out a column marked csv: false', () => {
    const fields = csvFieldsOf<Print>([
      ...COLUMNS,
      { id: 'act', header: 'Open', kind: 'text', value: () => null, csv: false },
    ]);
    expect(fields.map((f) => f.header)).toEqual(['Ticker', 'premium_usd', 'time (ET)', 'Note']);
  });

  it('names the file by the table and the moment of export in ET', () => {
    // 21:05 UTC on 18 Nov 2026 is 16:05 ET (EST).
    expect(csvFileName('dark-pool blocks', Date.UTC(2026, 10, 18, 21, 5, 30))).toBe(
      'dark-pool-blocks-2026-11-18-1605-ET.csv',
    );
    // 03:00 UTC on 19 Nov is still the 18th in ET.
    expect(csvFileName('rankings', Date.UTC(2026, 10, 19, 3, 0))).toBe('rankings-2026-11-18-2200-ET.csv');
  });
});
