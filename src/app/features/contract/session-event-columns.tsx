/** The columns of the contract's session events: its recorded orders (flow) and its raw exchange prints. */
import type { TapeOrder } from '../../../api/tape-row';
import { LEAN_TEXT, orderLean } from '../../data/order-lean';
import {
  formatCompact,
  formatCount,
  formatEtTime,
  formatIv,
  formatMoney,
  formatPrice,
  formatRank,
  MISSING,
} from '../../ui/format';
import type { TableColumn } from '../../ui/table-columns';
import type { Print } from './contract-readings';

/** The order's colour follows its lean (a sold put is bullish), not its side alone. */
function sentimentClass(o: TapeOrder['order']): string {
  const lean = orderLean(o.option_type, o.direction);
  return lean ? LEAN_TEXT[lean] : '';
}

export const FLOW_COLUMNS: readonly TableColumn<TapeOrder>[] = [
  {
    id: 'time',
    header: 'Time (ET)',
    csvHeader: 'Time',
    kind: 'time',
    value: (r) => r.ts_ms,
    cell: (r) => formatEtTime(r.ts_ms),
  },
  {
    id: 'side',
    header: 'Side',
    kind: 'text',
    value: (r) => r.order.direction,
    cell: ({ order: o }) => (
      <span className={sentimentClass(o)}>
        {o.direction ?? MISSING}
        {o.direction_confidence !== null ? ` (${formatRank(o.direction_confidence)})` : ''}
      </span>
    ),
  },
  {
    id: 'contracts',
    header: 'Contracts',
    kind: 'number',
    value: (r) => r.order.total_contracts,
    cell: (r) => formatCount(r.order.total_contracts),
  },
  {
    id: 'price',
    header: 'Price',
    kind: 'number',
    value: (r) => r.order.avg_price,
    cell: (r) => formatPrice(r.order.avg_price),
  },
  {
    id: 'premium',
    header: 'Premium',
    kind: 'number',
    value: (r) => r.order.premium,
    cell: (r) => formatMoney(r.order.premium),
  },
  {
    id: 'spot',
    header: 'Spot',
    kind: 'number',
    value: (r) => r.order.spot_price,
    cell: (r) => formatPrice(r.order.spot_price),
  },
  {
    id: 'iv',
    header: 'IV',
    kind: 'number',
    value: (r) => r.order.implied_volatility,
    cell: (r) => formatIv(r.order.implied_volatility),
  },
];

export const PRINT_COLUMNS: readonly TableColumn<Print>[] = [
  {
    id: 'time',
    header: 'Time (ET)',
    csvHeader: 'Time',
    kind: 'time',
    value: (p) => p.timeMs,
    cell: (p) => formatEtTime(p.timeMs),
  },
  { id: 'price', header: 'Price', kind: 'number', value: (p) => p.price, cell: (p) => formatPrice(p.price) },
  { id: 'size', header: 'Size', kind: 'number', value: (p) => p.size, cell: (p) => formatCount(p.size) },
  { id: 'premium', header: 'Premium', kind: 'number', value: (p) => p.premium, cell: (p) => formatMoney(p.premium) },
  {
    id: 'bid',
    header: 'Bid · Ask',
    kind: 'number',
    value: (p) => p.bid,
    cell: (p) => `${formatPrice(p.bid)} · ${formatPrice(p.ask)}`,
    csvFields: [
      { header: 'Bid', value: (p) => p.bid },
      { header: 'Ask', value: (p) => p.ask },
    ],
  },
  {
    id: 'exchanges',
    header: 'Exchanges',
    kind: 'number',
    value: (p) => p.exchanges,
    cell: (p) => formatCompact(p.exchanges),
  },
];
