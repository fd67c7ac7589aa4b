/**
 * The session's most active contracts in the flow, by premium. Each contract opens its contract page;
 * net premium (bought minus sold) is signed in text. The columns sort; the table exports CSV.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel';
import { formatCount, formatMoney } from '../../ui/format';
import { contractText } from '../../ui/contract-text';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { DataTable } from '../../ui/data-table';
import type { TableColumn } from '../../ui/table-columns';
import { readActiveContracts, type ActiveContract } from './flow-aggregates';
import { activeContracts } from './queries';
import { netPremiumText } from '../../data/readings/net-premium';

const COLUMNS: readonly TableColumn<ActiveContract>[] = [
  {
    id: 'contract',
    header: 'Contract',
    kind: 'text',
    rowHeader: true,
    value: (c) => c.occ,
    csvFields: [
      { header: 'option_symbol', value: (c) => c.occ },
      { header: 'ticker', value: (c) => c.ticker },
      { header: 'type', value: (c) => c.optionType },
      { header: 'strike', value: (c) => c.strike },
      { header: 'expiration', value: (c) => c.expiration },
    ],
    cell: (c) =>
      c.occ ? (
        <Link to={`/contract/${encodeURIComponent(c.occ)}`} className="hover:underline" title={c.occ}>
          {contractText(c, c.ticker)}
        </Link>
      ) : (
        contractText(c, c.ticker)
      ),
  },
  { id: 'orders', header: 'Orders', kind: 'number', value: (c) => c.orders, cell: (c) => formatCount(c.orders) },
  {
    id: 'contracts',
    header: 'Contracts',
    kind: 'number',
    value: (c) => c.contracts,
    cell: (c) => formatCount(c.contracts),
  },
  {
    id: 'premium',
    header: 'Premium',
    csvHeader: 'premium_usd',
    kind: 'number',
    value: (c) => c.premium,
    cell: (c) => formatMoney(c.premium),
  },
  {
    id: 'net',
    header: 'Net',
    csvHeader: 'net_premium_usd',
    kind: 'number',
    value: (c) => c.netPremium,
    // Premium paid minus received: not a direction (data/readings/net-premium.ts), so uncoloured.
    cell: (c) => netPremiumText(c.netPremium),
  },
];

function ContractsTable(props: { rows: readonly ActiveContract[] }): ReactElement {
  if (props.rows.length === 0) return <p className="text-xs text-muted">No contracts in the flow yet this session.</p>;
  return (
    <DataTable
      id="active-contracts"
      label="Most active contracts"
      columns={COLUMNS}
      rows={props.rows}
      rowKey={(c, i) => c.occ ?? i}
      height="max-h-64"
      size="xs"
      nowrap
    />
  );
}

export function ActiveContractsPanel(props: { tickers: readonly string[] | null }): ReactElement {
  const query = useQuery({ ...activeContracts(props.tickers ?? []), enabled: props.tickers !== null });
  const rows = useMemo(() => (query.data ? readActiveContracts(query.data) : []), [query.data]);
  return (
    <Panel
      title="Most active contracts"
      testId="active-contracts"
      badges={query.data ? <FreshnessBadge meta={query.data} /> : null}
    >
      <QueryState query={query} label="most active contracts">
        {() => <ContractsTable rows={rows} />}
      </QueryState>
    </Panel>
  );
}
