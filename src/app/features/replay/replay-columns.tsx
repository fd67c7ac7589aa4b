/**
 * The replay's tables: the tape up to the moment (newest first) and the largest orders with their OI
 * receipts. A contract's colour is the order's lean (a sold put is bullish).
 */
import type { OiReceipt } from '../../data/oi-receipt';
import { LEAN_TEXT, orderLean } from '../../data/order-lean';
import type { TapeEntry } from '../../data/tape-entry';
import { contractText, sideText } from '../../ui/contract-text';
import { formatCount, formatEtTime, formatMoney, formatPrice } from '../../ui/format';
import { ReceiptCell, type ReceiptRowState } from '../../ui/oi-receipts';
import type { TableColumn } from '../../ui/table-columns';

function leanClass(e: TapeEntry): string {
  const lean = orderLean(e.optionType, e.side);
  return lean ? LEAN_TEXT[lean] : '';
}

const TIME: TableColumn<TapeEntry> = {
  id: 'time',
  header: 'Time',
  kind: 'time',
  value: (e) => e.tsMs,
  cell: (e) => formatEtTime(e.tsMs),
  className: 'font-mono',
};
const SIZE: TableColumn<TapeEntry> = {
  id: 'size',
  header: 'Size',
  kind: 'number',
  value: (e) => e.size,
  cell: (e) => formatCount(e.size),
};
const PREMIUM: TableColumn<TapeEntry> = {
  id: 'premium',
  header: 'Premium',
  kind: 'number',
  value: (e) => e.premium,
  cell: (e) => formatMoney(e.premium),
};

export const REPLAY_TAPE_COLUMNS: readonly TableColumn<TapeEntry>[] = [
  TIME,
  { id: 'contract', header: 'Contract', kind: 'text', value: (e) => e.occ, cell: contractText, className: leanClass },
  { id: 'side', header: 'Side', kind: 'text', value: (e) => e.side, cell: (e) => sideText(e.side) },
  SIZE,
  PREMIUM,
  { id: 'spot', header: 'Spot', kind: 'number', value: (e) => e.spot, cell: (e) => formatPrice(e.spot) },
];

/** The largest orders with what their contract's open interest did once the session settled. */
export function receiptColumns(
  receipts: ReadonlyMap<string, OiReceipt>,
  states: ReadonlyMap<string, ReceiptRowState>,
): TableColumn<TapeEntry>[] {
  const receiptOf = (e: TapeEntry): OiReceipt | null => receipts.get(e.eventId) ?? null;
  return [
    TIME,
    {
      id: 'order',
      header: 'Order',
      kind: 'text',
      value: (e) => e.occ,
      cell: (e) => `${sideText(e.side)} ${contractText(e)}`,
      className: leanClass,
      csvFields: [
        { header: 'Side', value: (e) => e.side },
        { header: 'Contract', value: (e) => e.occ },
      ],
    },
    SIZE,
    PREMIUM,
    {
      id: 'receipt',
      header: 'Receipt',
      kind: 'number',
      value: (e) => receiptOf(e)?.change ?? null,
      cell: (e) => <ReceiptCell receipt={receipts.get(e.eventId)} state={states.get(e.eventId)} occ={e.occ} />,
      csvFields: [
        { header: 'Receipt', value: (e) => receiptOf(e)?.verdict ?? null },
        { header: 'OI before', value: (e) => receiptOf(e)?.before ?? null },
        { header: 'OI after', value: (e) => receiptOf(e)?.after ?? null },
        { header: 'OI change', value: (e) => receiptOf(e)?.change ?? null },
      ],
    },
  ];
}
