import { describe, expect, it } from 'vitest';
import { answerFixture, readFixture } from '../../data/read-answer.fixture';
import {
  readDividends,
  readInsiders,
  readNews,
  readSeasonality,
  readShortInterest,
  readShortVolume,
  readSplits,
  readStatements,
  readUpcomingReports,
} from './profile-readers';

describe('readSeasonality', () => {
  it('gives twelve months in order, a month left out with every figure null', () => {
    const s = readSeasonality(
      answerFixture('seasonality.ticker', {
        from: '2022-02',
        to: '2026-10',
        years_covered: 5,
        rows: [
          { month: 2, n: 5, avg_return: -0.0025, median_return: -0.0219, pct_positive: 0.4, best: 0.08, worst: -0.06 },
          { month: 1, n: 4, avg_return: 0.0235, median_return: 0.0225, pct_positive: 0.5, best: 0.1, worst: -0.05 },
          { month: 13, n: 1, avg_return: 1 },
        ],
      }),
    );
    expect(s.months).toHaveLength(12);
    expect(s.months[0]).toMatchObject({ month: 1, label: 'Jan', n: 4, avgReturn: 0.0235, pctPositive: 0.5 });
    expect(s.months[1]).toMatchObject({ label: 'Feb', avgReturn: -0.0025 });
    expect(s.months[2]).toEqual({
      month: 3,
      label: 'Mar',
      n: null,
      avgReturn: null,
      medianReturn: null,
      pctPositive: null,
      best: null,
      worst: null,
    });
    expect([s.from, s.to, s.yearsCovered]).toEqual(['2022-02', '2026-10', 5]);
  });

  it('reads a return sent as a decimal string and names it; a return under another name is "—" and named', () => {
    const r = readFixture('seasonality.ticker', {
      rows: [{ month: 1, n: '4', mean_return: 0.02, median_return: '0.0225', pct_positive: 0.5, best: 0.1, worst: 0 }],
    });
    const jan = readSeasonality(r.value).months[0]!;
    expect(jan).toMatchObject({ n: 4, avgReturn: null, medianReturn: 0.0225, worst: 0 });
    expect(r.drift).toEqual(expect.arrayContaining(['rows[].n', 'rows[].avg_return', 'rows[].median_return']));
  });
});

describe('readStatements', () => {
  it('keeps every statement line, null where the period does not give it', () => {
    const [p] = readStatements(
      answerFixture('fundamentals.financials', {
        rows: [
          { fiscal_period: '2026Q2', period_end: '2026-06-30', report_date: '2026-09-02', revenue: 150e9, eps: 4.62 },
        ],
      }),
    );
    expect(p!.label).toBe('2026Q2');
    expect(p!.reportDate).toBe('2026-09-02');
    expect(p!.values.revenue).toBe(150e9);
    expect(p!.values.eps).toBe(4.62);
    expect(p!.values.net_income).toBeNull();
  });
});

describe('dividends and splits', () => {
  it('reads a dividend and a split ratio', () => {
    expect(
      readDividends(
        answerFixture('fundamentals.dividends', {
          rows: [{ ex_date: '2026-11-10', pay_date: '2026-11-27', cash_amount: 0.9831, frequency: 4 }],
        }),
      ),
    ).toEqual([
      { exDate: '2026-11-10', payDate: '2026-11-27', declared: null, amount: 0.9831, currency: null, frequency: 4 },
    ]);
    expect(
      readSplits(
        answerFixture('fundamentals.splits', { rows: [{ execution_date: '2020-08-31', split_from: 1, split_to: 4 }] }),
      ),
    ).toEqual([{ date: '2020-08-31', ratio: '4-for-1' }]);
    // A split under other names is not guessed: its figures are "—", and the schema names them as drift.
    const other = readFixture('fundamentals.splits', { rows: [{ date: '2014-06-09', ratio: '7-for-1' }] });
    expect(readSplits(other.value)).toEqual([{ date: null, ratio: null }]);
    expect(other.drift).toEqual(['rows[].execution_date', 'rows[].split_from', 'rows[].split_to']);
  });
});

describe('readInsiders', () => {
  it('keeps an award without a price as null, not 0', () => {
    const [a] = readInsiders(
      answerFixture('insider.ticker', {
        rows: [
          {
            insider_name: 'Jamie Hart',
            title: 'COO',
            transaction_date: '2026-05-15',
            filing_date: '2026-05-19',
            transaction_code: 'A',
            shares: 3910,
            acquired_disposed: 'A',
            price: null,
            value: null,
            shares_owned_after: 9_510_016,
          },
        ],
      }),
    );
    expect(a).toMatchObject({ name: 'Jamie Hart', code: 'A', shares: 3910, price: null, value: null });
  });
});

describe('readNews', () => {
  it('links only an http(s) address and reads the sentiment in any case', () => {
    const items = readNews(
      answerFixture('news.ticker', {
        rows: [
          { id: 'a', headline: 'up', sentiment: 'POSITIVE', sentiment_score: 0.53, url: 'https://example.com/a' },
          { id: 'b', headline: 'down', sentiment: 'negative', url: 'javascript:alert(1)' },
        ],
      }),
    );
    expect(items.map((i) => i.url)).toEqual(['https://example.com/a', null]);
    expect(items[0]).toMatchObject({ sentiment: 'positive', score: 0.53 });
    expect(items[1]!.score).toBeNull();
  });
});

describe('short data', () => {
  it('reads short interest rows', () => {
    expect(
      readShortInterest(
        answerFixture('shortInterest.ticker', {
          rows: [{ settlement_date: '2026-10-30', short_interest: 55_855_136, pct_of_float: 0.0119 }],
        }),
      ),
    ).toEqual([
      {
        settlement: '2026-10-30',
        published: null,
        shares: 55_855_136,
        avgDailyVolume: null,
        daysToCover: null,
        pctOfFloat: 0.0119,
      },
    ]);
  });

  it('takes the short ratio given, else short over total volume, else null', () => {
    const rows = readShortVolume(
      answerFixture('shortVolume.ticker', {
        rows: [
          { session: '2026-11-17', short_volume: 60, total_volume: 100, short_ratio: 0.5686 },
          { session: '2026-11-16', short_volume: 25, total_volume: 100 },
          { session: '2026-11-13', short_volume: 25, total_volume: 0 },
        ],
      }),
    );
    expect(rows.map((r) => r.ratio)).toEqual([0.5686, 0.25, null]);
  });
});

describe('readUpcomingReports', () => {
  it("keeps the ticker's reports only, soonest first; a row without a ticker is the asked one's", () => {
    const rows = readUpcomingReports(
      answerFixture('earnings.calendar', {
        from: '2026-11-20',
        to: '2027-03-20',
        rows: [
          { ticker: 'AAPL', session: '2027-02-17', time: 'amc', eps_estimate: 4.17, expected_move_pct: 0.0202 },
          { ticker: 'MSFT', session: '2026-12-01' },
          { ticker: 'aapl', session: '2026-12-11', time: 'amc', reported: false },
          { session: '2027-05-01' },
        ],
      }),
      'AAPL',
    );
    expect(rows.map((r) => r.session)).toEqual(['2026-12-11', '2027-02-17', '2027-05-01']);
    expect(rows[1]).toMatchObject({ epsEstimate: 4.17, expectedMovePct: 0.0202, atmIv: null });
    expect(rows[0]!.reported).toBe(false);
  });
});
