/**
 * Premium summary of the tape's tickers for the session: where the money went (calls or puts, bought or
 * sold) and which tickers carried it. Net premium is bought minus sold, signed and
 * uncoloured with what its sign means ("paid"/"received": data/readings/net-premium.ts), as everywhere. Before the service has counted the session's
 * first order the panel says "not yet" (summary-reading.ts), never "$0 / 0 orders".
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Panel } from '../../ui/panel';
import { formatCount, formatMoney, formatRank } from '../../ui/format';
import { FreshnessBadge, SlowedRefreshMark } from '../../ui/freshness-badge';
import { useHeaderBudget } from '../../data/budget-store';
import { QueryState } from '../../ui/query-state';
import type { FlowSummary, PremiumTotals } from './flow-aggregates';
import { summaryReading } from './summary-reading';
import { flowSummary } from './queries';
import { PremiumByTicker } from './premium-by-ticker';
import { netPremiumText } from '../../data/readings/net-premium';

function Stat(props: { label: string; value: string; className?: string }): ReactElement {
  return (
    <div className="flex flex-col">
      <dt className="text-muted">{props.label}</dt>
      <dd className={`num text-sm font-semibold ${props.className ?? ''}`}>{props.value}</dd>
    </div>
  );
}

function Totals(props: { t: PremiumTotals }): ReactElement {
  const { t } = props;
  return (
    <dl className="grid grid-cols-3 gap-x-4 gap-y-1 sm:grid-cols-5" data-testid="flow-summary-totals">
      <Stat label="Total premium" value={formatMoney(t.totalPremium)} />
      <Stat label="Calls" value={formatMoney(t.callPremium)} />
      <Stat label="Puts" value={formatMoney(t.putPremium)} />
      <Stat label="Put/call (premium)" value={formatRank(t.putCallRatio)} />
      <Stat label="Orders" value={formatCount(t.orders)} />
      <Stat label="Bought" value={formatMoney(t.bought)} />
      <Stat label="Sold" value={formatMoney(t.sold)} />
      <Stat label="Net (bought − sold)" value={netPremiumText(t.netPremium)} />
      <Stat label="Contracts" value={formatCount(t.contracts)} />
    </dl>
  );
}

function SummaryBody(props: { s: FlowSummary }): ReactElement {
  const { totals, byTicker } = props.s;
  return (
    <div className="flex flex-col gap-2 text-xs">
      {totals ? <Totals t={totals} /> : null}
      {byTicker.length > 0 ? <PremiumByTicker rows={byTicker} /> : null}
    </div>
  );
}

/** In place of "as of —" before the first reading. */
function NotYetBadge(): ReactElement {
  const slowed = useHeaderBudget((s) => s.refreshSlowed);
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span
        className="inline-flex items-center rounded border border-line px-1.5 py-0.5 text-[11px] leading-none text-muted"
        data-testid="flow-summary-not-yet"
      >
        ◌ not yet
      </span>
      <SlowedRefreshMark slowed={slowed} />
    </span>
  );
}

export function FlowSummaryPanel(props: { tickers: readonly string[] | null }): ReactElement {
  const query = useQuery({ ...flowSummary(props.tickers ?? []), enabled: props.tickers !== null });
  const reading = useMemo(() => (query.data ? summaryReading(query.data) : null), [query.data]);
  return (
    <Panel
      title="Premium summary"
      testId="flow-summary"
      badges={
        !query.data || !reading ? null : reading.kind === 'reading' ? (
          <FreshnessBadge meta={{ ...query.data, as_of: reading.asOf }} />
        ) : (
          <NotYetBadge />
        )
      }
    >
      <QueryState query={query} label="premium summary">
        {() =>
          reading?.kind === 'reading' ? (
            <SummaryBody s={reading.summary} />
          ) : reading ? (
            <p className="text-muted" data-testid="flow-summary-empty">
              Not yet: the service has counted no order of this session so far. The tape below lists orders as they
              print; its rows are a page of the session, not its total.
            </p>
          ) : null
        }
      </QueryState>
    </Panel>
  );
}
