/**
 * The screener's columns: what each shows and the raw value it sorts and exports by (IV as the API's
 * decimal, premium in dollars). Direction sorts bullish → neutral → bearish.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { DIRECTION_LOOK, directionOrder, type Direction } from '../../data/readings/direction';
import { NET_PREMIUM_DEFINITION, netPremiumText } from '../../data/readings/net-premium';
import { formatCount, formatIv, formatMoney, formatPrice, formatRank, MISSING } from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import type { ScreenerRow } from './markets-readings';

/** The screener's table id: its sort is `sort.screener=-premium`, and a saved screen keeps it. */
export const SCREENER_TABLE_ID = 'screener';

function DirectionText(props: { value: Direction | null }): ReactElement {
  if (props.value === null) return <span className="text-muted">{MISSING}</span>;
  const look = DIRECTION_LOOK[props.value];
  return (
    <span className={look.cls} data-direction={props.value}>
      {look.text}
    </span>
  );
}

export const SCREENER_COLUMNS: readonly TableColumn<ScreenerRow>[] = [
  { id: 'rank', header: '#', kind: 'number', value: (r) => r.rank, cell: (r) => formatCount(r.rank) },
  {
    id: 'ticker',
    header: 'Ticker',
    kind: 'text',
    value: (r) => r.ticker,
    cell: (r) => (
      <span title={r.name ?? undefined}>
        <Link to={`/ticker/${r.ticker}`} className="font-medium underline decoration-dotted">
          {r.ticker}
        </Link>
        {r.isEtf ? <span className="ml-1 text-[10px] text-muted">ETF</span> : null}
      </span>
    ),
  },
  {
    id: 'sector',
    header: 'Sector',
    kind: 'text',
    value: (r) => r.sector,
    cell: (r) => r.sector?.replace(/_/g, ' ') ?? MISSING,
    className: 'text-muted',
  },
  { id: 'last', header: 'Last', kind: 'number', value: (r) => r.last, cell: (r) => formatPrice(r.last) },
  {
    id: 'atm_iv',
    header: 'ATM IV',
    csvHeader: 'atm_iv',
    kind: 'number',
    value: (r) => r.atmIv,
    cell: (r) => formatIv(r.atmIv),
  },
  { id: 'orders', header: 'Orders', kind: 'number', value: (r) => r.orders, cell: (r) => formatCount(r.orders) },
  {
    id: 'premium',
    header: 'Premium',
    csvHeader: 'premium_usd',
    kind: 'number',
    value: (r) => r.totalPremium,
    cell: (r) => formatMoney(r.totalPremium),
  },
  {
    id: 'net_premium',
    header: 'Net premium',
    csvHeader: 'net_premium_usd',
    kind: 'number',
    title: NET_PREMIUM_DEFINITION,
    value: (r) => r.netPremium,
    cell: (r) => netPremiumText(r.netPremium),
  },
  {
    id: 'pc_premium',
    header: 'P/C premium',
    csvHeader: 'put_call_premium_ratio',
    kind: 'number',
    value: (r) => r.putCallPremiumRatio,
    cell: (r) => formatRank(r.putCallPremiumRatio),
  },
  { id: 'score', header: 'Score', kind: 'number', value: (r) => r.score, cell: (r) => formatRank(r.score) },
  {
    id: 'direction',
    header: 'Direction',
    kind: 'number',
    align: 'left',
    csvFields: [{ header: 'direction', value: (r) => r.direction }],
    value: (r) => directionOrder(r.direction),
    cell: (r) => <DirectionText value={r.direction} />,
  },
  {
    id: 'next_earnings',
    header: 'Next earnings',
    csvHeader: 'next_earnings',
    // A date: as text it sorts in time order, soonest first on the first click.
    kind: 'text',
    value: (r) => r.nextEarnings,
    cell: (r) => r.nextEarnings ?? MISSING,
  },
];
