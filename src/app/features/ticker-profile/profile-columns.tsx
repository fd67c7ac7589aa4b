/**
 * The columns of the profile's lists: upcoming reports, dividends, splits, insider filings, monthly
 * seasonality, short interest and short volume. Dates are the service's session dates, exported as sent.
 */
import type { EarningsEvent } from '../../data/earnings-event';
import {
  formatCompact,
  formatCount,
  formatMoney,
  formatPercentChange,
  formatPrice,
  MISSING,
  toneClassOf,
} from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import { earningsEstimateColumns } from '../../ui/earnings-estimate-columns';
import { formatEtDateTime, formatShare } from './profile-format';
import type {
  STATEMENT_LINES,
  Dividend,
  InsiderFiling,
  SeasonalMonth,
  ShortInterestRow,
  ShortVolumeRow,
  Split,
  StatementPeriod,
} from './profile-readers';

const TIME_TEXT: Readonly<Record<string, string>> = { bmo: 'before the open', amc: 'after the close' };

export const UPCOMING_REPORT_COLUMNS: readonly TableColumn<EarningsEvent>[] = [
  {
    id: 'session',
    header: 'Earnings',
    csvHeader: 'Session',
    kind: 'time',
    value: (r) => r.session,
    cell: (r) => (
      <span title={r.releaseAt ? formatEtDateTime(r.releaseAt) : undefined}>
        {r.session ?? MISSING}{' '}
        <span className="text-muted">
          {r.time ? (TIME_TEXT[r.time] ?? r.time) : ''} {r.fiscalQuarter ?? ''}
          {r.reported ? ' · reported' : ''}
        </span>
      </span>
    ),
    csvFields: [
      { header: 'Session', value: (r) => r.session },
      { header: 'Time', value: (r) => r.time },
      { header: 'Fiscal quarter', value: (r) => r.fiscalQuarter },
    ],
  },
  ...earningsEstimateColumns<EarningsEvent>(),
];

export const DIVIDEND_COLUMNS: readonly TableColumn<Dividend>[] = [
  { id: 'exDate', header: 'Ex-date', kind: 'time', value: (r) => r.exDate },
  { id: 'payDate', header: 'Pay date', kind: 'time', value: (r) => r.payDate },
  {
    id: 'amount',
    header: 'Amount',
    kind: 'number',
    value: (r) => r.amount,
    cell: (r) => (r.amount === null ? MISSING : `${formatPrice(r.amount, 4)} ${r.currency ?? ''}`.trim()),
    csvFields: [
      { header: 'Amount', value: (r) => r.amount },
      { header: 'Currency', value: (r) => r.currency },
    ],
  },
  {
    id: 'frequency',
    header: 'Per year',
    kind: 'number',
    value: (r) => r.frequency,
    cell: (r) => formatCount(r.frequency),
  },
];

export const SPLIT_COLUMNS: readonly TableColumn<Split>[] = [
  { id: 'date', header: 'Date', kind: 'time', value: (r) => r.date },
  { id: 'ratio', header: 'Ratio', kind: 'text', value: (r) => r.ratio, align: 'right' },
];

const CODE_TEXT: Readonly<Record<string, string>> = {
  P: 'buy',
  S: 'sale',
  A: 'award',
  M: 'option exercise',
  F: 'tax withholding',
  G: 'gift',
};

/** Shares the insider acquired (+) or disposed of (−); unsigned when the filing does not say which. */
export function signedInsiderShares(r: Pick<InsiderFiling, 'shares' | 'acquiredDisposed'>): number | null {
  if (r.shares === null) return null;
  return r.acquiredDisposed === 'D' ? -r.shares : r.shares;
}

function insiderSharesText(r: InsiderFiling): string {
  if (r.shares === null) return MISSING;
  const sign = r.acquiredDisposed === 'D' ? '−' : r.acquiredDisposed === 'A' ? '+' : '';
  return `${sign}${formatCount(r.shares)}`;
}

export const INSIDER_COLUMNS: readonly TableColumn<InsiderFiling>[] = [
  {
    id: 'filed',
    header: 'Filed',
    kind: 'time',
    value: (r) => r.filed,
    cell: (r) => <span title={`traded ${r.traded ?? MISSING}`}>{r.filed ?? MISSING}</span>,
    csvFields: [
      { header: 'Filed', value: (r) => r.filed },
      { header: 'Traded', value: (r) => r.traded },
    ],
  },
  {
    id: 'insider',
    header: 'Insider',
    kind: 'text',
    value: (r) => r.name,
    cell: (r) => (
      <>
        {r.name ?? MISSING}
        <div className="text-[10px] text-muted">{r.title ?? ''}</div>
      </>
    ),
    csvFields: [
      { header: 'Insider', value: (r) => r.name },
      { header: 'Title', value: (r) => r.title },
    ],
  },
  {
    id: 'code',
    header: 'Code',
    kind: 'text',
    value: (r) => r.code,
    cell: (r) => (
      <span title={r.code ? (CODE_TEXT[r.code] ?? r.code) : undefined}>
        {r.code ?? MISSING} {r.code && CODE_TEXT[r.code] ? `(${CODE_TEXT[r.code]})` : ''}
      </span>
    ),
  },
  {
    id: 'shares',
    header: 'Shares',
    kind: 'number',
    value: signedInsiderShares,
    cell: insiderSharesText,
    className: (r) => (r.acquiredDisposed ? (r.acquiredDisposed === 'D' ? 'text-down' : 'text-up') : ''),
  },
  { id: 'price', header: 'Price', kind: 'number', value: (r) => r.price, cell: (r) => formatPrice(r.price) },
  { id: 'value', header: 'Value', kind: 'number', value: (r) => r.value, cell: (r) => formatMoney(r.value) },
  {
    id: 'ownedAfter',
    header: 'Owned after',
    kind: 'number',
    value: (r) => r.ownedAfter,
    cell: (r) => formatCount(r.ownedAfter),
  },
];

const pct = (v: number | null): string => formatPercentChange(v, 1);

export const SEASONALITY_COLUMNS: readonly TableColumn<SeasonalMonth>[] = [
  // The month sorts by its place in the year, not its name.
  {
    id: 'month',
    header: 'Month',
    kind: 'number',
    align: 'left',
    rowHeader: true,
    value: (m) => m.month,
    cell: (m) => m.label,
  },
  { id: 'n', header: 'n', kind: 'number', value: (m) => m.n, cell: (m) => formatCount(m.n) },
  {
    id: 'avg',
    header: 'avg',
    kind: 'number',
    value: (m) => m.avgReturn,
    cell: (m) => pct(m.avgReturn),
    className: (m) => toneClassOf(pct(m.avgReturn)),
  },
  { id: 'pctUp', header: '% up', kind: 'number', value: (m) => m.pctPositive, cell: (m) => formatShare(m.pctPositive) },
  { id: 'best', header: 'best', kind: 'number', value: (m) => m.best, cell: (m) => pct(m.best) },
  { id: 'worst', header: 'worst', kind: 'number', value: (m) => m.worst, cell: (m) => pct(m.worst) },
];

export const SHORT_INTEREST_COLUMNS: readonly TableColumn<ShortInterestRow>[] = [
  {
    id: 'settlement',
    header: 'Settled',
    kind: 'time',
    value: (r) => r.settlement,
    cell: (r) => <span title={`published ${r.published ?? MISSING}`}>{r.settlement ?? MISSING}</span>,
  },
  {
    id: 'shares',
    header: 'Short shares',
    kind: 'number',
    value: (r) => r.shares,
    cell: (r) => formatCompact(r.shares),
  },
  {
    id: 'pctFloat',
    header: '% float',
    kind: 'number',
    value: (r) => r.pctOfFloat,
    cell: (r) => formatShare(r.pctOfFloat, 2),
  },
  {
    id: 'daysToCover',
    header: 'Days to cover',
    kind: 'number',
    value: (r) => r.daysToCover,
    cell: (r) => (r.daysToCover === null ? MISSING : r.daysToCover.toFixed(2)),
  },
];

export const SHORT_VOLUME_COLUMNS: readonly TableColumn<ShortVolumeRow>[] = [
  { id: 'session', header: 'Session', kind: 'time', value: (r) => r.session },
  {
    id: 'short',
    header: 'Short',
    kind: 'number',
    value: (r) => r.shortVolume,
    cell: (r) => formatCompact(r.shortVolume),
  },
  {
    id: 'total',
    header: 'Total',
    kind: 'number',
    value: (r) => r.totalVolume,
    cell: (r) => formatCompact(r.totalVolume),
  },
  { id: 'ratio', header: 'Short ratio', kind: 'number', value: (r) => r.ratio, cell: (r) => formatShare(r.ratio, 1) },
];

/** One line of the statements: its field name and what the page calls it. */
export type StatementLine = (typeof STATEMENT_LINES)[number];

/** The statements laid out as printed: a line per row, a period per column (latest first, as answered). */
export function statementColumns(periods: readonly StatementPeriod[], currency: string): TableColumn<StatementLine>[] {
  return [
    {
      id: 'line',
      header: currency,
      csvHeader: `line (${currency})`,
      kind: 'text',
      rowHeader: true,
      value: ([, label]) => label,
    },
    ...periods.map((p, i): TableColumn<StatementLine> => ({
      id: `period${i}`,
      header: (
        <>
          {p.label}
          <div className="text-[10px]">reported {p.reportDate ?? MISSING}</div>
        </>
      ),
      csvHeader: p.label,
      title: `period end ${p.periodEnd ?? MISSING}`,
      kind: 'number',
      value: ([key]) => p.values[key] ?? null,
      cell: ([key]) => (key === 'eps' ? formatPrice(p.values[key]) : formatMoney(p.values[key])),
    })),
  ];
}
