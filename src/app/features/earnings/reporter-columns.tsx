/**
 * The reporters table's columns: the event's figures, the expected and realized moves (joined from
 * use-earnings-moves) and the option flow the report drew. The ticker is the row's pick button.
 */
import { netPremiumText } from '../../data/readings/net-premium';
import {
  formatCount,
  formatIv,
  formatMoney,
  formatPercentChange,
  formatPrice,
  formatRank,
  MISSING,
} from '../../ui/format';
import { RowPickButton } from '../../ui/row-pick-button';
import type { TableColumn } from '../../ui/table-columns';
import type { Reporter } from './earnings-readings';
import { releaseText, signClass } from './earnings-text';
import { ExpectedMoveText, RealizedMoveText } from './move-cells';
import type { EarningsMoves } from './use-earnings-moves';

export interface ReporterRow {
  readonly reporter: Reporter;
  readonly moves: EarningsMoves | null;
}

/** The expected move either way, as a decimal (0.042 = ±4.2%), whichever basis priced it. */
export function expectedMoveOf(row: ReporterRow): number | null {
  return row.moves?.expected?.pct ?? null;
}

/** The realized move, signed, close to close or so far in the reaction session. */
export function realizedMoveOf(row: ReporterRow): number | null {
  return row.moves?.realized?.pct ?? null;
}

export function reporterColumns(pick: {
  selected: string | null;
  onSelect: (ticker: string) => void;
}): TableColumn<ReporterRow>[] {
  return [
    {
      id: 'ticker',
      header: 'Ticker',
      kind: 'text',
      rowHeader: true,
      value: ({ reporter: r }) => r.ticker,
      cell: ({ reporter: r }) => (
        <RowPickButton selected={pick.selected === r.ticker} onPick={() => pick.onSelect(r.ticker)}>
          {r.ticker}
        </RowPickButton>
      ),
    },
    {
      id: 'company',
      header: 'Company',
      kind: 'text',
      value: ({ reporter: r }) => r.name,
      cell: ({ reporter: r }) => r.name ?? MISSING,
      className: 'max-w-48 truncate text-muted',
    },
    {
      id: 'release',
      header: 'Release (ET)',
      csvHeader: 'Release',
      kind: 'time',
      value: ({ reporter: r }) => r.releaseAt,
      cell: ({ reporter: r }) => releaseText(r),
      className: 'whitespace-nowrap',
    },
    {
      id: 'epsEstimate',
      header: 'EPS est.',
      kind: 'number',
      value: ({ reporter: r }) => r.epsEstimate,
      cell: ({ reporter: r }) => formatPrice(r.epsEstimate),
    },
    {
      id: 'epsActual',
      header: 'EPS actual',
      kind: 'number',
      value: ({ reporter: r }) => r.epsActual,
      cell: ({ reporter: r }) => formatPrice(r.epsActual),
    },
    {
      id: 'surprise',
      header: 'Surprise',
      kind: 'number',
      value: ({ reporter: r }) => r.epsSurprisePct,
      cell: ({ reporter: r }) => formatPercentChange(r.epsSurprisePct),
      className: ({ reporter: r }) => signClass(r.epsSurprisePct),
    },
    {
      id: 'revenue',
      header: 'Revenue est. / actual',
      kind: 'number',
      value: ({ reporter: r }) => r.revenueActual ?? r.revenueEstimate,
      cell: ({ reporter: r }) => `${formatMoney(r.revenueEstimate)} / ${formatMoney(r.revenueActual)}`,
      className: 'whitespace-nowrap',
      csvFields: [
        { header: 'Revenue est.', value: ({ reporter: r }) => r.revenueEstimate },
        { header: 'Revenue actual', value: ({ reporter: r }) => r.revenueActual },
      ],
    },
    {
      id: 'atmIv',
      header: 'ATM IV',
      kind: 'number',
      value: ({ reporter: r }) => r.atmIv,
      cell: ({ reporter: r }) => formatIv(r.atmIv),
    },
    {
      id: 'expected',
      header: 'Expected move',
      kind: 'number',
      value: expectedMoveOf,
      cell: (row) => <ExpectedMoveText move={row.moves?.expected ?? null} />,
    },
    {
      id: 'realized',
      header: 'Realized move',
      kind: 'number',
      value: realizedMoveOf,
      cell: (row) => <RealizedMoveText move={row.moves?.realized ?? null} />,
      className: (row) => signClass(realizedMoveOf(row)),
    },
    {
      id: 'orders',
      header: 'Orders',
      kind: 'number',
      value: ({ reporter: r }) => r.flow.orders,
      cell: ({ reporter: r }) => formatCount(r.flow.orders),
    },
    {
      id: 'netPremium',
      header: 'Net premium',
      kind: 'number',
      value: ({ reporter: r }) => r.flow.netPremium,
      cell: ({ reporter: r }) => netPremiumText(r.flow.netPremium),
    },
    {
      id: 'putCall',
      header: 'Put/call premium',
      kind: 'number',
      value: ({ reporter: r }) => r.flow.putCallPremiumRatio,
      cell: ({ reporter: r }) => formatRank(r.flow.putCallPremiumRatio),
    },
  ];
}
