/**
 * The tape's columns: what each shows, how it is exported, and which sort key it uses. Raw values go
 * to CSV, one field per value (IV as the API's decimal, premium in dollars, times in ET with the date);
 * the screen uses the shared formats.
 */
import { etCsvTime, etHeader, type CsvField } from '../../ui/csv-export';
import { contractText, sideText } from '../../ui/contract-text';
import { formatCount, formatEtTime, formatIv, formatMoney, formatPrice, formatRank, MISSING } from '../../ui/format';
import { quoteLocation, type TapeEntry } from '../../data/tape-entry';
import type { SortKey } from './tape-filter';

/** The tape on a phone: compact rows of what a trader scans first (the rest is one tap away on a desktop). */
export const PHONE_COLUMNS: readonly ColumnId[] = ['time', 'ticker', 'contract', 'side', 'premium'];

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
  | 'dte'
  | 'oi'
  | 'volOverOi'
  | 'opening';

export interface TapeColumn {
  readonly id: ColumnId;
  readonly label: string;
  readonly width: number;
  readonly align: 'left' | 'right';
  readonly sortKey?: SortKey;
  readonly text: (e: TapeEntry) => string;
  /** Extra classes for a cell that must stand out (a set flag), beside its text. */
  readonly tone?: (e: TapeEntry) => string | null;
  /** What the column reads, for its header's tooltip. */
  readonly title?: string;
  /** One field per value: a column that shows two values (side and confidence) exports two fields. */
  readonly csv: readonly CsvField<TapeEntry>[];
}

export function priceLabel(e: TapeEntry): string {
  const loc = quoteLocation(e.price, e.bid, e.ask);
  return `${formatPrice(e.price)} (${formatPrice(e.bid)}×${formatPrice(e.ask)})${loc ? ` ${loc}` : ''}`;
}

/** A flag cell: the flag's name with a mark when set, "no" when measured false, "—" when not observed. */
function flagText(v: boolean | null, yes: string): string {
  return v === null ? MISSING : v ? `▲ ${yes}` : 'no';
}

/** A set flag is drawn in the warning colour and bold; the ▲ and the word carry it without colour. */
const FLAG_TONE = 'font-semibold text-warn';

/** The entry's numeric fields a column shows as they are: sorted by the field, exported raw. */
type NumberField = 'size' | 'premium' | 'spot' | 'iv' | 'delta' | 'dte';

function numberColumn(
  id: NumberField,
  label: string,
  csvHeader: string,
  width: number,
  format: (v: number | null) => string,
): TapeColumn {
  return {
    id,
    label,
    width,
    align: 'right',
    sortKey: id,
    text: (e) => format(e[id]),
    csv: [{ header: csvHeader, value: (e) => e[id] }],
  };
}

export const TAPE_COLUMNS: readonly TapeColumn[] = [
  {
    id: 'time',
    label: 'Time (ET)',
    // Wide enough for the label and the sort arrow: a clipped header hides that the times are ET.
    width: 108,
    align: 'left',
    sortKey: 'time',
    text: (e) => formatEtTime(e.tsMs),
    csv: [{ header: etHeader('time'), value: (e) => etCsvTime(e.tsMs) }],
  },
  {
    id: 'ticker',
    label: 'Ticker',
    width: 64,
    align: 'left',
    sortKey: 'ticker',
    text: (e) => e.ticker,
    csv: [{ header: 'ticker', value: (e) => e.ticker }],
  },
  {
    id: 'contract',
    label: 'Contract',
    width: 150,
    align: 'left',
    sortKey: 'strike',
    text: (e) => contractText(e),
    csv: [{ header: 'option_symbol', value: (e) => e.occ }],
  },
  {
    id: 'side',
    label: 'Side · conf',
    width: 140,
    align: 'left',
    sortKey: 'confidence',
    text: (e) => `${sideText(e.side)} ${formatRank(e.confidence)}`,
    csv: [
      { header: 'side', value: (e) => e.side },
      { header: 'direction_confidence', value: (e) => e.confidence },
    ],
  },
  numberColumn('size', 'Size', 'contracts', 70, formatCount),
  numberColumn('premium', 'Premium', 'premium_usd', 80, (v) => formatMoney(v)),
  {
    id: 'price',
    label: 'Price (bid×ask)',
    width: 200,
    align: 'right',
    text: priceLabel,
    csv: [
      { header: 'price', value: (e) => e.price },
      { header: 'bid', value: (e) => e.bid },
      { header: 'ask', value: (e) => e.ask },
      { header: 'quote_location', value: (e) => quoteLocation(e.price, e.bid, e.ask) },
    ],
  },
  numberColumn('spot', 'Spot', 'spot', 72, (v) => formatPrice(v)),
  numberColumn('iv', 'IV', 'implied_volatility', 60, formatIv),
  numberColumn('delta', 'Delta', 'delta', 60, (v) => formatPrice(v)),
  {
    id: 'orderType',
    label: 'Type',
    width: 80,
    align: 'left',
    text: (e) => e.orderType ?? MISSING,
    csv: [{ header: 'order_type', value: (e) => e.orderType }],
  },
  numberColumn('dte', 'DTE', 'dte', 48, (v) => (v === null ? MISSING : String(v))),
  {
    id: 'oi',
    label: 'OI',
    width: 72,
    align: 'right',
    title: "The contract's published open interest before the session (its chain's AM or earlier snapshot)",
    text: (e) => formatCount(e.openInterest),
    csv: [{ header: 'open_interest', value: (e) => e.openInterest }],
  },
  {
    id: 'volOverOi',
    label: 'Vol>OI',
    width: 64,
    align: 'left',
    title: 'The order alone traded more contracts than were open',
    text: (e) => flagText(e.volOverOi, 'Vol>OI'),
    tone: (e) => (e.volOverOi === true ? FLAG_TONE : null),
    csv: [{ header: 'vol_gt_oi', value: (e) => e.volOverOi }],
  },
  {
    id: 'opening',
    label: 'Opening',
    width: 72,
    align: 'left',
    title: 'Opened new positions: proved when the size exceeds the open interest, else unknown (—)',
    text: (e) => flagText(e.opening, 'opening'),
    tone: (e) => (e.opening === true ? FLAG_TONE : null),
    csv: [{ header: 'opening', value: (e) => e.opening }],
  },
];
