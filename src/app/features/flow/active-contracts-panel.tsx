/**
 * The session's most active contracts in the flow, by premium. Each contract opens its contract page;
 * net premium (bought minus sold) is signed in text as well as coloured.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Link } from 'react-router';
import { ChartPanel } from '../../charts/chart-panel';
import { formatCount, formatMoney } from '../../ui/format';
import { contractText } from '../../ui/contract-text';
import { FreshnessBadge } from '../../ui/freshness-badge';
import { QueryState } from '../../ui/query-state';
import { readActiveContracts, type ActiveContract } from './flow-aggregates';
import { activeContracts } from './queries';
import { netPremiumText } from '../../data/readings/net-premium';

function ContractsTable(props: { rows: readonly ActiveContract[] }): ReactElement {
  if (props.rows.length === 0) return <p className="text-xs text-muted">No contracts in the flow yet this session.</p>;
  return (
    // Scrolls on its own, so it is a focusable region: the keyboard reaches every row.
    <div className="max-h-64 overflow-auto" tabIndex={0} role="region" aria-label="Most active contracts list">
      <table className="w-full text-xs" data-testid="active-contracts-table">
        <thead className="sticky top-0 bg-panel">
          <tr className="text-muted">
            <th scope="col" className="text-left font-normal">
              Contract
            </th>
            <th scope="col" className="num pl-2 font-normal">
              Orders
            </th>
            <th scope="col" className="num pl-2 font-normal">
              Contracts
            </th>
            <th scope="col" className="num pl-2 font-normal">
              Premium
            </th>
            <th scope="col" className="num pl-2 font-normal">
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((c, i) => (
            <tr key={c.occ ?? i} className="border-b border-line/40">
              <th scope="row" className="whitespace-nowrap text-left font-normal">
                {c.occ ? (
                  <Link to={`/contract/${encodeURIComponent(c.occ)}`} className="hover:underline" title={c.occ}>
                    {contractText(c, c.ticker)}
                  </Link>
                ) : (
                  contractText(c, c.ticker)
                )}
              </th>
              <td className="num pl-2">{formatCount(c.orders)}</td>
              <td className="num pl-2">{formatCount(c.contracts)}</td>
              <td className="num pl-2">{formatMoney(c.premium)}</td>
              {/* Premium paid minus received: not a direction (data/readings/net-premium.ts), so uncoloured. */}
              <td className="num pl-2">{netPremiumText(c.netPremium)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ActiveContractsPanel(props: { tickers: readonly string[] | null }): ReactElement {
  const query = useQuery({ ...activeContracts(props.tickers ?? []), enabled: props.tickers !== null });
  const rows = useMemo(() => (query.data ? readActiveContracts(query.data) : []), [query.data]);
  return (
    <ChartPanel
      title="Most active contracts"
      testId="active-contracts"
      badges={query.data ? <FreshnessBadge meta={query.data} /> : null}
    >
      <QueryState query={query} label="most active contracts">
        {() => <ContractsTable rows={rows} />}
      </QueryState>
    </ChartPanel>
  );
}
