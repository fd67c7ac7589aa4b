/**
 * The tape's columns: what each shows, how it is exported, and which sort key it uses. Raw values go
 * to CSV (IV as the API's decimal, premium in dollars); the screen uses the shared formats.
 */
import { formatCount, formatEtTime, formatIv, formatMoney, formatPrice, formatRank, MISSING } from '../../ui/format';
import { quoteLocation, type TapeEntry } from './tape-entry';
import type { SortKey } from './tape-filter';

export type ColumnId =
  | 'time'
  | 'ticker'
  | 'contract'
  | 'side'
  | 'size'
  | 'premium'
  | 'price'
  | 'spot'
  | 'iv'
  | 'delta'
  | 'orderType'
  | 'dte';

export interface TapeColumn {
  readonly id: ColumnId;
  readonly label: string;
  readonly csvHeader: string;
  readonly width: number;
  readonly align: 'left' | 'right';
  readonly sortKey?: SortKey;
  readonly text: (e: TapeEntry) => string;
  readonly csv: (e: TapeEntry) => string | number | null;
}

const SIDE_LABEL = { buy: '▲ BUY', sell: '▼ SELL', neutral: '◆ NEUTRAL' } as const;

export function contractLabel(e: TapeEntry): string {
  const type = e.optionType === 'call' ? 'C' : e.optionType === 'put' ? 'P' : MISSING;
  return `${e.expiration ?? MISSING} ${formatPrice(e.strike, e.strike !== null && e.strike % 1 !== 0 ? 2 : 0)} ${type}`;
}

export function sideLabel(e: TapeEntry): string {
  return e.side === null ? MISSING : SIDE_LABEL[e.side];
}

export function priceLabel(e: TapeEntry): string {
  const loc = quoteLocation(e.price, e.bid, e.ask);
  return `${formatPrice(e.price)} (${formatPrice(e.bid)}×${formatPrice(e.ask)})${loc ? ` ${loc}` : ''}`;
}

/** The entry's numeric fields a column shows as they are: sorted by the field, exported raw. */
type NumberField = 'size' | 'premium' | 'spot' | 'iv' | 'delta' | 'dte';

function numberColumn(
  id: NumberField,
  label: string,
  csvHeader: string,
  width: number,
  format: (v: number | null) => string,
): TapeColumn {
  return { id, label, csvHeader, width, align: 'right', sortKey: id, text: (e) => format(e[id]), csv: (e) => e[id] };
}

export const TAPE_COLUMNS: readonly TapeColumn[] = [
  {
    id: 'time',
    label: 'Time (ET)',
    csvHeader: 'time_utc',
    width: 90,
    align: 'left',
    sortKey: 'time',
    text: (e) => formatEtTime(e.tsMs),
    csv: (e) => new Date(e.tsMs).toISOString(),
  },
  {
    id: 'ticker',
    label: 'Ticker',
    csvHeader: 'ticker',
    width: 64,
    align: 'left',
    sortKey: 'ticker',
    text: (e) => e.ticker,
    csv: (e) => e.ticker,
  },
  {
    id: 'contract',
    label: 'Contract',
    csvHeader: 'contract',
    width: 150,
    align: 'left',
    sortKey: 'strike',
    text: contractLabel,
    csv: (e) => e.occ,
  },
  {
    id: 'side',
    label: 'Side · conf',
    csvHeader: 'side',
    width: 140,
    align: 'left',
    sortKey: 'confidence',
    text: (e) => `${sideLabel(e)} ${formatRank(e.confidence)}`,
    csv: (e) => `${e.side} ${e.confidence}`,
  },
  numberColumn('size', 'Size', 'contracts', 70, formatCount),
  numberColumn('premium', 'Premium', 'premium_usd', 80, (v) => formatMoney(v)),
  {
    id: 'price',
    label: 'Price (bid×ask)',
    csvHeader: 'price_bid_ask',
    width: 200,
    align: 'right',
    text: priceLabel,
    csv: (e) => `${e.price ?? ''} ${e.bid ?? ''}x${e.ask ?? ''}`,
  },
  numberColumn('spot', 'Spot', 'spot', 72, (v) => formatPrice(v)),
  numberColumn('iv', 'IV', 'implied_volatility', 60, formatIv),
  numberColumn('delta', 'Delta', 'delta', 60, (v) => formatPrice(v)),
  {
    id: 'orderType',
    label: 'Type',
    csvHeader: 'order_type',
    width: 80,
    align: 'left',
    text: (e) => e.orderType ?? MISSING,
    csv: (e) => e.orderType,
  },
  numberColumn('dte', 'DTE', 'dte', 48, (v) => (v === null ? MISSING : String(v))),
];
