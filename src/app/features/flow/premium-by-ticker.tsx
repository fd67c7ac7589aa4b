/**
 * The premium summary's tickers: the heaviest few by premium, each with its calls, puts and net
 * (bought − sold, uncoloured, its sign said in words). Sorts by any column; the CSV carries the dollars.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { netPremiumText } from '../../data/readings/net-premium';
import { DataTable } from '../../ui/data-table';
import { formatMoney, MISSING } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import type { PremiumTotals } from './flow-aggregates';

/** Tickers listed under the totals: the heaviest few, the panel stays short beside the tape. */
export const TOP_TICKERS = 8;

const money = (id: string, header: string, pick: (t: PremiumTotals) => number | null): TableColumn<PremiumTotals> => ({
  id,
  header,
  csvHeader: `${header} ($)`,
  kind: 'number',
  value: pick,
  cell: (t) => formatMoney(pick(t)),
});

const COLUMNS: readonly TableColumn<PremiumTotals>[] = [
  {
    id: 'ticker',
    header: 'Ticker',
    kind: 'text',
    rowHeader: true,
    value: (t) => t.ticker,
    cell: (t) =>
      t.ticker ? (
        <Link to={`/ticker/${encodeURIComponent(t.ticker)}`} className="hover:underline">
          {t.ticker}
        </Link>
      ) : (
        MISSING
      ),
  },
  money('premium', 'Premium', (t) => t.totalPremium),
  money('calls', 'Calls', (t) => t.callPremium),
  money('puts', 'Puts', (t) => t.putPremium),
  { ...money('net', 'Net', (t) => t.netPremium), cell: (t) => netPremiumText(t.netPremium) },
];

export function PremiumByTicker(props: { rows: readonly PremiumTotals[] }): ReactElement {
  return (
    <DataTable
      id="premium-by-ticker"
      label="Premium by ticker"
      columns={COLUMNS}
      rows={props.rows.slice(0, TOP_TICKERS)}
      rowKey={(t, i) => t.ticker ?? i}
      size="xs"
      nowrap
    />
  );
}
